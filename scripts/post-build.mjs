#!/usr/bin/env node
// Runs after every `next build` of this project (npm run build, npm start's first build, the
// test and bench builds): writes the build artefacts the server needs and Next does not make.
// 1. <distDir>/server/csp-manifest.json: each prerendered page's inline-script hashes and the
//    localized 404 pages (lib/csp/manifest.ts), added to the proxy's file trace (so hosts that
//    package traced files ship it) and copied into the standalone output.
// 2. <distDir>/standalone/migrate.mjs: the release-step migration command (build-migrate.mjs).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const server = join(root, distDir, 'server');
const LOCALES = ['en', 'de', 'fr', 'nl'];

// lib/csp/manifest.ts is TypeScript shared with the tests: compile it for this one run.
const compiled = join(root, '.tmp', `csp-manifest-${process.pid}.mjs`);
mkdirSync(join(root, '.tmp'), { recursive: true });
await build({ entryPoints: [join(root, 'lib/csp/manifest.ts')], outfile: compiled, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
const { buildCspManifest, CSP_MANIFEST_FILE } = await import(pathToFileURL(compiled).href);
rmSync(compiled, { force: true });

const manifest = buildCspManifest(join(server, 'app'), LOCALES);
writeFileSync(join(server, CSP_MANIFEST_FILE), JSON.stringify(manifest));
for (const trace of ['middleware.js.nft.json', 'instrumentation.js.nft.json']) {
  const file = join(server, trace);
  if (!existsSync(file)) continue;
  const nft = JSON.parse(readFileSync(file, 'utf8'));
  if (!nft.files.includes(CSP_MANIFEST_FILE)) nft.files.push(CSP_MANIFEST_FILE);
  writeFileSync(file, JSON.stringify(nft));
}
const standaloneServer = join(root, distDir, 'standalone', distDir, 'server');
if (existsSync(standaloneServer)) copyFileSync(join(server, CSP_MANIFEST_FILE), join(standaloneServer, CSP_MANIFEST_FILE));
console.log(`Wrote ${distDir}/server/${CSP_MANIFEST_FILE}: ${Object.keys(manifest.pages).length} pages, ${Object.keys(manifest.notFound).length} not-found pages.`);

if (existsSync(join(root, distDir, 'standalone', 'server.js'))) await import('./build-migrate.mjs');
