#!/usr/bin/env node
// Runs after every `next build` of this project (npm run build, npm start's first build, the
// test and bench builds): writes the build artefacts the server needs and Next does not make.
// 1. <distDir>/server/csp-manifest.json: each prerendered page's inline-script hashes and the
//    localized 404 pages (lib/csp/manifest.ts), added to the proxy's file trace (so hosts that
//    package traced files ship it) and copied into the standalone output.
// 2. <distDir>/server/copy-pages.json: which pages show which catalogue text, so a publish
//    regenerates only those (lib/copy/pages-table.ts), traced and copied the same way.
// 3. <distDir>/standalone/migrate.mjs: the release-step migration command (build-migrate.mjs).
// Before all of them, the prerendered pages (and their copies in the standalone output) get their
// chunk scripts started after the first paint (lib/scripts-after-paint.ts), so the hashes above
// are those of the HTML served.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const server = join(root, distDir, 'server');
const LOCALES = ['en', 'de', 'fr', 'nl'];

// lib/csp/manifest.ts and lib/copy/pages-table.ts are TypeScript shared with the tests: compile them for this one run.
async function load(entry) {
  const compiled = join(root, '.tmp', `${entry.replaceAll('/', '-')}-${process.pid}.mjs`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  await build({ entryPoints: [join(root, entry)], outfile: compiled, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning', alias: { '@': root } });
  try {
    return await import(pathToFileURL(compiled).href);
  } finally {
    rmSync(compiled, { force: true });
  }
}
const { buildCspManifest, CSP_MANIFEST_FILE } = await load('lib/csp/manifest.ts');
const { scriptsAfterFirstPaint } = await load('lib/scripts-after-paint.ts');
const { buildCopyPagesFrom, COPY_PAGES_FILE_NAME } = await load('lib/copy/pages-table.ts');

/** Adds a file in <distDir>/server to the traces of the proxy, the start-up code and the team's copy routes. */
function trace(name) {
  const traces = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file === 'middleware.js.nft.json' || file === 'instrumentation.js.nft.json' || (file.includes('team/copy') && file.endsWith('.nft.json')),
  );
  for (const file of traces) {
    const nftFile = join(server, file);
    const nft = JSON.parse(readFileSync(nftFile, 'utf8'));
    const entry = relative(dirname(nftFile), join(server, name));
    if (!nft.files.includes(entry)) nft.files.push(entry);
    writeFileSync(nftFile, JSON.stringify(nft));
  }
  const standaloneServer = join(root, distDir, 'standalone', distDir, 'server');
  if (existsSync(standaloneServer)) copyFileSync(join(server, name), join(standaloneServer, name));
}

let rewritten = 0;
for (const app of [join(server, 'app'), join(root, distDir, 'standalone', distDir, 'server', 'app')]) {
  if (!existsSync(app)) continue;
  // The language tree only: its pages get a policy with their own hashes (the rest, a fixed one).
  const pages = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html') && LOCALES.includes(name.split(/[\\/.]/)[0]));
  for (const file of pages) {
    const html = readFileSync(join(app, file), 'utf8');
    const after = scriptsAfterFirstPaint(html);
    if (after === html) continue;
    writeFileSync(join(app, file), after);
    rewritten += 1;
  }
}
console.log(`Prerendered pages with their scripts after the first paint: ${rewritten} files.`);

const manifest = buildCspManifest(join(server, 'app'), LOCALES);
writeFileSync(join(server, CSP_MANIFEST_FILE), JSON.stringify(manifest));
trace(CSP_MANIFEST_FILE);
console.log(`Wrote ${distDir}/server/${CSP_MANIFEST_FILE}: ${Object.keys(manifest.pages).length} pages, ${Object.keys(manifest.notFound).length} not-found pages.`);

const copyPages = buildCopyPagesFrom(root, distDir, LOCALES);
writeFileSync(join(server, COPY_PAGES_FILE_NAME), JSON.stringify(copyPages));
trace(COPY_PAGES_FILE_NAME);
const shown = Object.values(copyPages.pages).reduce((sum, keys) => sum + Object.keys(keys).length, 0);
console.log(`Wrote ${distDir}/server/${COPY_PAGES_FILE_NAME}: ${shown} texts on the pages of ${Object.keys(copyPages.pages).length} languages.`);

if (existsSync(join(root, distDir, 'standalone', 'server.js'))) await import('./build-migrate.mjs');
if (existsSync(join(root, distDir, 'standalone', 'server.js'))) await import('./build-team-user.mjs');
