import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// The team area as the agency's staff use it, on a `next start` server of the suite's build
// with its own embedded database: accounts made with the documented command, sign-in and
// progressive sign-in delays, the inbox, a lead, a failed notification retried, CSV export, a data-subject
// request answered and erased, the audit log; and every door tried without a key.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-team-${process.pid}`);
const t = en.Team;
const PASSWORD = 'correct horse battery staple';
let server: NextServer;
let fake: FakeResend;

// Sign-in is limited to 10 attempts a minute per address, and these tests sign in more often
// than that: each browser comes through "our proxy" (TRUST_PROXY=1) from an address of its own.
let clients = 0;
const newPage = (options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.0.${++clients}` } });

function teamUser(command: 'add-user' | 'set-password' | 'remove-user', username: string, password?: string) {
  // Members added here are owners: this journey covers everything a member may do.
  const run = spawnSync('npm', ['run', '--silent', `team:${command}`, '--', username, ...(command === 'add-user' ? ['--role=owner'] : [])], {
    input: password === undefined ? '' : `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`team:${command} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run;
}

/** A submission as a visitor's browser sends it, in a language, with a token old enough. */
async function submit(path: '/api/contact' | '/submit', body: Record<string, unknown>, language: string, formToken: string) {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `NEXT_LOCALE=${language}` },
    body: JSON.stringify({ ...body, formToken, referenceCode: '' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  teamUser('add-user', 'ada', PASSWORD);
  teamUser('add-user', 'lockme', PASSWORD);
  fake = await startFakeResend();
  // The first mail the server sends (the team's notice of the first enquiry) is refused for good.
  fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'The to address is invalid' } });
  server = await startNext({
    distDir,
    env: {
      DATA_DIR: dataDir,
      SITE_URL: inject('siteURL'),
      RATE_LIMIT_DISABLED: '1', // the forms' limit; sign-in keeps its own
      TRUST_PROXY: '1',
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
    },
  });
  const { token } = (await (await fetch(new URL('/api/form-token', server.url))).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, 2_300)); // the spam time trap's minimum
  await submit(
    '/api/contact',
    {
      firstName: 'Fenna',
      lastName: 'Failed',
      email: 'fenna@example.nl',
      company: 'Molen BV',
      service: 'translation',
      message: 'Please translate our shop into German.',
    },
    'nl',
    token,
  );
  await submit(
    '/api/contact',
    {
      firstName: 'Eve',
      lastName: 'Formula',
      email: 'eve@example.com',
      company: '=HYPERLINK("http://evil.example")',
      service: 'analytics',
      message: 'A company name that is a spreadsheet formula.',
    },
    'en',
    token,
  );
  await submit(
    '/submit',
    { firstName: 'Dora', lastName: 'Download', email: 'dora@example.de', company: 'Beispiel GmbH', agreeMarketing: false, agreePrivacy: true },
    'de',
    token,
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, username = 'ada', password = PASSWORD, locale = 'en') {
  await page.goto(`${server.url}/${locale}/team/sign-in`);
  const messages = { en, de, nl }[locale as 'en']!.Team.signIn;
  await page.getByRole('textbox', { name: messages.username }).fill(username);
  await page.getByLabel(messages.password, { exact: false }).fill(password);
  await page.getByRole('button', { name: messages.submit }).click();
  await page.waitForLoadState('load');
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'granite_team');

describe('the team area without a session', () => {
  const pages = [
    '/en/team',
    '/en/team/webhooks',
    '/en/team/leads',
    '/de/team/leads?kind=contact',
    '/en/team/leads/contact/1',
    '/nl/team/requests',
    '/fr/team/audit',
    '/de/team/copy?lang=nl',
  ];
  it.each(pages)('%s redirects to the sign-in page of its language', async (path) => {
    for (const cookie of ['', 'granite_team=forged-token-value']) {
      const response = await fetch(new URL(path, server.url), { redirect: 'manual', headers: { cookie } });
      expect([303, 307]).toContain(response.status);
      const target = new URL(response.headers.get('location')!, server.url);
      expect(target.pathname).toBe(`/${path.slice(1, 3)}/team/sign-in`);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
  });

  const routes: [string, string][] = [
    ['POST', '/api/team/leads/export'],
    ['POST', '/api/team/webhooks'],
    ['POST', '/api/team/webhooks/1'],
    ['POST', '/api/team/leads/contact/1'],
    ['POST', '/api/team/leads/contact/1/retry'],
    ['POST', '/api/team/subject-requests/export'],
    ['POST', '/api/team/subject-requests/erase'],
    ['POST', '/api/team/sign-out'],
  ];
  it.each(routes)('%s %s answers 401', async (method, path) => {
    for (const cookie of ['', 'granite_team=forged-token-value']) {
      const response = await fetch(new URL(path, server.url), {
        method,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { body: 'email=fenna%40example.nl&confirm=yes&status=closed&note=x' } : {}),
      });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('fenna');
    }
  });

  it('shows a sign-in page that stays out of search engines and passes axe under its nonce policy', async () => {
    const response = await fetch(new URL('/en/team/sign-in', server.url));
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    const sitemap = await (await fetch(new URL('/sitemap.xml', server.url))).text();
    expect(sitemap).not.toContain('/team');
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage({ viewport });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${server.url}/en/team/sign-in`, { waitUntil: 'networkidle' });
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(violations).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the public site', () => {
  it.each(['/en', '/de/contact', '/fr/diy-agents'])('%s ships no team code and stays prerendered', async (path) => {
    const response = await fetch(new URL(path, server.url));
    expect(response.headers.get('x-nextjs-prerender')).toMatch(/^1/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, server.url))).text();
      for (const marker of ['granite_team', '/api/team/', t.leads.intro, t.signIn.intro]) expect(code, `${src}: ${marker}`).not.toContain(marker);
    }
  });
});

