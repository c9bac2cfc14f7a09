import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../test/chromium.mjs';

// The e2e suite runs against a production build in its own folder, so it never replaces
// the build that `npm start` serves, and with a fixed public origin the tests can assert on.
export const E2E_SITE_URL = 'https://www.granite-digital.test';
export const E2E_GA_ID = 'G-E2ETEST123';
// E2E_DIST_DIR lets several people run the suite at once without sharing a build folder.
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    siteURL: string;
    chromiumPath: string;
    gaId: string;
  }
}

let server: ChildProcess | undefined;

export async function setup(project: TestProject) {
  // A database of its own, fresh each run, so a server left running on .data/ cannot hold it.
  const dataDir = join('.tmp', `e2e-data${distDir.replace(/^\.next/, '')}`);
  rmSync(dataDir, { recursive: true, force: true });
  // Single-box mode (what `npm start` chooses): embedded database, mail to files, generated secret.
  const env = {
    ...process.env,
    APP_MODE: 'single-box',
    DATABASE_URL: '',
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    SITE_URL: E2E_SITE_URL,
    NEXT_PUBLIC_GA_ID: E2E_GA_ID,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const executable = chromiumPath();
  if (!process.env.E2E_REUSE_BUILD) {
    const tsconfig = readFileSync('tsconfig.json', 'utf8');
    const build = spawnSync('npx', ['next', 'build'], { env, encoding: 'utf8' });
    // `next build` adds its folder's type globs to tsconfig.json: a build folder of one's own
    // (E2E_DIST_DIR) must not leave a change behind in the checkout.
    writeFileSync('tsconfig.json', tsconfig);
    if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
    // The build artefacts `npm run build` adds (CSP manifest, migrate command): scripts/post-build.mjs.
    const post = spawnSync(process.execPath, ['scripts/post-build.mjs'], { env, encoding: 'utf8' });
    if (post.status !== 0) throw new Error(`post-build failed:\n${post.stdout}\n${post.stderr}`);
  }
  const port = await freePort();
  server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/en`, () => output);
  project.provide('baseURL', baseURL);
  project.provide('siteURL', E2E_SITE_URL);
  project.provide('chromiumPath', executable);
  project.provide('gaId', E2E_GA_ID);
}

export async function teardown() {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start at ${url}:\n${log()}`);
}
