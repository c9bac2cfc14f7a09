import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { CSP_MANIFEST_FILE, type CspManifest } from '@/lib/csp/manifest';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';
import { publish, saveDraft } from '@/lib/copy/store';
import { openDatabase } from '@/lib/db/connection';
import { PAGE_READY_EVENT } from '@/lib/page-ready';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';
import { startPostgres, type TestPostgres } from '@/test/postgres';
import { ensureBuild } from '@/test/reliability/next-process.mjs';
import { freePort, startProcess, type ServerProcess } from '@/test/server-process';
import { useBrowser } from './support';

// A host that caches pages itself (Vercel-style, PAGE_CACHE=platform). The site is built
// for it with DATABASE_URL pointing at a database that already holds a published text, so the
// build renders it: HTML, payload and the policy hashes of one render. The standalone output of
// that build then runs read-only, as nobody, without our page cache's handler; a member publishes
// through the Texts page, and the deploy hook (a stand-in counting POSTs) is called. Every page
// has exactly one policy, covering all its inline scripts, and hydrates under it.

const browser = useBrowser();
const distDir = '.next-e2e-platform';
const PASSWORD = 'correct horse battery staple';
const BUILT_HEADLINE = 'Growth that compounds, baked into the build';
const SECRET = 'platform-host-secret-0123456789-abcdefghijk';
const NOBODY = ['--reuid=65534', '--regid=65534', '--clear-groups'];
const tc = en.Team.copy;

let postgres: TestPostgres;
let databaseUrl: string;
let fake: FakeResend;
let hook: Server;
let hookPosts: number[] = [];
let server: ServerProcess;
let app: string;
let tmp: string;
const timings: Record<string, number> = {};

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('platform_host');
  fake = await startFakeResend();
  hook = createServer((request, response) => {
    request.resume();
    hookPosts.push(Date.now());
    response.writeHead(request.method === 'POST' ? 201 : 405).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const dbEnv = { ...process.env, DATABASE_URL: databaseUrl, APP_MODE: '' };
  const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: dbEnv, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
  const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', 'pia'], { input: `${PASSWORD}\n`, env: dbEnv, encoding: 'utf8' });
  if (added.status !== 0) throw new Error(`team:add-user failed:\n${added.stdout}\n${added.stderr}`);
  // A text published before the build, as a deploy hook's build finds it.
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const user = await db.prisma.user.findUniqueOrThrow({ where: { username: 'pia' } });
  await saveDraft(db.prisma, { locale: 'en', key: 'HomePage.hero.title', text: BUILT_HEADLINE, user });
  expect(await publish(db.prisma, { locale: 'en', user })).toEqual(['HomePage.hero.title']);
  await db.close();

  let started = Date.now();
  ensureBuild({
    distDir,
    force: !process.env.E2E_REUSE_BUILD,
    env: {
      NODE_ENV: 'production',
      PAGE_CACHE: 'platform',
      DATABASE_URL: databaseUrl,
      APP_MODE: '',
      SITE_URL: inject('siteURL'),
      NEXT_PUBLIC_GA_ID: inject('gaId'),
    },
  });
  timings.buildMs = Date.now() - started;

  // The standalone output on its own, read-only, run as nobody (e2e/standalone.test.ts).
  started = Date.now();
  app = mkdtempSync(path.join(tmpdir(), 'granite-platform-'));
  cpSync(path.join(distDir, 'standalone'), app, { recursive: true });
  cpSync(path.join(distDir, 'static'), path.join(app, distDir, 'static'), { recursive: true });
  spawnSync('chmod', ['-R', 'a-w,a+rX', app]);
  tmp = mkdtempSync(path.join(tmpdir(), 'granite-platform-tmp-'));
  chownSync(tmp, 65534, 65534);
  chmodSync(tmp, 0o700);
  server = await startServer({ DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy/hook-secret` });
  timings.startMs = Date.now() - started;
}, 900_000);

/** The standalone server of the platform build, read-only, as nobody, with `extra` in its environment. */
async function startServer(extra: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    PATH: process.env.PATH,
    HOME: tmp,
    TMPDIR: tmp,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_SECRET: SECRET,
    SITE_URL: inject('siteURL'),
    RESEND_API_KEY: fake.apiKey,
    RESEND_BASE_URL: fake.baseUrl,
    MAIL_FROM: 'Granite <hello@granite.test>',
    MAIL_TO_TEAM: 'team@granite.test',
    ...extra,
  };
  const root = process.getuid?.() === 0;
  const started = await startProcess(root ? 'setpriv' : process.execPath, root ? [...NOBODY, process.execPath, 'server.js'] : ['server.js'], {
    cwd: app,
    env,
    port,
  });
  await started.waitFor('/api/ready');
  return started;
}

async function signIn(url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}/en/team/sign-in`);
  await page.getByRole('textbox', { name: en.Team.signIn.username }).fill('pia');
  await page.getByLabel(en.Team.signIn.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: en.Team.signIn.submit }).click();
  await page.waitForURL('**/en/team/**');
  return page;
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** For looking at the page (E2E_SCREENSHOTS=dir): desk and phone width. */
async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

afterAll(async () => {
  await server?.kill();
  await new Promise((resolve) => hook?.close(resolve));
  await fake?.close();
  await postgres?.stop();
  if (app) spawnSync('chmod', ['-R', 'u+w', app]);
  for (const dir of [app, tmp]) if (dir) rmSync(dir, { recursive: true, force: true });
  console.log(`platform host: build ${timings.buildMs} ms, copy and start ${timings.startMs} ms, publish to hook ${timings.hookMs} ms`);
}, 60_000);

/** The response's Content-Security-Policy headers, each one (fetch would join them into one). */
function policyHeaders(url: string): Promise<{ status: number; policies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        const policies = response.rawHeaders.filter(
          (_, index) => index % 2 === 1 && response.rawHeaders[index - 1]!.toLowerCase() === 'content-security-policy',
        );
        resolve({ status: response.statusCode ?? 0, policies, body });
      });
    }).on('error', reject);
  });
}

