#!/usr/bin/env node
// After `next build` (npm run build): bundles scripts/migrate-release.ts into one plain-Node
// file, `migrate.mjs`, next to the standalone server.js, so the release step needs neither
// tsx nor dev dependencies (docs/deploying.md). `pg` is bundled in; its optional native
// binding is left out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const standalone = join(root, distDir, 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error(`No standalone server in ${distDir}/standalone: run next build first.`);
  process.exit(1);
}
await build({
  entryPoints: [join(root, 'scripts/migrate-release.ts')],
  outfile: join(standalone, 'migrate.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['pg-native'],
  // '@/…' comes from tsconfig.json's paths, which esbuild reads.
  alias: { 'server-only': join(root, 'test/server-only-stub.ts') },
  // pg is CommonJS: give the ESM bundle a require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`Wrote ${distDir}/standalone/migrate.mjs (the release-step migration command).`);
