import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess } from '@/test/server-process';
import { E2E_SITE_URL } from './global-setup';

// The start-up checks of lib/next-internals.mjs on the suite's real build: a copy of the
// standalone output with two of Next.js's internals broken on purpose (prerendered pages without
// cache tags, no draft-mode id). In production mode the server refuses to start, one line per
// problem; single-box mode starts and says what will not work in one error line.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
let app: string;

beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), 'granite-internals-'));
  cpSync(path.join(distDir, 'standalone'), app, { recursive: true });
  const built = path.join(app, distDir);
  const meta = path.join(built, 'server', 'app', 'en.meta');
  const entry = JSON.parse(readFileSync(meta, 'utf8')) as { headers: Record<string, string> };
  delete entry.headers['x-next-cache-tags'];
  writeFileSync(meta, JSON.stringify(entry));
  const manifestFile = path.join(built, 'prerender-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { preview: Record<string, string> };
  delete manifest.preview.previewModeId;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}, 120_000);

afterAll(() => {
  if (app && existsSync(app)) rmSync(app, { recursive: true, force: true });
});

const baseEnv = () => ({
  PATH: process.env.PATH,
  HOME: app,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  HOSTNAME: '127.0.0.1',
  SITE_URL: E2E_SITE_URL,
});

describe('a build whose Next.js internals are not what the server relies on', () => {
  it('in production: the server refuses to start, naming each broken internal', async () => {
    const port = await freePort();
    const server = await startProcess(process.execPath, ['server.js'], {
      cwd: app,
      port,
      env: {
        ...baseEnv(),
        PORT: String(port),
        DATABASE_URL: 'postgresql://granite@127.0.0.1:9/none',
        APP_SECRET: 'internals-secret-0123456789-abcdefghijklmn',
        RESEND_API_KEY: 're_test_internals',
        MAIL_FROM: 'Granite <hello@granite.test>',
        MAIL_TO_TEAM: 'team@granite.test',
      },
    });
    const exit = await Promise.race([server.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000))]);
    if (exit === 'running') await server.kill();
    expect(exit).toEqual({ code: 1, signal: null });
    const messages = server.logLines().map((line) => String(line.message));
    expect(messages).toContain('next internals: cache tags: /en is not tagged _N_T_/en: a publish would expire nothing');
    expect(messages.some((message) => message.startsWith('next internals: draft mode: next-internals: no draft-mode id in '))).toBe(true);
    expect(messages).toContain('refusing to start: this Next.js release or build is not what the server relies on (lib/next-internals.mjs)');
  }, 60_000);

  it('in single-box mode: it starts, and says in one error line what will not work', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'granite-internals-data-'));
    const port = await freePort();
    const server = await startProcess(process.execPath, ['server.js'], {
      cwd: app,
      port,
      env: { ...baseEnv(), PORT: String(port), APP_MODE: 'single-box', DATA_DIR: data },
    });
    try {
      await server.waitFor('/api/health');
      const errors = server.logLines().filter((line) => line.level === 'error' && String(line.message).startsWith('next internals:'));
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/cache tags: .*; draft mode: .*published texts and the page cache may not work/);
    } finally {
      await server.kill();
      rmSync(data, { recursive: true, force: true });
    }
  }, 90_000);
});
