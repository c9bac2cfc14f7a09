// After `next build` (post-build.mjs imports this): bundles the work pool's worker
// (lib/work-pool/worker.ts) into one plain-Node file, <distDir>/server/work-pool-worker.mjs,
// which post-build traces and copies into the standalone output. Next bundles the server's code
// but not a worker thread's entry, so without this file the pool has nothing to start: the
// server refuses to start (lib/work-pool workPoolProblem), and this step fails when it cannot
// write the file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Loaded by the worker from node_modules next to the server, not bundled. */
export const WORKER_EXTERNAL = ['@react-pdf/renderer', 'react'];

/**
 * React is CommonJS: imported by name from ESM, Node reads its exports from both branches of its
 * entry, and the standalone output has only the production one. So React is required, not imported.
 */
const reactByRequire = {
  name: 'react-by-require',
  setup(build) {
    build.onResolve({ filter: /^react(\/.*)?$/ }, (args) =>
      args.namespace === 'react-by-require' ? { path: args.path, external: true } : { path: args.path, namespace: 'react-by-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'react-by-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/** Writes the worker bundle into `serverDir`; returns its path. */
export async function buildWorkPoolWorker(serverDir, fileName) {
  const outfile = join(serverDir, fileName);
  await build({
    entryPoints: [join(root, 'lib/work-pool/worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // '@/…' comes from tsconfig.json's paths, which esbuild reads.
    alias: { 'server-only': join(root, 'test/server-only-stub.ts') },
    define: { 'process.env.NODE_ENV': '"production"' },
    // react-pdf (and the React it renders with) load from the standalone node_modules, where the
    // server's trace puts them (react-pdf reads its standard fonts through package imports, which
    // a bundle cannot keep); post-build checks they are there.
    external: ['@react-pdf/renderer'],
    plugins: [reactByRequire],
    // Some bundled packages are CommonJS: give the ESM bundle a require() for Node's built-ins.
    banner: {
      js:
        "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; import { fileURLToPath as __fileUrlToPath } from 'node:url'; " +
        'const require = __createRequire(import.meta.url); const __filename = __fileUrlToPath(import.meta.url); const __dirname = __pathDirname(__filename);',
    },
    logLevel: 'warning',
  });
  if (!existsSync(outfile)) throw new Error(`esbuild wrote no ${outfile}`);
  return outfile;
}
