import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// Roles as the agency uses them, on a `next start` server of the suite's build with
// its own embedded database: an owner, an editor `ed` and an account manager `am` made with the
// documented command; each sees and may do only their part. And a member whom a stranger is
// guessing for signs straight in from the browser they used before.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-roles-${process.pid}`);
const screens = join('.tmp', 'screens', 'team-roles');
const PASSWORD = 'correct horse battery staple';
let server: NextServer;

// Each browser and each stranger comes through "our proxy" (TRUST_PROXY=1) from an address of its own.
let clients = 0;
const newPage = (options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.3.${++clients}` } });

function addMember(username: string, role?: string) {
  return spawnSync('npm', ['run', '--silent', 'team:add-user', '--', username, ...(role ? [`--role=${role}`] : [])], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(screens, { recursive: true });
  // The first member is the owner without --role; every later one must be given a role.
  expect(addMember('olga')).toMatchObject({ status: 0, stdout: expect.stringContaining('"olga" (owner)') });
  expect(addMember('nobody')).toMatchObject({ status: 1, stderr: expect.stringContaining('--role=owner|editor|account-manager') });
  expect(addMember('ed', 'editor')).toMatchObject({ status: 0, stdout: expect.stringContaining('"ed" (editor)') });
  expect(addMember('am', 'account-manager')).toMatchObject({ status: 0, stdout: expect.stringContaining('"am" (account-manager)') });
  server = await startNext({ distDir, env: { DATA_DIR: dataDir, SITE_URL: inject('siteURL'), TRUST_PROXY: '1', RATE_LIMIT_DISABLED: '1' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, username: string, { password = PASSWORD, locale = 'en' as 'en' | 'de' } = {}) {
  const words = { en, de }[locale].Team.signIn;
  await page.goto(`${server.url}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: words.username }).fill(username);
  await page.getByLabel(words.password, { exact: false }).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForLoadState('load');
}

/** A same-origin request with this browser's cookies, as the team pages' forms and editor send. */
async function post(page: Page, path: string, body: string, type = 'application/x-www-form-urlencoded') {
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  return fetch(new URL(path, server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: server.url, 'sec-fetch-site': 'same-origin', 'content-type': type },
    body,
  });
}

const navigation = (page: Page, locale: 'en' | 'de' = 'en') => page.getByRole('navigation', { name: { en, de }[locale].Team.shell.navLabel }).getByRole('link');