describe('signing in', () => {
  it('answers a wrong password and an unknown username alike, and slows a stranger down without locking the owner out', async () => {
    const attempt = (username: string, password: string, address = '10.0.1.1') =>
      fetch(new URL('/api/team/sign-in', server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body: new URLSearchParams({ username, password, locale: 'en' }).toString(),
      });
    const error = (response: Response) => new URL(response.headers.get('location')!, server.url).searchParams.get('error');
    // The owner has signed in from the office before.
    const owner = await attempt('lockme', PASSWORD, '10.0.1.2');
    expect(owner.headers.get('set-cookie')).toMatch(/^granite_team=/);
    const wrong = await attempt('lockme', 'not the password');
    const unknown = await attempt('nobody-here', 'not the password');
    expect(wrong.status).toBe(303);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.headers.get('location')).toBe(wrong.headers.get('location'));
    expect(wrong.headers.get('set-cookie')).toBeNull();
    for (let i = 0; i < 4; i += 1) await attempt('lockme', `wrong ${i}`);
    // Five failures: the stranger must wait now, even with the right password.
    const delayed = await attempt('lockme', PASSWORD);
    expect(error(delayed)).toBe('rate-limited');
    expect(delayed.headers.get('set-cookie')).toBeNull();
    // The owner, from the office, signs straight in.
    const again = await attempt('lockme', PASSWORD, '10.0.1.2');
    expect(again.headers.get('set-cookie')).toMatch(/^granite_team=/);

    const page = await newPage();
    await signIn(page, 'lockme', 'still not the password');
    // (Next's route announcer is an empty alert of its own.)
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(new RegExp(`^(${t.signIn.invalid}|Too many sign-in attempts)`));
    expect(await sessionCookie(page)).toBeUndefined();
    await page.context().close();
  });

  it('rejects a sign-in posted from another site', async () => {
    const response = await fetch(new URL('/api/team/sign-in', server.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ username: 'ada', password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('working the leads', () => {
  it('signs in to the inbox, filters and searches, opens a lead, changes its status and note', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/en/team/leads?kind=contact`);
    // Sent to sign in first, then back where it was going.
    await page.getByRole('heading', { name: t.signIn.title }).waitFor();
    await page.getByRole('textbox', { name: t.signIn.username }).fill('ada');
    await page.getByLabel(t.signIn.password, { exact: false }).fill(PASSWORD);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByRole('heading', { name: t.leads.title, level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?kind=contact');
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3); // header + two enquiries
    // Newest first.
    expect(await rows.nth(1).textContent()).toContain('Eve Formula');
    await page.goto(`${server.url}/en/team/leads`);
    expect(await rows.count()).toBe(4);
    await page.getByRole('searchbox', { name: t.leads.search }).fill('molen');
    await page.getByRole('button', { name: t.triage.searchButton, exact: true }).click();
    await page.waitForURL(/q=molen/);
    expect(await rows.count()).toBe(2);
    // The rarer filters fold away under "More filters".
    await page.getByText(t.triage.moreFilters).click();
    await page.getByRole('combobox', { name: t.leads.language }).selectOption('de');
    await page.getByRole('button', { name: t.leads.apply }).click();
    await page.getByText(t.leads.empty).waitFor();
    await page.goto(`${server.url}/en/team/leads?locale=nl`);
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).getByText(t.notifications.failed, { exact: true }).count()).toBe(1);
    expect(await rows.nth(1).textContent()).toContain(en.LanguageSwitcher.nl);

    await rows.nth(1).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Fenna Failed' }).waitFor();
    // The message itself (the reply form quotes it too).
    expect(await page.getByText('Please translate our shop into German.', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: t.leadWork.statusTitle }).selectOption('in_progress');
    await page.getByRole('button', { name: t.leadWork.saveStatus }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.status }).waitFor();
    await page.getByRole('textbox', { name: t.timeline.noteLabel }).fill('Called back on Tuesday.');
    await page.getByRole('button', { name: t.timeline.saveNote }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.note }).waitFor();
    expect(await page.getByRole('article').filter({ hasText: 'Called back on Tuesday.' }).count()).toBe(1);
    expect(await page.getByRole('main').getByText(t.statuses.in_progress, { exact: true }).count()).toBeGreaterThan(0);

    // The team's notice of this enquiry failed for good (said in words, the provider's own
    // kept for a developer); retry it, and it is delivered.
    expect(await page.getByText(t.timeline.errors.rejected).first().isVisible()).toBe(true);
    expect(await page.getByText('The to address is invalid').first().isVisible()).toBe(false);
    const sentBefore = fake.deliveries.length;
    await page.getByRole('button', { name: t.lead.retry }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.retried.sent }).waitFor();
    await expect.poll(() => fake.deliveries.length, { timeout: 30_000 }).toBe(sentBefore + 1);
    expect(fake.deliveries.at(-1)!.to).toEqual(['team@granite.test']);
    expect(fake.deliveries.at(-1)!.text).toContain('Fenna');
    await page.reload();
    expect(await page.getByRole('button', { name: t.lead.retry }).count()).toBe(0);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('exports the current filter as CSV that Excel opens: BOM, one header row, formulas neutralised', async () => {
    const page = await newPage();
    await signIn(page);
    // The member's own zone, as chosen in the inbox's settings (the export is in it
    // too); chosen outright, so the browser's one-time hint cannot race the export.
    const saved = await page.evaluate(() =>
      fetch('/api/team/preferences', { method: 'POST', body: new URLSearchParams({ timeZone: 'Europe/Berlin', locale: 'en' }), redirect: 'manual' }).then(
        (answer) => answer.type === 'opaqueredirect' || answer.ok,
      ),
    );
    expect(saved).toBe(true);
    await page.goto(`${server.url}/en/team/leads?kind=contact`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.leads.export }).click();
    const file = await (await download).path();
    const csv = readFileSync(file!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Type,Number,Received \(Europe\/Berlin\),Status,Assigned to,First name,Last name,Email,Company/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toContain('Dora');
    await page.context().close();
  });

  it('is usable on a phone, and axe-clean there', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'ada', PASSWORD, 'nl');
    await page.getByRole('heading', { name: nl.Team.leads.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});

describe('the texts page', () => {
  it('shows the chosen language’s drafts, published texts and outdated translations, on a desk and on a phone', async () => {
    const visits = [
      { locale: 'en', viewport: { width: 1280, height: 900 } },
      { locale: 'de', viewport: { width: 390, height: 844 } },
    ] as const;
    for (const { locale, viewport } of visits) {
      const page = await newPage({ viewport });
      await signIn(page, 'ada', PASSWORD, locale);
      const { Team, LanguageSwitcher } = { en, de }[locale];
      // On a phone the sections are in the header's menu.
      if (viewport.width < 640) await page.locator('summary').filter({ hasText: Team.inboxList.menu }).click();
      await page.getByRole('navigation', { name: Team.shell.navLabel }).getByRole('link', { name: Team.shell.copy }).click();
      await page.getByRole('heading', { level: 1, name: Team.copy.title }).waitFor();
      // The texts of the page's own language first; another one is a link away, the team area's language unchanged.
      const languages = page.getByRole('navigation', { name: Team.copy.languages });
      expect(await languages.locator('[aria-current="page"]').textContent()).toBe(LanguageSwitcher[locale]);
      await languages.getByRole('link', { name: LanguageSwitcher.nl }).click();
      await page.waitForURL(new RegExp(`/${locale}/team/copy\\?lang=nl$`));
      expect(await languages.locator('[aria-current="page"]').textContent()).toBe(LanguageSwitcher.nl);
      for (const section of ['drafts', 'published', 'outdated'] as const) {
        await page.getByRole('heading', { level: 2, name: new RegExp(`^${Team.copy[section].title}`) }).waitFor();
        await page.getByText(Team.copy[section].empty).waitFor();
      }
      expect(await page.getByRole('button', { name: Team.copy.preview }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    }
  });

  it('publishes, discards, restores and confirms with its own buttons', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page);
    const c = t.copy;
    // Drafts as the inline editor saves them in publish mode. Buttons name texts in words.
    // Sent from the page, as the editor does: the test runner's own HTTP client once met the server
    // closing its idle kept-alive connection as it reused it (read ECONNRESET); a browser sends again.
    const draft = async (locale: string, key: string, text: string) =>
      expect(
        await page.evaluate(
          (body) =>
            fetch('/api/team/copy/drafts', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((response) => response.status),
          JSON.stringify({ locale, key, text }),
        ),
      ).toBe(200);
    const notice = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

    // The English hero title changes: its translations are outdated from now on.
    await draft('en', 'HomePage.hero.title', 'Marketing that thinks ahead, built with AI');
    await page.goto(`${server.url}/en/team/copy`);
    await page.getByRole('button', { name: 'Publish Home · hero · headline' }).click();
    await notice('1 text published.');

    await draft('nl', 'HomePage.hero.subtitle', 'Eerste versie.');
    await draft('nl', 'AboutPage.title', 'Over ons');
    await page.goto(`${server.url}/en/team/copy?lang=nl`);
    await page.getByRole('button', { name: 'Discard the draft of About · headline' }).click();
    await notice(c.notices.discarded);
    await page.getByRole('button', { name: /^Publish the Draft in Dutch/ }).click();
    await notice('1 text published.');
    await draft('nl', 'HomePage.hero.subtitle', 'Tweede versie.');
    await page.goto(`${server.url}/en/team/copy?lang=nl`);
    await page.getByRole('button', { name: /^Publish the Draft in Dutch/ }).click();
    await notice('1 text published.');

    const row = page.getByRole('row').filter({ hasText: 'Home · hero · subheading' });
    const live = row.getByRole('cell').nth(1).locator('p').first();
    expect(await live.textContent()).toBe('Tweede versie.');
    await row.getByText(/^History/).click();
    await row.getByRole('button', { name: /^Restore this version/ }).click();
    // It asks first: the old and the live wording side by side.
    await page.getByRole('dialog', { name: c.restore.title }).getByRole('button', { name: c.restore.confirm }).click();
    await notice(c.notices.reverted);
    expect(await live.textContent()).toBe('Eerste versie.');
    expect(await row.getByText(/^History/).textContent()).toBe('History (3 versions)');

    await page.getByRole('button', { name: 'Text still fits: Home · hero · headline' }).click();
    await notice(c.notices.confirmed);
    await page.getByText(c.outdated.empty).waitFor();

    await row.getByText(/^History/).click();
    await row.getByRole('button', { name: 'Back to the original text of Home · hero · subheading' }).click();
    await notice(c.notices.reverted);
    // Still listed, as the original text, with all its versions at hand.
    expect(await live.textContent()).toBe(c.original);
    expect(await row.getByText(/^History/).textContent()).toBe('History (4 versions)');
    await page.context().close();
  });
});

describe('data-subject requests', () => {
  it('exports everything held about an address, then erases it and leaves only an audit entry without it', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${server.url}/en/team/requests`);
    await page.getByRole('textbox', { name: t.requests.email }).fill('dora@example.de');
    await page.getByRole('button', { name: t.requests.find }).click();
    await page.getByRole('heading', { level: 2, name: /dora@example\.de/ }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.requests.exportJson }).click();
    const exported = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as { downloads: { firstName: string; company: string }[] };
    expect(exported.downloads).toEqual([expect.objectContaining({ firstName: 'Dora', company: 'Beispiel GmbH' })]);

    // Erasing needs the confirmation box.
    await page.getByRole('button', { name: t.requests.erase }).click();
    expect(await page.getByRole('checkbox', { name: t.requests.eraseConfirm }).evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    await page.getByRole('checkbox', { name: t.requests.eraseConfirm }).check();
    await page.getByRole('button', { name: t.requests.erase }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/^Erased 0 contact requests, 1 white-paper request, \d+ emails? and 1 consent record\./);

    // Nothing left: the lookup finds nothing, the inbox has no such row, the CSV neither.
    await page.goto(`${server.url}/en/team/requests?email=dora%40example.de`);
    await page.getByRole('heading', { level: 2, name: t.requests.nothing.replace('{email}', 'dora@example.de') }).waitFor();
    await page.goto(`${server.url}/en/team/leads?q=dora`);
    await page.getByText(t.leads.empty).waitFor();

    // The audit log says it happened and who did it, never to whom.
    await page.goto(`${server.url}/en/team/audit`);
    const log = (await page.getByRole('table').textContent()) ?? '';
    expect(log).toContain(t.audit.actions.erasure);
    expect(log).toContain(t.audit.actions['subject-export']);
    expect(log).toContain(t.audit.actions['leads-export']);
    expect(log).toContain(t.audit.actions['sign-in-failed']);
    expect(log).toContain('ada');
    expect(log).not.toMatch(/dora/i);
    await page.context().close();
  });
});

describe('signing out', () => {
  it('ends the session on the server: the old cookie opens nothing any more', async () => {
    const page = await newPage();
    await signIn(page);
    const old = await sessionCookie(page);
    expect(old).toBeDefined();
    await page.getByRole('button', { name: t.shell.signOut, exact: true }).click();
    await page.getByText(t.signIn.signedOut).waitFor();
    const replay = await fetch(new URL('/en/team/leads', server.url), { redirect: 'manual', headers: { cookie: `granite_team=${old!.value}` } });
    expect([303, 307]).toContain(replay.status);
    await page.context().close();
  });

  it('everywhere: the other browsers are signed out too', async () => {
    const [first, second] = [await newPage(), await newPage()];
    await signIn(first);
    await signIn(second);
    await second.getByRole('button', { name: t.shell.signOutEverywhere }).click();
    await second.getByText(t.signIn.signedOutEverywhere).waitFor();
    await first.reload();
    await first.getByRole('heading', { name: t.signIn.title }).waitFor();
    await first.context().close();
    await second.context().close();
  });
});
