#!/usr/bin/env node
// After `next build` (post-build.mjs imports this): bundles scripts/team-user.ts into one
// plain-Node file, `team-user.mjs`, next to the standalone server.js, so a container (or any
// copy of the standalone folder) can add, re-password and remove team members without tsx,
// dev dependencies or the source tree:
//   docker compose run --rm web node team-user.mjs add <username>
//   cd .next/standalone && node team-user.mjs add <username>
// Our own code and pure-JS packages are bundled in; argon2 (native code), Prisma's client runtime
// and pg stay outside and are loaded from the standalone node_modules, where the server's file
// trace put them (checked below, so a build that lacks one fails here, not in a container).
// PostgreSQL only (DATABASE_URL): PGlite's WebAssembly is not shipped next to this file, and the
// embedded database of `npm start` is handled by `npm run team:add-user` in the checkout.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const standalone = join(root, distDir, 'standalone');
const EXTERNAL = ['@node-rs/argon2', '@prisma/client', 'pg'];

if (!existsSync(join(standalone, 'server.js'))) {
  console.error(`No standalone server in ${distDir}/standalone: run next build first.`);
  process.exit(1);
}
const missing = EXTERNAL.filter((name) => !existsSync(join(standalone, 'node_modules', name, 'package.json')));
if (missing.length > 0) {
  console.error(`team-user.mjs needs ${missing.join(', ')} in ${distDir}/standalone/node_modules, which the server's trace left out.`);
  process.exit(1);
}
await build({
  entryPoints: [join(root, 'scripts/team-user.ts')],
  outfile: join(standalone, 'team-user.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...EXTERNAL, 'pg-native'],
  // '@/…' comes from tsconfig.json's paths, which esbuild reads.
  alias: { 'server-only': join(root, 'test/server-only-stub.ts') },
  // Some bundled packages are CommonJS: give the ESM bundle a require() for Node's built-ins,
  // and the __dirname that @next/env's compiled code expects.
  banner: {
    js:
      "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; import { fileURLToPath as __fileUrlToPath } from 'node:url'; " +
      'const require = __createRequire(import.meta.url); const __filename = __fileUrlToPath(import.meta.url); const __dirname = __pathDirname(__filename);',
  },
  logLevel: 'warning',
});
console.log(`Wrote ${distDir}/standalone/team-user.mjs (team accounts: node team-user.mjs add|set-password|remove <username>).`);
