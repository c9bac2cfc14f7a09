import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// Invitations and the mailed unlock link, on a `next start` server of the suite's
// build with its own embedded database and a fake Resend: the owner invites by e-mail, the mail
// arrives in the language chosen, the person joins from a fresh browser with the invited role and
// the link is used up; a failed mail leaves a link to copy; an invitation is revoked. And a member
// whom strangers keep waiting asks for a sign-in link and is in within a minute.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-invitations-${process.pid}`);
const screens = join('.tmp', 'screens', 'team-invitations');
const PASSWORD = 'correct horse battery staple';
let server: NextServer;
let fake: FakeResend;

const desk = { viewport: { width: 1366, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Each browser and each stranger comes through "our proxy" (TRUST_PROXY=1) from an address of its own.
let clients = 0;
const newPage = (options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.4.${++clients}` } });

function addMember(username: string, ...options: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', username, ...options], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`team:add-user failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(screens, { recursive: true });
  expect(addMember('olga', '--email=Olga@Granite.test')).toContain('"olga" (owner, olga@granite.test)');
  addMember('am', '--role=account-manager', '--email=am@granite.test');
  fake = await startFakeResend();
  server = await startNext({
    distDir,
    env: {
      DATA_DIR: dataDir,
      SITE_URL: inject('siteURL'),
      TRUST_PROXY: '1',
      RATE_LIMIT_DISABLED: '1',
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, username: string, { locale = 'en' as 'en' | 'de', password = PASSWORD } = {}) {
  const words = { en, de }[locale].Team.signIn;
  if (!page.url().includes('/team/sign-in')) await page.goto(`${server.url}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: words.username, exact: true }).fill(username);
  await page.getByLabel(words.password, { exact: false }).fill(password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  await page.waitForLoadState('load');
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

/** The mail to `to`, once it has arrived (unlock links are sent after the page's answer). */
async function mailTo(to: string, count = 1) {
  for (let i = 0; i < 100; i += 1) {
    const mails = fake.deliveries.filter((mail) => mail.to.includes(to));
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The mailed link, on this test's server (SITE_URL names the public site). */
function linkIn(text: string, route: 'invitation' | 'unlock-link'): string {
  const link = new RegExp(`https?://\\S+(/api/team/${route}\\?locale=[a-z]{2}&token=[\\w-]{43})`).exec(text);
  if (!link) throw new Error(`no ${route} link in:\n${text}`);
  return `${server.url}${link[1]}`;
}

/** The page's one alert with words in it (Next's route announcer is an empty one). */
const alertOf = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).textContent();

/** A form field by its whole label (a required one ends in an asterisk). */
const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

const invitationsOf = (page: Page) => page.getByRole('table', { name: en.TeamInvitations.pending.caption });

async function invite(page: Page, email: string, role: string, mailLanguage: string) {
  const form = page.getByRole('region', { name: en.TeamInvitations.invite.title });
  await form.getByRole('textbox', { name: en.TeamInvitations.invite.email }).fill(email);
  await form.getByRole('combobox', { name: en.TeamInvitations.invite.role }).selectOption({ label: role });
  await form.getByRole('combobox', { name: en.TeamInvitations.invite.mailLanguage }).selectOption({ label: mailLanguage });
  await form.getByRole('button', { name: en.TeamInvitations.invite.submit }).click();
  await page.waitForLoadState('load');
}

describe('an invitation from the owner', () => {
  it('arrives in German, lets the person join from a fresh browser as an editor, and works only once', async () => {
    const owner = await newPage(desk);
    await signIn(owner, 'olga');
    await owner.goto(`${server.url}/en/team/members`);
    await invite(owner, 'Eda.Neu@Beispiel.de', en.Team.roles.names.editor, en.Team.members.languageNames.de);
    expect(new URL(owner.url()).searchParams.get('done')).toBe('invited');
    expect(await owner.getByRole('status').filter({ hasText: 'Invitation sent' }).textContent()).toBe(en.TeamInvitations.done.invited.replace('{hours}', '72'));
    const row = invitationsOf(owner).getByRole('row').filter({ hasText: 'eda.neu@beispiel.de' });
    expect(await row.textContent()).toContain(en.Team.roles.names.editor);
    expect(await row.textContent()).toMatch(/Expires \d+ \w+ 2026/);

    // The mail: German, the inviter's name, the role in words, the expiry; the link once.
    const mail = await mailTo('eda.neu@beispiel.de');
    expect(mail.subject).toBe('olga lädt Sie in den Teambereich von Granite Digital ein');
    expect(mail.text).toContain('olga hat Sie mit der Rolle „Redaktion“ in den Teambereich von Granite Digital eingeladen.');
    expect(mail.text).toMatch(/läuft in 72 Stunden ab \(am \d+\. \w+ 2026/);
    expect(mail.html).toContain('<html lang="de">');
    const link = linkIn(mail.text, 'invitation');

    // A fresh browser follows it: the token leaves the address bar for an httpOnly cookie.
    const person = await newPage(phone);
    const landed = await person.goto(link);
    expect(new URL(person.url()).pathname + new URL(person.url()).search).toBe('/de/team/invitation');
    expect(landed?.status()).toBe(200);
    expect(landed?.headers()['referrer-policy']).toBe('same-origin');
    expect(await person.locator('meta[name="referrer"]').getAttribute('content')).toBe('same-origin');
    expect(landed?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    const cookie = (await person.context().cookies()).find((entry) => entry.name === 'granite_team_invitation' && entry.path === '/de/team/invitation');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const t = de.TeamInvitations.accept;
    expect(await person.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
    expect(await person.getByText('olga hat Sie mit der Rolle „Redaktion“ in den Teambereich eingeladen.').isVisible()).toBe(true);
    await person.screenshot({ path: join(screens, 'accept-phone-de.png'), fullPage: true });
    await expectAccessible(person);

    // A password too short first, then the account.
    await person.getByRole('textbox', { name: t.username }).fill('eda');
    await person.getByLabel(field(t.password)).fill('too short');
    await person.getByLabel(field(t.repeat)).fill('too short');
    await person.evaluate(() => document.querySelectorAll('input[minlength]').forEach((input) => input.removeAttribute('minlength')));
    await person.getByRole('button', { name: t.submit }).click();
    await person.waitForURL(/error=password-short/);
    expect(await person.getByText(t.errors['password-short']).isVisible()).toBe(true);
    await person.getByRole('textbox', { name: t.username }).fill('eda');
    await person.getByLabel(field(t.password)).fill(PASSWORD);
    await person.getByLabel(field(t.repeat)).fill(PASSWORD);
    const accepted = person.waitForResponse((response) => response.url().endsWith('/api/team/invitation') && response.request().method() === 'POST');
    await person.getByRole('button', { name: t.submit }).click();
    const answer = await accepted;
    // Signed in and on to the account page (a second factor is set up there).
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/de/team/account?welcome=1');
    const cookies = await person.context().cookies();
    expect(cookies.find((entry) => entry.name === 'granite_team_device')).toMatchObject({ httpOnly: true, path: '/api/team/sign-in' });
    expect(cookies.find((entry) => entry.name === 'granite_team')).toMatchObject({ httpOnly: true });
    expect(cookies.filter((entry) => entry.name === 'granite_team_invitation')).toEqual([]);

    // The account page welcomes them (a second factor is set up there).
    await person.goto(`${server.url}/de/team/account?welcome=1`);
    expect(await person.getByRole('status').filter({ hasText: 'eda' }).textContent()).toBe(t.welcome.replace('{username}', 'eda'));
    await person.screenshot({ path: join(screens, 'account-welcome-phone-de.png'), fullPage: false });

    // An editor: the leads pages send them to the texts.
    await person.goto(`${server.url}/de/team/leads`);
    expect(new URL(person.url()).pathname).toBe('/de/team/copy');
    await person.context().close();

    // The link again, in another browser: used up.
    const again = await newPage(desk);
    await again.goto(link);
    expect(await alertOf(again)).toBe(t.ended.used);
    expect(await again.getByRole('button', { name: t.submit }).count()).toBe(0);
    await again.context().close();

    // The owner sees the new member, signed in, and no pending invitation for them.
    await owner.goto(`${server.url}/en/team/members`);
    expect(
      await owner
        .getByRole('row')
        .filter({ has: owner.getByRole('cell', { name: 'eda', exact: true }) })
        .count(),
    ).toBe(1);
    expect(await owner.getByText('eda.neu@beispiel.de').count()).toBe(0);
    await owner.context().close();
  });

  it('keeps an invitation whose mail failed, with its link to copy; sends it again; revokes one', async () => {
    const owner = await newPage(desk);
    await signIn(owner, 'olga');
    await owner.goto(`${server.url}/en/team/members`);
    fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'The to address is invalid' } });
    await invite(owner, 'kim@example.com', en.Team.roles.names['account-manager'], en.Team.members.languageNames.en);
    expect(new URL(owner.url()).searchParams.get('error')).toBe('mail-failed');
    const alert = owner.getByRole('alert').filter({ hasText: en.TeamInvitations.errors['mail-failed'] });
    const copied = await alert.getByRole('textbox', { name: en.TeamInvitations.copyLink.label }).inputValue();
    expect(copied).toMatch(/\/api\/team\/invitation\?locale=en&token=[\w-]{43}$/);
    const kim = invitationsOf(owner).getByRole('row').filter({ hasText: 'kim@example.com' });
    expect(await kim.textContent()).toContain(en.TeamInvitations.pending.mailFailed);
    await owner.screenshot({ path: join(screens, 'members-mail-failed-desk-en.png'), fullPage: true });
    // A reload later: the link is not shown to anyone again (it is not in the URL).
    expect(owner.url()).not.toContain('token');

    // Send again: a new link by mail; the copied one no longer works.
    await kim.getByRole('button', { name: `${en.TeamInvitations.pending.resend}: kim@example.com` }).click();
    await owner.waitForURL(/done=resent/);
    const resent = linkIn((await mailTo('kim@example.com')).text, 'invitation');
    expect(resent).not.toBe(copied);
    const stale = await newPage(desk);
    await stale.goto(`${server.url}${new URL(copied).pathname}${new URL(copied).search}`);
    expect(await alertOf(stale)).toBe(en.TeamInvitations.accept.ended.unknown);
    await stale.context().close();

    // Two more pending, for the screenshots, then one revoked.
    await invite(owner, 'jan@voorbeeld.nl', en.Team.roles.names.editor, en.Team.members.languageNames.nl);
    await owner.screenshot({ path: join(screens, 'members-desk-en.png'), fullPage: true });
    const ownerPhone = await newPage(phone);
    await signIn(ownerPhone, 'olga', { locale: 'de' });
    await ownerPhone.goto(`${server.url}/de/team/members`);
    await ownerPhone.screenshot({ path: join(screens, 'members-phone-de.png'), fullPage: true });
    await ownerPhone.context().close();

    await invitationsOf(owner)
      .getByRole('row')
      .filter({ hasText: 'kim@example.com' })
      .getByRole('button', { name: `${en.TeamInvitations.pending.revoke}: kim@example.com` })
      .click();
    await owner.waitForURL(/done=revoked/);
    expect(await invitationsOf(owner).getByText('kim@example.com').count()).toBe(0);
    const revoked = await newPage(desk);
    await revoked.goto(resent);
    expect(await alertOf(revoked)).toBe(en.TeamInvitations.accept.ended.revoked);
    await revoked.screenshot({ path: join(screens, 'accept-revoked-desk-en.png') });
    await revoked.context().close();
    await owner.context().close();
  });

  it('shows the acceptance page on a desk in English and on a phone in English', async () => {
    const owner = await newPage(desk);
    await signIn(owner, 'olga');
    await owner.goto(`${server.url}/en/team/members`);
    await invite(owner, 'zoe@example.co.uk', en.Team.roles.names.owner, en.Team.members.languageNames.en);
    const link = linkIn((await mailTo('zoe@example.co.uk')).text, 'invitation');
    await owner.context().close();
    for (const [name, options] of [
      ['desk', desk],
      ['phone', phone],
    ] as const) {
      const page = await newPage(options);
      await page.goto(link);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.TeamInvitations.accept.title);
      await page.screenshot({ path: join(screens, `accept-${name}-en.png`), fullPage: true });
      await page.context().close();
    }
  });
});

describe('the mailed unlock link', () => {
  it('lets a member kept waiting by strangers in within a minute, from a browser without a device cookie', { timeout: 120_000 }, async () => {
    // 15 wrong passwords for `am` from 15 other addresses, the strangers waiting out each short
    // delay (1 + 2 + 4 + 8 + 16 s), so the account's delay has grown to 32 s when they stop: the
    // member's own try below lands inside it on any machine, not only on a fast one.
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
      const answer = new URL(response.headers.get('location')!, server.url).searchParams;
      outcomes.push(answer.get('error')!);
      const retry = Number(answer.get('retry') ?? 0);
      if (answer.get('error') === 'rate-limited' && retry <= 16) await new Promise((resolve) => setTimeout(resolve, retry * 1000));
    }
    expect(outcomes.filter((outcome) => outcome === 'invalid')).toHaveLength(10);
    const page = await newPage(desk);
    await signIn(page, 'am');
    expect(new URL(page.url()).searchParams.get('error')).toBe('rate-limited');
    const t = en.TeamUnlockLink;
    const offer = page.getByRole('region', { name: t.offer.title });
    await page.screenshot({ path: join(screens, 'sign-in-offer-desk-en.png'), fullPage: true });

    // The answer is the same for a name nobody has: it says nothing about who exists.
    const ask = (login: string, address: string) =>
      fetch(new URL('/api/team/unlock-link', server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body: new URLSearchParams({ login, locale: 'en' }).toString(),
      });
    const nobody = await ask('nobody', '203.0.113.7');
    const before = fake.deliveries.length;
    await offer.getByRole('textbox', { name: t.offer.login }).fill('am');
    await offer.getByRole('button', { name: t.offer.submit }).click();
    await page.waitForURL(/unlock=sent/);
    expect(nobody.headers.get('location')).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await page.getByRole('status').textContent()).toBe(t.notices.sent);

    // The mail goes to the address on file; its link moves into a cookie, then a button uses it.
    const mail = await mailTo('am@granite.test');
    expect(fake.deliveries.length).toBe(before + 1);
    expect(mail.subject).toBe(t.mail.subject);
    expect(mail.text).toContain('expires in 15 minutes');
    await page.goto(linkIn(mail.text, 'unlock-link'));
    expect(new URL(page.url()).search).toBe('?unlock=confirm');
    await page.getByRole('button', { name: t.notices.confirmButton }).click();
    await page.waitForURL(/unlock=ready/);
    expect(await page.getByRole('status').textContent()).toBe(t.notices.ready);
    // Following the link signed nobody in …
    await page.goto(`${server.url}/en/team/leads`);
    expect(new URL(page.url()).pathname).toBe('/en/team/sign-in');
    // … the password does, without the wait.
    await signIn(page, 'am');
    expect(new URL(page.url()).pathname).toBe('/en/team/leads');
    await page.context().close();

    // The link works once.
    const other = await newPage(phone);
    await other.goto(linkIn(mail.text, 'unlock-link'));
    await other.getByRole('button', { name: t.notices.confirmButton }).click();
    await other.waitForURL(/unlock=used/);
    expect(await alertOf(other)).toBe(t.notices.used);
    await other.context().close();

    // The owner's notice of the guessing names the way in.
    const owner = await newPage(desk);
    await signIn(owner, 'olga');
    const notice = owner.getByRole('alert').filter({ hasText: en.Team.guessing.auditLink });
    expect(await notice.textContent()).toContain(t.ownerHint);
    await owner.context().close();
  });

  it('offers the link in German on a phone', async () => {
    const page = await newPage(phone);
    await page.goto(`${server.url}/de/team/sign-in?error=rate-limited&retry=300`);
    expect(await page.getByRole('heading', { name: de.TeamUnlockLink.offer.title }).isVisible()).toBe(true);
    await page.screenshot({ path: join(screens, 'sign-in-offer-phone-de.png'), fullPage: true });
    await expectAccessible(page);
    await page.context().close();
  });
});
