// @ts-check
// Run by scripts/post-build.mjs once the standalone folder exists: takes out what the file tracer
// put in that no server ever loads. The page cache's handler (lib/page-cache/handler.mjs) imports lib/next-internals.mjs at run time,
// and that module's `createRequire(import.meta.url)(specifier)` makes the tracer of the proxy and
// instrumentation entries take every file under lib/ along: TypeScript sources and their tests
// (the running code is in the compiled chunks). next.config.ts's outputFileTracingExcludes
// covers the page and route traces but not those two, so they are pruned here: from the
// standalone folder, and from the two trace files (a host that packages functions from the
// traces would ship them too). Only lib's plain .mjs files stay. e2e/standalone-checks.ts reads the result.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether a file (path relative to the project or standalone root, `/`-separated) is never loaded by the server.
 * @param {string} file
 * @returns {boolean}
 */
export function unneededAtRunTime(file) {
  if (file.split('/').includes('node_modules')) return false;
  return /\.test\.tsx?$/.test(file) || /^lib\/.*\.(ts|tsx|d\.mts)$/.test(file);
}

/**
 * Prunes `<root>/<distDir>/standalone` and the proxy's and instrumentation's traces; returns how many files went.
 * @param {string} root
 * @param {string} distDir
 * @returns {number}
 */
export function pruneStandalone(root, distDir) {
  const standalone = join(root, distDir, 'standalone');
  let removed = 0;
  for (const file of readdirSync(standalone, { recursive: true, encoding: 'utf8' })) {
    const path = file.split('\\').join('/');
    if (!unneededAtRunTime(path)) continue;
    rmSync(join(standalone, file), { force: true });
    removed += 1;
  }
  for (const trace of ['middleware.js.nft.json', 'instrumentation.js.nft.json']) {
    const file = join(root, distDir, 'server', trace);
    if (!existsSync(file)) continue;
    /** @type {{ files: string[] }} */
    const content = JSON.parse(readFileSync(file, 'utf8'));
    /** @param {string} entry */
    const fromRoot = (entry) =>
      relative(root, join(root, distDir, 'server', entry))
        .split('\\')
        .join('/');
    const files = content.files.filter((entry) => !unneededAtRunTime(posix.normalize(fromRoot(entry))));
    if (files.length !== content.files.length) writeFileSync(file, JSON.stringify({ ...content, files }));
  }
  return removed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  console.log(`Standalone output: removed ${pruneStandalone(root, process.env.NEXT_DIST_DIR ?? '.next')} test and source files no server loads.`);
}