const scriptSources = (policy: string) => policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';

describe('the build for a host that caches pages itself', () => {
  it('renders the published text into the HTML, the payload and the sitemap, and hashes the HTML it wrote', () => {
    const html = readFileSync(path.join(distDir, 'server', 'app', 'en.html'), 'utf8');
    expect(html).toContain(BUILT_HEADLINE);
    expect(readFileSync(path.join(distDir, 'server', 'app', 'en.rsc'), 'utf8')).toContain(BUILT_HEADLINE);
    // Other languages keep their catalogue text.
    expect(readFileSync(path.join(distDir, 'server', 'app', 'de.html'), 'utf8')).not.toContain(BUILT_HEADLINE);
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
    expect([...manifest.pages.en!].sort()).toEqual([...new Set(inlineScripts(html).map(sha256Source))].sort());
    // The page's date in the sitemap is that of the publication.
    const sitemap = readFileSync(path.join(distDir, 'server', 'app', 'sitemap.xml.body'), 'utf8');
    const today = new Date().toISOString().slice(0, 10);
    const entry = (loc: string) => sitemap.split('</url>').find((block) => block.includes(`<loc>${inject('siteURL')}${loc}</loc>`)) ?? '';
    expect(entry('/en')).toContain(`<lastmod>${today}`);
    expect(entry('/de')).not.toContain('<lastmod>');
    // No cache handler: Next's own, which the platform replaces.
    expect(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')).not.toContain('page-cache/handler.mjs');
  });
});

describe('the standalone server of that build', () => {
  it('sends every page with exactly one policy that lists all its inline scripts', async () => {
    for (const page of ['/en', '/de', '/en/contact', '/fr/about', '/nl/privacy', '/en/no-such-page']) {
      const { status, policies, body } = await policyHeaders(server.url + page);
      expect(status, page).toBe(page.endsWith('no-such-page') ? 404 : 200);
      expect(policies, page).toHaveLength(1);
      const scripts = scriptSources(policies[0]!);
      expect(scripts, page).not.toContain("'unsafe-inline'");
      for (const script of inlineScripts(body)) expect(scripts, page).toContain(`'${sha256Source(script)}'`);
    }
    expect((await policyHeaders(`${server.url}/en`)).body).toContain(BUILT_HEADLINE);
  });

  it('publishes through the Texts page by calling the deploy hook, and says the text is live after the next deployment', async () => {
    const page = await signIn(server.url);

    await page.goto(`${server.url}/en/team/copy?lang=de`);
    const deployment = page.getByRole('region', { name: tc.deployment.title });
    await expect.poll(() => deployment.textContent()).toContain(tc.deployment.none);
    const saved = await page.evaluate(() =>
      fetch('/api/team/copy/drafts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'de', key: 'ContactPage.subtitle', text: 'Sagen Sie uns, wo Sie wachsen wollen.' }),
      }).then((answer) => answer.status),
    );
    expect(saved).toBe(200);
    await page.reload();
    hookPosts = [];
    const clicked = Date.now();
    // Texts are named as editors know them (lib/copy/text-names.ts): "Contact page · subheading".
    const named = `${tc.names.areas.ContactPage} · ${tc.names.parts.subtitle}`;
    await page.getByRole('button', { name: tc.drafts.publishKey.replace('{key}', named), exact: true }).click();
    await page.waitForURL('**/en/team/copy?*done=published*');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/1 text published\. It is live after the next deployment \(usually a few minutes\)\./);
    await expect.poll(() => hookPosts.length, { timeout: 15_000 }).toBe(1);
    timings.hookMs = hookPosts[0]! - clicked;
    await page.reload();
    await expect.poll(() => deployment.textContent()).toMatch(/Deployment started at .+: the texts are live once it has finished\./);
    await axeClean(page);
    await screenshots(page, 'texts-platform-en');
    await page.goto(`${server.url}/de/team/copy?lang=de`);
    await expect.poll(() => page.getByRole('region', { name: de.Team.copy.deployment.title }).textContent()).toContain(de.Team.copy.deployment.live);
    await screenshots(page, 'texts-platform-de');
    await page.context().close();
  });

  it('renders publish mode only beside the session its cookie was issued for (no request hook here: the proxy checks)', async () => {
    const page = await signIn(server.url);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'granite_team');
    expect(session).toBeDefined();
    const sessionCookie = `granite_team=${session!.value}`;
    await page.context().close();
    const on = await fetch(`${server.url}/api/team/copy/preview`, {
      method: 'POST',
      headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ on: '1', locale: 'en', next: '/en/about' }),
      redirect: 'manual',
    });
    expect(on.status).toBe(303);
    const publish = /granite_publish=[^;]+/.exec(on.headers.getSetCookie().join('\n'))![0];
    const get = (cookie: string) => fetch(`${server.url}/en/about`, { headers: { cookie } });

    const member = await get(`${sessionCookie}; ${publish}`);
    expect(member.headers.get('cache-control')).toMatch(/^private, .*no-store/);
    expect(await member.text()).toContain(en.PublishMode.label);
    for (const cookie of [`${sessionCookie}; granite_publish=1`, `granite_team=${'x'.repeat(43)}; ${publish}`, publish]) {
      const visitor = await get(cookie);
      expect(visitor.headers.get('cache-control'), cookie).not.toMatch(/private/);
      expect(await visitor.text(), cookie).not.toContain(en.PublishMode.label);
    }
  });

  it('keeps every page hydrating under its one policy in Chromium', async () => {
    const page = await (await browser.newContext()).newPage();
    const violations: string[] = [];
    await page.addInitScript((name) => {
      document.addEventListener('securitypolicyviolation', (event) => console.log(`violation ${event.violatedDirective} ${event.sample}`));
      document.addEventListener(name, () => console.log('page ready'));
    }, PAGE_READY_EVENT);
    page.on('console', (message) => message.text().startsWith('violation') && violations.push(message.text()));
    for (const target of ['/en', '/de/contact', '/fr/services']) {
      const ready = page.waitForEvent('console', { predicate: (message) => message.text() === 'page ready', timeout: 30_000 });
      await page.goto(server.url + target);
      await ready;
      if (target === '/en') expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(BUILT_HEADLINE);
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('the same build without a deploy hook', () => {
  let bare: ServerProcess;
  beforeAll(async () => {
    bare = await startServer({});
  }, 120_000);
  afterAll(() => bare?.kill());

  it('refuses to publish, and the Publish buttons are off and say why', async () => {
    const page = await signIn(bare.url);
    const refused = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (answer) => [
          answer.status,
          await answer.json(),
        ]);
      return [
        await post('/api/team/copy/drafts', { locale: 'fr', key: 'ContactPage.subtitle', text: 'Dites-nous où vous voulez grandir.' }),
        await post('/api/team/copy/publish', { locale: 'fr' }),
      ];
    });
    expect(refused).toEqual([
      [200, expect.anything()],
      [409, { error: 'no-deploy-hook' }],
    ]);
    await page.goto(`${bare.url}/en/team/copy?lang=fr`);
    const publishAll = page.getByRole('button', { name: /Publish the Draft in French/ });
    await expect.poll(() => publishAll.isDisabled()).toBe(true);
    expect(await publishAll.getAttribute('aria-describedby')).toBe('copy-publish-blocked');
    expect(await page.locator('#copy-publish-blocked').textContent()).toBe(en.Team.copy.deployment.noHook);
    // "Publish later" is off too, and the route refuses a schedule as it refuses a publish.
    const later = page.getByRole('button', { name: en.Team.copy.schedule.submit, exact: true });
    expect(await later.isDisabled()).toBe(true);
    expect(await later.getAttribute('aria-describedby')).toBe('copy-publish-blocked');
    const when = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    const scheduled = await page.evaluate(async (at) => {
      const answer = await fetch('/api/team/copy/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'fr', when: at }),
      });
      return [answer.status, await answer.json()];
    }, when);
    expect(scheduled).toEqual([409, { error: 'no-deploy-hook' }]);
    await axeClean(page);
    await screenshots(page, 'texts-no-hook-en');
    await page.context().close();
  });

  it('said so once at start-up', () => {
    const lines = bare.logLines().filter((line) => String(line.message).startsWith('publishing off:'));
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', message: expect.stringContaining('DEPLOY_HOOK_URL is not set') })]);
    expect(server.logLines().filter((line) => String(line.message).startsWith('publishing off:'))).toEqual([]);
  });
});