describe('an editor (ed)', () => {
  it('starts at the texts, sees no leads, is refused the inbox and its export, and publishes', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'ed');
    expect(new URL(page.url()).pathname).toBe('/en/team/copy');
    expect(await navigation(page).allTextContents()).toEqual([en.Team.shell.copy, en.Team.whitePaper.nav, en.Team.shell.articles, en.Team.insights.nav]);
    await page.screenshot({ path: join(screens, 'editor-desk-en.png'), fullPage: false });

    // The leads pages send the editor back to their own section; the export route refuses.
    for (const path of ['/en/team/leads', '/en/team/leads/contact/1', '/en/team/requests', '/en/team/webhooks', '/en/team/audit']) {
      await page.goto(`${server.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe('/en/team/copy');
    }
    const exported = await post(page, '/api/team/leads/export', 'locale=en&filter=');
    expect(exported.status).toBe(403);
    expect(await exported.json()).toEqual({ error: 'forbidden' });

    // Publishing works: a draft from the editor, then published.
    const draft = await post(
      page,
      '/api/team/copy/drafts',
      JSON.stringify({ locale: 'en', key: 'HomePage.hero.title', text: 'Words by ed' }),
      'application/json',
    );
    expect(draft.status).toBe(200);
    const published = await post(page, '/api/team/copy/publish', JSON.stringify({ locale: 'en', keys: ['HomePage.hero.title'] }), 'application/json');
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ published: ['HomePage.hero.title'] });
    await page.context().close();
  });

  it('sees only an editor’s sections (texts, white paper, articles, insights) in German on a phone too', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'ed', { locale: 'de' });
    expect(new URL(page.url()).pathname).toBe('/de/team/copy');
    // On a phone the sections are in the header's menu.
    await page.locator('summary').filter({ hasText: de.Team.inboxList.menu }).click();
    expect(await navigation(page, 'de').allTextContents()).toEqual([de.Team.shell.copy, de.Team.whitePaper.nav, de.Team.shell.articles, de.Team.insights.nav]);
    await page.screenshot({ path: join(screens, 'editor-phone-de.png'), fullPage: false });
    await page.context().close();
  });
});

describe('an account manager (am)', () => {
  it('starts at their day, sees no texts, is refused publishing, and works the inbox', async () => {
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'am', { locale: 'de' });
    expect(new URL(page.url()).pathname).toBe('/de/team/day');
    expect(await page.getByRole('heading', { level: 1, name: de.Team.myDay.title }).isVisible()).toBe(true);
    expect(await navigation(page, 'de').allTextContents()).toEqual([de.Team.shell.leads, de.Team.shell.day, de.Team.insights.nav]);
    await page.screenshot({ path: join(screens, 'account-manager-desk-de.png'), fullPage: false });

    await page.goto(`${server.url}/de/team/copy`);
    expect(new URL(page.url()).pathname).toBe('/de/team/day');
    const publish = await post(page, '/api/team/copy/publish', JSON.stringify({ locale: 'en' }), 'application/json');
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({ error: 'forbidden' });
    // A browser form gets a page in the member's language with a way back, not bare JSON.
    await page.goto(`${server.url}/de/team/leads`);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/team/copy/publish', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: 'locale=en',
      });
      return { status: response.status, text: await response.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(de.Team.roles.forbidden);

    // The inbox's own work: the export is theirs.
    const exported = await post(page, '/api/team/leads/export', 'locale=de&filter=');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    await page.context().close();
  });
});

describe('a sign-in no stranger can block', () => {
  it('lets a member in within a minute from the browser they used before, after 15 wrong passwords from other addresses', async () => {
    const page = await newPage();
    await signIn(page, 'am');
    expect(new URL(page.url()).pathname).toBe('/en/team/day');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'granite_team_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/team/sign-in',
    });
    await page.getByRole('button', { name: en.Team.shell.signOut, exact: true }).click();
    await page.waitForLoadState('load');

    // 15 wrong passwords for `am` from 15 other addresses, as fast as they go: the account's
    // delay soon holds them off (and would hold off any browser without the member's cookie) …
    const outcomes: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const response = await fetch(new URL('/api/team/sign-in', server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: server.url,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
        body: new URLSearchParams({ username: 'am', password: `guess ${i}`, locale: 'en' }).toString(),
      });
      outcomes.push(new URL(response.headers.get('location')!, server.url).searchParams.get('error')!);
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('invalid'));
    expect(outcomes).toContain('rate-limited');
    // … while the member's own browser, right after, signs straight in.
    await signIn(page, 'am');
    expect(new URL(page.url()).pathname).toBe('/en/team/day');

    // The owner sees that someone is guessing, on the first page they open.
    const owner = await newPage();
    await signIn(owner, 'olga');
    const notice = owner.getByRole('alert').filter({ hasText: en.Team.guessing.auditLink });
    expect(await notice.textContent()).toMatch(/\d+ refused sign-ins in the last 24 hours for 1 username/);
    await owner.screenshot({ path: join(screens, 'owner-guessing-en.png'), fullPage: false });
    await owner.context().close();
    await page.context().close();
  });
});

describe('members, from the owner’s browser', () => {
  it('changes a role and removes a member: each counts at the member’s next click', async () => {
    const ed = await newPage();
    await signIn(ed, 'ed');
    expect(new URL(ed.url()).pathname).toBe('/en/team/copy');

    const owner = await newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(owner, 'olga');
    await owner.getByRole('navigation', { name: en.Team.shell.navLabel }).getByRole('link', { name: en.Team.members.nav }).click();
    await owner.waitForURL(`${server.url}/en/team/members`);
    const rows = owner.getByRole('row');
    expect(await rows.filter({ hasText: 'olga' }).textContent()).toContain(en.Team.members.you);
    const edRow = rows.filter({ has: owner.getByRole('cell', { name: 'ed', exact: true }) });
    expect(await edRow.getByRole('combobox', { name: en.Team.members.role }).inputValue()).toBe('editor');
    expect(await edRow.getByRole('cell').nth(2).textContent()).not.toBe(en.Team.members.never);
    await owner.screenshot({ path: join(screens, 'members-desk-en.png'), fullPage: true });

    // ed becomes an editor for Dutch only: English publishing is refused from the next request.
    await edRow.getByRole('checkbox', { name: en.Team.members.languageNames.nl }).check();
    await edRow.getByRole('button', { name: en.Team.members.save }).click();
    await owner.waitForURL(/done=changed/);
    expect(await owner.getByRole('status').textContent()).toBe(en.Team.members.done.changed);
    const english = await post(ed, '/api/team/copy/drafts', JSON.stringify({ locale: 'en', key: 'HomePage.hero.title', text: 'Not mine' }), 'application/json');
    expect(english.status).toBe(403);
    expect(await english.json()).toEqual({ error: 'not-your-language' });
    const dutch = await post(
      ed,
      '/api/team/copy/drafts',
      JSON.stringify({ locale: 'nl', key: 'HomePage.hero.title', text: 'Woorden van ed' }),
      'application/json',
    );
    expect(dutch.status).toBe(200);

    // Now an account manager: the texts are gone from ed's next page.
    await edRow.getByRole('combobox', { name: en.Team.members.role }).selectOption('account-manager');
    await edRow.getByRole('checkbox', { name: en.Team.members.languageNames.nl }).uncheck();
    // The answer's page, not Next's history.replaceState after hydration (which waitForNavigation would take).
    await edRow.getByRole('button', { name: en.Team.members.save }).click();
    await owner.waitForURL((url) => url.searchParams.get('done') === 'changed');
    await ed.goto(`${server.url}/en/team/copy`);
    expect(new URL(ed.url()).pathname).toBe('/en/team/day');

    // Removed: ed's session ends at once.
    const removeRow = owner.getByRole('row').filter({ has: owner.getByRole('cell', { name: 'ed', exact: true }) });
    await removeRow.getByRole('checkbox', { name: en.Team.members.removeConfirm.replace('{username}', 'ed') }).check();
    await removeRow.getByRole('button', { name: en.Team.members.remove }).click();
    await owner.waitForURL(/done=removed/);
    expect(await owner.getByRole('status').textContent()).toBe(en.Team.members.done.removed);
    await ed.goto(`${server.url}/en/team/leads`);
    expect(new URL(ed.url()).pathname).toBe('/en/team/sign-in');
    expect(await owner.getByRole('cell', { name: 'ed', exact: true }).count()).toBe(0);

    // The last owner stays an owner.
    const olgaRow = owner.getByRole('row').filter({ has: owner.getByRole('cell', { name: /^olga/ }) });
    await olgaRow.getByRole('combobox', { name: en.Team.members.role }).selectOption('editor');
    await olgaRow.getByRole('button', { name: en.Team.members.save }).click();
    await owner.waitForURL(/error=last-owner/);
    expect(await owner.getByRole('alert').filter({ hasText: en.Team.members.errors['last-owner'] }).count()).toBe(1);
    await owner.context().close();
    await ed.context().close();
  });

  it('reads well on a phone in German', async () => {
    const owner = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(owner, 'olga', { locale: 'de' });
    await owner.goto(`${server.url}/de/team/members`);
    expect(await owner.getByRole('heading', { level: 1, name: de.Team.members.title }).isVisible()).toBe(true);
    await owner.screenshot({ path: join(screens, 'members-phone-de.png'), fullPage: true });
    await owner.context().close();
  });
});
