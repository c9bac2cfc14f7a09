import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/i18n/routing';
import { CSP_MANIFEST_FILE, type CspManifest } from '@/lib/csp/manifest';
import { mailLinkRoutes } from '@/lib/consent/mail-link-pages';
import { routes } from '@/lib/site';
import { signFormToken } from '@/lib/spam/form-token';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';
import { startPostgres, type TestPostgres } from '@/test/postgres';
import { freePort, startProcess, type ServerProcess } from '@/test/server-process';
import { copyStandalone, NOBODY, runAsNobody, type StandaloneCopy } from '@/test/standalone-copy';
import { E2E_SITE_URL } from './global-setup';

const traceFilesOf = (distDir: string) =>
  readdirSync(path.join(distDir, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.nft.json'))
    .map((file) => path.join(distDir, 'server', file));

// The Dockerfile's steps without Docker: the standalone output, `.next/static` and `public`
// copied to an empty directory, made read-only, run as an unprivileged user (nobody) with a
// writable temp dir only, against a throwaway PostgreSQL 15 and a fake Resend. It reuses the
// suite's build (.next-e2e, built with output: 'standalone'), so it costs no build of its own.
// Run with the machine's Node (standalone.test.ts) and with the Dockerfile's Node LTS
// (standalone-node-lts.test.ts): `node` is the binary that runs server.js and the commands.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const SECRET = 'standalone-secret-0123456789-abcdefghijklmnop';
const TEAM = 'team@granite.test';

/** The Node version of the Dockerfile's base image (`ARG NODE_IMAGE=node:<version>-…`). */
export function dockerNodeVersion(): string {
  const match = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-/m.exec(readFileSync('Dockerfile', 'utf8'));
  if (!match) throw new Error('Dockerfile: no ARG NODE_IMAGE=node:<version>-… line');
  return match[1]!;
}

export function standaloneChecks(node: () => Promise<string>): void {
  let nodeBinary: string;
  let copy: StandaloneCopy;
  let app: string;
  let tmp: string;
  let postgres: TestPostgres;
  let databaseUrl: string;
  let fake: FakeResend;
  let server: ServerProcess;
  let db: pg.Client;

  const asNobody = (args: string[], env: Record<string, string | undefined>, input?: string) => runAsNobody(nodeBinary, args, { cwd: app, env, input });
  const startServer = async () => {
    const port = await freePort();
    return startProcess('setpriv', [...NOBODY, nodeBinary, 'server.js'], { cwd: app, env: { ...serverEnv(), PORT: String(port) }, port });
  };

  function serverEnv(): Record<string, string | undefined> {
    return {
      PATH: process.env.PATH,
      HOME: tmp,
      TMPDIR: tmp,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      APP_SECRET: SECRET,
      SITE_URL: E2E_SITE_URL,
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: TEAM,
      // Readiness is 503 for this long before the server stops accepting (what a load balancer needs).
      SHUTDOWN_DELAY_MS: '3000',
    };
  }

  beforeAll(async () => {
    nodeBinary = await node();
    // The image: only these three things, nothing from the source tree or its node_modules.
    copy = copyStandalone(distDir);
    ({ app, tmp } = copy);
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('standalone');
    db = new pg.Client(databaseUrl);
    await db.connect();
    fake = await startFakeResend();
  }, 240_000);

  afterAll(async () => {
    await server?.kill();
    await db?.end();
    await fake?.close();
    await postgres?.stop();
    copy?.remove();
  }, 60_000);

  describe('the Dockerfile', () => {
    it('ships what this test runs: the standalone output and .next/static, as a non-root user, started with node server.js', () => {
      const dockerfile = readFileSync('Dockerfile', 'utf8');
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
      expect(runtime.match(/^COPY .*$/gm)).toEqual(['COPY --from=build /app/.next/standalone ./', 'COPY --from=build /app/.next/static ./.next/static']);
      expect(runtime).toMatch(/^USER node$/m);
      expect(runtime).toMatch(/^CMD \["node", "server\.js"\]$/m);
      expect(dockerfile).toMatch(/^RUN npm run build$/m);
      expect(existsSync('public')).toBe(false); // else the image must copy it too
      // A supported Node LTS, pinned by digest; engines allows it.
      expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    });

    it('ships no tests, no TypeScript sources and no .env file in the standalone output (next.config.ts, scripts/prune-standalone.mjs)', () => {
      const files = readdirSync(path.join(distDir, 'standalone'), { recursive: true, encoding: 'utf8' }).filter((file) => !file.includes('node_modules/'));
      expect(files.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
      expect(files.filter((file) => /^lib\/.*\.(ts|tsx|d\.mts)$/.test(file))).toEqual([]);
      // Next.js copies a checkout's .env and .env.production in; the image's build context has none (.dockerignore).
      expect(files.filter((file) => path.basename(file).startsWith('.env'))).toEqual([]);
      // What the server does load from lib/ at run time: the page cache's handler and what it imports.
      for (const file of ['lib/next-internals.mjs', 'lib/process-slot.mjs', 'lib/page-cache/handler.mjs', 'lib/page-cache/hooks-slot.mjs'])
        expect(files).toContain(file);
      // The work pool's worker thread (scripts/build-work-pool.mjs): the PDF below renders in it.
      expect(files).toContain(path.join(distDir, 'server', 'work-pool-worker.mjs'));
      // Nor in any trace a host packages functions from.
      const traced = traceFilesOf(distDir).flatMap((trace) =>
        (JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }).files.map((file) => path.relative('.', path.join(path.dirname(trace), file))),
      );
      expect(traced.filter((file) => !file.includes('node_modules/') && /\.test\.tsx?$|^lib\/.*\.tsx?$/.test(file))).toEqual([]);
    });

    it('runs this check on the Node it says', async () => {
      const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();
      expect(version).toMatch(/^v\d+\.\d+\.\d+$/);
      if (nodeBinary !== process.execPath) expect(version).toBe(`v${dockerNodeVersion()}`);
    });
  });

  describe('the build artefact the proxy reads (csp-manifest.json)', () => {
    it('covers all 40 pages, the eight mail-link pages and the four localized 404 pages, and travels with the standalone output', () => {
      const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
      const expected = [
        ...locales.flatMap((locale) => [...routes, ...mailLinkRoutes].map((route) => `${locale}${route}`)),
        ...locales.map((locale) => `${locale}/page-not-found`),
      ];
      expect(expected).toHaveLength(52);
      // The article index, prerendered per language from the seed-free build, is a page of its own.
      const articleIndexes = locales.map((locale) => `${locale}/insights`);
      expect(Object.keys(manifest.pages).sort()).toEqual([...expected, ...articleIndexes].sort());
      for (const page of expected) expect(manifest.pages[page]!.length, page).toBeGreaterThan(0);
      for (const locale of locales) expect(manifest.notFound[locale], locale).toContain(`<html lang="${locale}"`);
      expect(readFileSync(path.join(app, distDir, 'server', CSP_MANIFEST_FILE), 'utf8')).toBe(JSON.stringify(manifest));
      // In the proxy's file trace, so hosts that package traced files ship it.
      const trace = JSON.parse(readFileSync(path.join(distDir, 'server', 'middleware.js.nft.json'), 'utf8')) as { files: string[] };
      expect(trace.files).toContain(CSP_MANIFEST_FILE);
    });
  });

  describe('the standalone server, read-only, as nobody, on PostgreSQL', () => {
    it('is live before migrating but not ready, and ready once the release step has migrated', async () => {
      server = await startServer();
      await server.waitFor('/api/health');
      const notReady = await server.waitFor('/api/ready', (response) => response.status === 503);
      expect(await notReady.json()).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^migrations pending: 2026/) });
      expect(notReady.headers.get('cache-control')).toBe('no-store');

      const migrated = await asNobody(['migrate.mjs'], serverEnv());
      expect(migrated.status, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/applied \d+ migration/);
      expect((await asNobody(['migrate.mjs'], serverEnv())).stdout).toMatch(/already up to date/);

      const ready = await server.waitFor('/api/ready');
      expect(await ready.json()).toEqual({ status: 'ready' });
    }, 120_000);

    it('serves the pages with their strict per-page policy, the localized 404 and the sitemap', async () => {
      for (const page of ['/en', '/de/contact', '/fr/diy-agents', '/nl/privacy']) {
        const response = await fetch(server.url + page);
        expect(response.status, page).toBe(200);
        const policy = response.headers.get('content-security-policy') ?? '';
        const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
        expect(scripts, page).toMatch(/'sha256-/);
        expect(scripts, page).not.toContain("'unsafe-inline'");
        // A shared cache in front (nginx proxy_cache, a CDN) may keep the page, and its policy with it.
        expect(response.headers.get('cache-control'), page).toMatch(/s-maxage=\d+/);
      }
      for (const endpoint of ['/api/health', '/api/ready', '/api/form-token']) {
        expect((await fetch(server.url + endpoint)).headers.get('cache-control'), endpoint).toBe('no-store');
      }
      const missing = await fetch(`${server.url}/de/gibt-es-nicht`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Seite nicht gefunden');
      expect(missing.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      // The 40 pages; the articles and their index come on top.
      expect(sitemap.match(/<loc>(?![^<]*\/insights)/g)).toHaveLength(40);
      expect(sitemap).not.toContain('/api/');
    });

    it('stores and mails both forms, and serves the PDF link', async () => {
      const headers = { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' };
      // A token the server issued verifies with the same APP_SECRET on any instance.
      const { token } = (await (await fetch(`${server.url}/api/form-token`)).json()) as { token: string };
      expect(token).toMatch(/^[0-9A-Za-z]{8}\.[0-9a-z]+\.[\w-]{43}$/);
      const formToken = signFormToken(Date.now() - 10_000, SECRET);
      const contact = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          firstName: 'Stand',
          lastName: 'Alone',
          email: 'standalone-contact@example.com',
          message: 'From the read-only standalone server.',
          formToken,
        }),
      });
      expect(contact.status).toBe(200);
      expect(await contact.json()).toEqual({ emailSent: true });
      const download = await fetch(`${server.url}/submit`, {
        method: 'POST',
        headers: { ...headers, 'accept-language': 'de' },
        body: JSON.stringify({
          firstName: 'Stand',
          lastName: 'Alone',
          email: 'standalone-download@example.com',
          company: 'Read Only GmbH',
          agreeMarketing: false,
          agreePrivacy: true,
          formToken,
        }),
      });
      expect(download.status).toBe(200);
      const { downloadUrl } = (await download.json()) as { downloadUrl: string };
      expect(downloadUrl.startsWith(`${E2E_SITE_URL}/api/white-paper?`)).toBe(true);

      const contacts = await db.query('SELECT email FROM contact_submissions');
      const downloads = await db.query('SELECT email FROM download_submissions');
      expect(contacts.rows).toEqual([{ email: 'standalone-contact@example.com' }]);
      expect(downloads.rows).toEqual([{ email: 'standalone-download@example.com' }]);
      await vi.waitFor(() => expect(fake.deliveries.filter((mail) => mail.to.includes(TEAM))).toHaveLength(2), { timeout: 20_000 });
      // The white-paper mails go out after the answer (after()).
      await vi.waitFor(() => expect(fake.deliveries.filter((mail) => mail.to.includes('standalone-download@example.com'))).toHaveLength(1), {
        timeout: 20_000,
      });

      const pdf = await fetch(downloadUrl.replace(E2E_SITE_URL, server.url));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }, 60_000);

    it('accepts a form token issued by a second instance on the same database (the fast part of test/reliability/instances.slow.ts)', async () => {
      const second = await startServer();
      try {
        await second.waitFor('/api/ready');
        const { token } = (await (await fetch(`${second.url}/api/form-token`)).json()) as { token: string };
        await new Promise((resolve) => setTimeout(resolve, 2_100)); // the time trap's minimum fill time
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({
            firstName: 'Two',
            lastName: 'Instances',
            email: 'standalone-second@example.com',
            message: 'Token from the other instance.',
            formToken: token,
          }),
        });
        expect(await response.json()).toEqual({ emailSent: true });
        expect((await db.query('SELECT email FROM contact_submissions WHERE email = $1', ['standalone-second@example.com'])).rows).toHaveLength(1);
        expect(server.logLines().filter((line) => line.message === 'spam submission dropped')).toEqual([]);
      } finally {
        await second.kill();
      }
    }, 60_000);

    it('adds, re-passwords and removes a team member with team-user.mjs from the read-only copy', async () => {
      const password = 'standalone team password';
      const added = await asNobody(['team-user.mjs', 'add', 'copy-member', '--role=editor'], serverEnv(), `${password}\n`);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toContain('Added team member "copy-member"');
      const again = await asNobody(['team-user.mjs', 'add', 'copy-member', '--role=editor'], serverEnv(), `${password}\n`);
      expect(again.status).toBe(1);
      const reset = await asNobody(['team-user.mjs', 'set-password', 'copy-member'], serverEnv(), 'another long password\n');
      expect(reset.status, reset.stderr).toBe(0);
      const removed = await asNobody(['team-user.mjs', 'remove', 'copy-member'], serverEnv());
      expect(removed.status, removed.stderr).toBe(0);
      // A password on the command line is refused, never echoed.
      const unsafe = await asNobody(['team-user.mjs', 'add', 'copy-member', 'hunter2-as-an-argument'], serverEnv());
      expect(unsafe.status).toBe(2);
      expect(unsafe.stderr).not.toContain('hunter2-as-an-argument');
    });

    it('writes one JSON object per log line, without visitors’ addresses', () => {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(Object.keys(JSON.parse(line) as object).slice(0, 3)).toEqual(['time', 'level', 'message']);
      expect(server.output()).not.toContain('standalone-contact@example.com');
      expect(server.output()).not.toContain('standalone-download@example.com');
    });

    it('on SIGTERM turns unready first, finishes the mail it was sending after an answer, closes the database and exits 0', async () => {
      // The provider hangs: the contact notification, sent after the answer (after()), is still
      // waiting for its mail deadline while we stop the server.
      fake.script('hang');
      const before = fake.requests.length;
      const answered = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          firstName: 'Late',
          lastName: 'Visitor',
          email: 'standalone-late@example.com',
          message: 'Sent while the server stops.',
          formToken: signFormToken(Date.now() - 10_000, SECRET),
        }),
      });
      // Queued with the message in one statement: the outbox guarantees the mail.
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({ emailSent: true });
      await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(before), { timeout: 20_000 });
      server.signal('SIGTERM');
      const unready = await server.waitFor('/api/ready', (response) => response.status === 503, 10_000);
      expect(await unready.json()).toEqual({ status: 'unavailable', reason: 'SIGTERM received' });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const messages = server.logLines().map((line) => line.message);
      expect(messages).toContain('shutting down: readiness is 503 now');
      expect(messages).toContain('shutdown complete');
      // The submission is stored; its mail waits in the outbox (its try recorded) for the next instance.
      const rows = await db.query('SELECT status, "lastError" FROM mail_outbox WHERE recipient = $1 ORDER BY "createdAt"', [TEAM]);
      expect(rows.rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'pending']);
      expect(rows.rows.at(-1)?.lastError).toContain('no answer within 3000 ms');
    }, 90_000);
  });
}