describe('a deploy hook that answers HTTP 500, on a host where only the cron route retries', () => {
  let failing: Server;
  let broken: ServerProcess;
  beforeAll(async () => {
    failing = createServer((request, response) => {
      request.resume();
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    // The first server's outbox worker would take the due call over and make it with its good hook.
    await server.kill();
    broken = await startServer({ DEPLOY_HOOK_URL: `http://127.0.0.1:${(failing.address() as AddressInfo).port}/deploy/hook-secret`, OUTBOX_WORKER: 'off' });
  }, 120_000);
  afterAll(async () => {
    await broken?.kill();
    await new Promise((resolve) => failing?.close(resolve));
  });

  it('shows the HTTP status, not an unreachable host, and promises the next cron run rather than a time', async () => {
    const page = await signIn(broken.url);
    const published = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
      return [
        await post('/api/team/copy/drafts', { locale: 'nl', key: 'ContactPage.subtitle', text: 'Vertel ons waar je wilt groeien.' }),
        await post('/api/team/copy/publish', { locale: 'nl' }),
      ];
    });
    expect(published).toEqual([200, 200]);
    await page.goto(`${broken.url}/en/team/copy?lang=nl`);
    const deployment = page.getByRole('region', { name: tc.deployment.title });
    const expected = `${tc.deployment.problem.status.replace('{status}', '500')} ${tc.deployment.problem.retryCronUnknown}`;
    await expect.poll(async () => (await page.reload(), deployment.getByRole('status').textContent()), { timeout: 15_000 }).toBe(expected);
    await screenshots(page, 'texts-hook-500-en');
    await page.goto(`${broken.url}/de/team/copy?lang=nl`);
    const deDeployment = page.getByRole('region', { name: de.Team.copy.deployment.title });
    expect(await deDeployment.getByRole('status').textContent()).toBe(
      `${de.Team.copy.deployment.problem.status.replace('{status}', '500')} ${de.Team.copy.deployment.problem.retryCronUnknown}`,
    );
    await screenshots(page, 'texts-hook-500-de');
    await page.context().close();
  });
});
