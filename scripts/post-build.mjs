#!/usr/bin/env node
// Runs after every `next build` of this project (npm run build, npm start's first build, the
// test and bench builds): writes the build artefacts the server needs and Next does not make,
// and fails (exit 1) when the build is not what the server relies on.
// 1. The prerendered pages (and their copies in the standalone output) get their chunk scripts
//    started after the first paint (lib/scripts-after-paint.ts). Fails when no page had such
//    scripts, or a page still has one after the rewrite: Next changed the tags' shape.
// 2. <distDir>/server/csp-manifest.json: each prerendered page's inline-script hashes, from the
//    rewritten HTML, and the localized 404 pages (lib/csp/manifest.ts), added to the file traces
//    of the proxy and the start-up code (so hosts that package traced files ship it) and copied
//    into the standalone output. Fails when a trace file it must edit is missing.
// 3. The checks of lib/next-internals.mjs against this build (tags on prerendered pages, the
//    draft-mode id, the page cache class): the server runs them again when it starts.
// 4. <distDir>/server/work-pool-worker.mjs: the work pool's worker thread (build-work-pool.mjs),
//    traced and copied into the standalone output like the CSP manifest. Fails when the
//    standalone output lacks it or the packages it loads from node_modules.
// 5. <distDir>/standalone/migrate.mjs: the release-step migration command (build-migrate.mjs).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildWorkPoolWorker, WORKER_EXTERNAL } from './build-work-pool.mjs';
// A plain Node script cannot load the folder's TypeScript entry; worker-file.mjs is the one constant it shares.
// eslint-disable-next-line no-restricted-imports
import { WORKER_FILE } from '../lib/work-pool/worker-file.mjs';
import {
  anyChunkScript,
  buildServerDir,
  checkNextInternals,
  INSTRUMENTATION_TRACE,
  prerenderedAppDir,
  PROXY_TRACE,
  readTrace,
  standaloneServerDir,
  traceFiles,
} from '../lib/next-internals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const server = buildServerDir(join(root, distDir));
const problems = [];

// lib/csp/manifest.ts and lib/scripts-after-paint.ts are TypeScript shared with the tests: compile them for this one run.
async function load(entry) {
  const compiled = join(root, '.tmp', `${entry.replaceAll('/', '-')}-${process.pid}.mjs`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  await build({
    entryPoints: [join(root, entry)],
    outfile: compiled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    alias: { '@': root },
  });
  try {
    return await import(pathToFileURL(compiled).href);
  } finally {
    rmSync(compiled, { force: true });
  }
}
const { buildCspManifest, CSP_MANIFEST_FILE } = await load('lib/csp/manifest.ts');
const { scriptsAfterFirstPaint } = await load('lib/scripts-after-paint.ts');
const { locales: LOCALES } = await load('i18n/locales.ts');

/** Adds a file in <distDir>/server to the traces of the proxy and the start-up code. */
function trace(name) {
  for (const wanted of [PROXY_TRACE, INSTRUMENTATION_TRACE]) {
    if (!traceFiles(join(root, distDir), (file) => file === wanted).length)
      problems.push(`no ${wanted} in ${distDir}/server: ${name} would be missing where only traced files are shipped`);
  }
  for (const file of traceFiles(join(root, distDir), (file) => file === PROXY_TRACE || file === INSTRUMENTATION_TRACE)) {
    const nftFile = join(server, file);
    const nft = readTrace(nftFile);
    const entry = relative(dirname(nftFile), join(server, name));
    if (!nft.files.includes(entry)) nft.files.push(entry);
    writeFileSync(nftFile, JSON.stringify(nft));
  }
  const standaloneServer = join(root, standaloneServerDir(distDir));
  if (existsSync(standaloneServer)) copyFileSync(join(server, name), join(standaloneServer, name));
}

// Counted as moved: pages rewritten now, and pages a previous run of this step rewrote already.
let rewritten = 0;
for (const app of [prerenderedAppDir(join(root, distDir)), join(root, standaloneServerDir(distDir), 'app')]) {
  if (!existsSync(app)) continue;
  // The language tree only: its pages get a policy with their own hashes (the rest, a fixed one).
  const pages = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html') && LOCALES.includes(name.split(/[\\/.]/)[0]));
  for (const file of pages) {
    const html = readFileSync(join(app, file), 'utf8');
    const after = scriptsAfterFirstPaint(html);
    if (anyChunkScript.test(after))
      problems.push(
        `${file} still loads a chunk with a <script src> after the rewrite: Next's script tags changed shape (lib/next-internals.mjs, "Script tags")`,
      );
    if (after.includes('data-after-paint')) rewritten += 1;
    if (after !== html) writeFileSync(join(app, file), after);
  }
}
if (rewritten === 0)
  problems.push(
    'no prerendered page had chunk scripts to move behind the first paint: Next\'s script tags changed shape (lib/next-internals.mjs, "Script tags")',
  );
console.log(`Prerendered pages with their scripts after the first paint: ${rewritten} files.`);

const manifest = buildCspManifest(prerenderedAppDir(join(root, distDir)), LOCALES);
writeFileSync(join(server, CSP_MANIFEST_FILE), JSON.stringify(manifest));
trace(CSP_MANIFEST_FILE);
console.log(
  `Wrote ${distDir}/server/${CSP_MANIFEST_FILE}: ${Object.keys(manifest.pages).length} pages, ${Object.keys(manifest.notFound).length} not-found pages.`,
);

await buildWorkPoolWorker(server, WORKER_FILE);
trace(WORKER_FILE);
if (existsSync(join(root, distDir, 'standalone', 'server.js'))) {
  if (!existsSync(join(root, standaloneServerDir(distDir), WORKER_FILE)))
    problems.push(`${WORKER_FILE} is not in the standalone output: the work pool would have no worker`);
  for (const name of WORKER_EXTERNAL.filter((name) => !name.includes('/') || name.startsWith('@'))) {
    if (!existsSync(join(root, distDir, 'standalone', 'node_modules', name, 'package.json')))
      problems.push(`${WORKER_FILE} loads ${name}, which the server's trace left out of ${distDir}/standalone/node_modules`);
  }
}
console.log(`Wrote ${distDir}/server/${WORKER_FILE} (the work pool's worker thread).`);

problems.push(...checkNextInternals(join(root, distDir), 'en'));

if (problems.length > 0) {
  for (const problem of problems) console.error(`post-build: ${problem}`);
  console.error('post-build: this build is not what the server relies on; see lib/next-internals.mjs');
  process.exit(1);
}

if (existsSync(join(root, distDir, 'standalone', 'server.js'))) await import('./build-migrate.mjs');
if (existsSync(join(root, distDir, 'standalone', 'server.js'))) await import('./build-team-user.mjs');
// Tests and TypeScript sources the tracer took along (scripts/prune-standalone.mjs).
if (existsSync(join(root, distDir, 'standalone', 'server.js')))
  console.log(`Standalone output: removed ${(await import('./prune-standalone.mjs')).pruneStandalone(root, distDir)} test and source files no server loads.`);
