import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { freePort, startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// The second factor in Chromium, on a `next start` server of the suite's build with
// its own embedded database, reached as http://localhost (a passkey's relying party must be a
// host name, and SITE_URL names it): an authenticator app set up from the account page and a
// code computed here; recovery codes, each once; passkeys made and used with Chromium's DevTools
// virtual authenticator, alone and as the second factor; the owner requiring a second factor
// and resetting a member's.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-second-factor-${process.pid}`);
const screens = join('.tmp', 'screens', 'team-second-factor');
const PASSWORD = 'correct horse battery staple';
let server: NextServer;
let base: string;

function addMember(username: string, role: string) {
  return spawnSync('npm', ['run', '--silent', 'team:add-user', '--', username, `--role=${role}`, `--email=${username}@granite.test`], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(screens, { recursive: true });
  for (const [name, role] of [
    ['olga', 'owner'],
    ['ed', 'editor'],
    ['am', 'account-manager'],
    ['fy', 'editor'],
  ] as const) {
    expect(addMember(name, role)).toMatchObject({ status: 0 });
  }
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startNext({ distDir, port, env: { DATA_DIR: dataDir, SITE_URL: base, TRUST_PROXY: '1', RATE_LIMIT_DISABLED: '1' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each browser comes through "our proxy" (TRUST_PROXY=1) from an address of its own: sign-in's
// allowance per address (10 a minute) is not what these tests are about.
let clients = 0;
const newPage = (options: Parameters<typeof browser.newPage>[0]) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.4.${++clients}` } });

const desk = { viewport: { width: 1366, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
type Locale = 'en' | 'de';
const words = { en, de };

/**
 * Clicks a form's button and waits for the document its answer loads. Not `waitForNavigation`:
 * Playwright counts Next's own `history.replaceState` after hydration as a navigation, and on a
 * busy machine that comes after `goto` has returned, so it would stand in for the click's.
 */
async function submit(page: Page, button: Locator) {
  await Promise.all([page.waitForEvent('load'), button.click()]);
}

async function signIn(page: Page, username: string, locale: Locale = 'en') {
  const t = words[locale].Team.signIn;
  await page.goto(`${base}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: t.username }).fill(username);
  await page.getByLabel(t.password, { exact: false }).fill(PASSWORD);
  await submit(page, page.getByRole('button', { name: t.submit, exact: true }));
}

async function signOut(page: Page, locale: Locale = 'en') {
  await submit(page, page.getByRole('button', { name: words[locale].Team.shell.signOut, exact: true }));
}

/** The code the app would show in the next 30-second step: the server accepts one step of drift, and never a step it has already used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function enterCode(page: Page, code: string, locale: Locale = 'en') {
  const t = words[locale].Team.secondFactor.step;
  await page.getByRole('textbox', { name: t.code }).fill(code);
  await submit(page, page.getByRole('button', { name: t.submit, exact: true }));
}

/** The form around `button`, and its "confirm it is you" password filled in. */
async function confirmIn(page: Page, button: Locator, locale: Locale = 'en'): Promise<Locator> {
  const form = page.locator('form').filter({ has: button });
  await form.getByLabel(words[locale].Team.account.confirm.password, { exact: true }).fill(PASSWORD);
  return form;
}

/** Sets up the authenticator app on the account page; returns its key and the recovery codes shown once. */
async function setUpApp(page: Page, locale: Locale = 'en'): Promise<{ secret: string; codes: string[] }> {
  const t = words[locale].Team.account;
  await page.goto(`${base}/${locale}/team/account`);
  const start = page.getByRole('button', { name: t.totp.start });
  // Without the password the app is not even started.
  await submit(page, start);
  expect(await page.getByRole('alert').filter({ hasText: t.errors['reauth-missing'] }).count()).toBe(1);
  await confirmIn(page, start, locale);
  await submit(page, start);
  expect(await page.getByRole('img', { name: t.totp.qrLabel }).locator('svg').count()).toBe(1);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await screenshots(page, `account-setup-${locale}`);
  await page.getByRole('textbox', { name: t.totp.code }).fill(await generate({ secret }));
  await confirmIn(page, page.getByRole('button', { name: t.totp.confirm }), locale);
  await page.getByRole('button', { name: t.totp.confirm }).click();
  const list = page.getByRole('list', { name: t.codes.listLabel });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  await submit(page, page.getByRole('link', { name: t.codes.done }));
  return { secret, codes };
}

/** The page on a desk and on a phone (then back to the size it had). */
async function screenshots(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['desk', desk.viewport],
    ['phone', phone.viewport],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(screens, `${name}-${size}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Chromium's DevTools virtual authenticator: a platform passkey store that verifies the user. Returns a way to remove it. */
async function virtualAuthenticator(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => {
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  };
}

/** The mails written for `username` so far (no Resend here: one .eml file per message). */
function mailsTo(username: string): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${username}@granite.test`));
}

const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);

/** A same-origin POST with this browser's cookies, as the team pages' forms send it. */
async function post(page: Page, path: string, body: string) {
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  return fetch(new URL(path, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('an authenticator app and recovery codes (ed)', () => {
  let app: { secret: string; codes: string[] };

  it('sets up the app from the account page, then signs in with a code only after the password', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ed');
    expect(new URL(page.url()).pathname).toBe('/en/team/copy');
    // Every role has the account page, in the header beside who is signed in.
    await page.getByRole('link', { name: en.Team.account.nav }).click();
    await page.waitForURL('**/en/team/account');
    app = await setUpApp(page);
    expect(app.codes).toHaveLength(10);
    expect(app.codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    expect(await page.getByText(/^On since /).count()).toBe(1);
    expect(await page.getByText('10 unused codes left.').count()).toBe(1);
    await screenshots(page, 'account-en');
    await page.setViewportSize(desk.viewport);
    await signOut(page);

    // The password alone is not enough: a second step, the half-finished sign-in in a cookie only.
    await signIn(page, 'ed');
    expect(page.url()).toBe(`${base}/en/team/sign-in/second-factor`);
    expect(await cookieNames(page)).toContain('granite_team_pending');
    expect(await cookieNames(page)).not.toContain('granite_team');
    const pending = (await page.context().cookies()).find((cookie) => cookie.name === 'granite_team_pending');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // That cookie is no session: routes refuse it, pages send it to the sign-in.
    expect((await post(page, '/api/team/copy/confirm', 'locale=en')).status).toBe(401);
    expect((await post(page, '/api/team/account/recovery-codes', 'locale=en')).status).toBe(401);
    const other = await page.context().newPage();
    await other.goto(`${base}/en/team/account`);
    expect(new URL(other.url()).pathname).toBe('/en/team/sign-in');
    await other.close();
    await screenshots(page, 'second-factor-step-en');
    await page.setViewportSize(desk.viewport);

    await enterCode(page, '000000');
    expect(await page.getByRole('alert').filter({ hasText: en.Team.secondFactor.step.invalid }).count()).toBe(1);
    await enterCode(page, await nextCode(app.secret));
    expect(new URL(page.url()).pathname).toBe('/en/team/copy');
    expect(await cookieNames(page)).toContain('granite_team');
    expect(await cookieNames(page)).not.toContain('granite_team_pending');
    await page.context().close();
  });

  it('signs in with a recovery code once; the same code a second time is refused', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ed');
    await enterCode(page, app.codes[0]!.toUpperCase());
    expect(new URL(page.url()).pathname).toBe('/en/team/copy');
    await signOut(page);
    await signIn(page, 'ed');
    await enterCode(page, app.codes[0]!);
    expect(new URL(page.url()).pathname).toBe('/en/team/sign-in/second-factor');
    expect(await page.getByRole('alert').filter({ hasText: en.Team.secondFactor.step.invalid }).count()).toBe(1);
    await enterCode(page, app.codes[1]!);
    expect(new URL(page.url()).pathname).toBe('/en/team/copy');
    await page.goto(`${base}/en/team/account`);
    expect(await page.getByText('8 unused codes left.').count()).toBe(1);
    await page.context().close();
  });
});

describe('passkeys (am), with the virtual authenticator', () => {
  it('adds two named passkeys, removes one, then signs in with the passkey alone and as the second factor', async () => {
    const page = await newPage(desk);
    await signIn(page, 'am');
    // An account manager's team area starts at their day (lib/team/permissions.ts homeSectionFor).
    expect(new URL(page.url()).pathname).toBe('/en/team/day');
    const t = en.Team.account.passkeys;
    // Two devices, each with its own authenticator (one authenticator holds one passkey per account).
    for (const name of ['Phone', 'Work laptop']) {
      const removeAuthenticator = await virtualAuthenticator(page);
      await page.goto(`${base}/en/team/account`);
      // The new passkey's name: the last field of that name (each listed passkey has its own).
      await page.getByRole('textbox', { name: t.name, exact: true }).last().fill(name);
      await confirmIn(page, page.getByRole('button', { name: t.add }));
      await Promise.all([page.waitForURL(/done=passkey-added/), page.getByRole('button', { name: t.add }).click()]);
      // The phone goes away; the laptop's authenticator stays for signing in below.
      if (name === 'Phone') await removeAuthenticator();
    }
    const list = page.getByRole('list', { name: t.listLabel });
    expect(await list.getByRole('listitem').count()).toBe(2);
    // Each addition was mailed to her.
    expect(
      mailsTo('am').filter(
        (mail) => mail.includes('was added to your account. It signs you in without a password.') && mail.includes(`${base}/en/team/account`),
      ),
    ).toHaveLength(2);
    const removePhone = page.getByRole('button', { name: `${t.remove}: Phone` });
    await confirmIn(page, removePhone);
    await Promise.all([page.waitForURL(/done=passkey-removed/), removePhone.click()]);
    expect(await page.getByRole('list', { name: t.listLabel }).getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: t.name }).first().inputValue()).toBe('Work laptop');
    // The session cookie alone gives no registration options; with the password it does.
    const alone = await post(page, '/api/team/account/passkeys/options', 'locale=en');
    expect(alone.status).toBe(401);
    expect(await alone.json()).toEqual({ error: 'reauthentication-required' });
    expect((await post(page, '/api/team/account/passkeys/options', `locale=en&current=${encodeURIComponent(PASSWORD)}`)).status).toBe(200);
    await screenshots(page, 'account-passkeys-en');
    await page.setViewportSize(desk.viewport);
    await signOut(page);

    // A passkey alone, from the sign-in page: no username, no password.
    expect(new URL(page.url()).pathname).toBe('/en/team/sign-in');
    await screenshots(page, 'sign-in-en');
    await page.getByRole('button', { name: en.Team.secondFactor.passkey.use }).click();
    await page.waitForURL(`${base}/en/team/day`);
    expect(await cookieNames(page)).toContain('granite_team');
    await signOut(page);

    // After the password, the passkey as the second factor.
    await signIn(page, 'am');
    expect(new URL(page.url()).pathname).toBe('/en/team/sign-in/second-factor');
    await page.getByRole('button', { name: en.Team.secondFactor.passkey.use }).click();
    await page.waitForURL(`${base}/en/team/day`);
    await page.goto(`${base}/en/team/account`);
    expect(await page.getByText(/last used \d/).count()).toBe(1);
    await page.context().close();
  });
});

describe('the owner requires a second factor (olga)', () => {
  it('needs her own first, then sends a member without one to the account page and nowhere else', async () => {
    const owner = await newPage(desk);
    await signIn(owner, 'olga', 'de');
    await owner.goto(`${base}/de/team/members`);
    const t = de.Team.secondFactor.members;
    await submit(owner, owner.getByRole('button', { name: t.turnOn }));
    expect(await owner.getByRole('alert').filter({ hasText: t.ownFactorFirst }).count()).toBe(1);
    const app = await setUpApp(owner, 'de');
    await owner.goto(`${base}/de/team/members`);
    await submit(owner, owner.getByRole('button', { name: t.turnOn }));
    expect(await owner.getByRole('status').textContent()).toBe(t.done['required-on']);
    await screenshots(owner, 'members-de');
    await owner.setViewportSize(desk.viewport);

    // fy has no second factor: after the password, the account page and nothing else.
    const fy = await newPage(phone);
    await signIn(fy, 'fy', 'de');
    expect(new URL(fy.url()).pathname).toBe('/de/team/account');
    expect(await fy.getByRole('alert').filter({ hasText: de.Team.account.setupRequired }).count()).toBe(1);
    expect(await fy.getByRole('navigation', { name: de.Team.shell.navLabel }).getByRole('link').count()).toBe(0);
    await fy.goto(`${base}/de/team/copy`);
    expect(new URL(fy.url()).pathname).toBe('/de/team/account');
    const refused = await post(fy, '/api/team/copy/confirm', 'locale=de');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'second-factor-required' });
    await screenshots(fy, 'account-required-de');
    // Once set up, the rest opens again.
    await fy.setViewportSize(phone.viewport);
    await setUpApp(fy, 'de');
    await fy.goto(`${base}/de/team/copy`);
    expect(new URL(fy.url()).pathname).toBe('/de/team/copy');
    await fy.context().close();

    // The owner's own second step, in German on a phone.
    const again = await newPage(phone);
    await signIn(again, 'olga', 'de');
    expect(new URL(again.url()).pathname).toBe('/de/team/sign-in/second-factor');
    await screenshots(again, 'second-factor-step-de');
    await enterCode(again, await nextCode(app.secret), 'de');
    expect(new URL(again.url()).pathname).toBe('/de/team/leads');
    await again.context().close();

    // ed lost his phone: the owner resets his second factor; ed signs in with the password and must set up a new one.
    const edItem = owner.getByRole('list', { name: t.caption }).getByRole('listitem').filter({ hasText: /^ed/ });
    await edItem.getByRole('checkbox').check();
    await submit(owner, edItem.getByRole('button', { name: `${t.reset}: ed` }));
    expect(await owner.getByRole('status').textContent()).toBe(t.done['second-factor-reset']);
    const ed = await newPage(desk);
    await signIn(ed, 'ed', 'de');
    expect(new URL(ed.url()).pathname).toBe('/de/team/account');
    await ed.context().close();

    // Every change is in the audit log.
    await owner.goto(`${base}/de/team/audit`);
    const log = await owner.getByRole('table').textContent();
    for (const action of ['second-factor-added', 'second-factor-removed', 'second-factor-reset', 'second-factor-requirement', 'recovery-code-used'] as const) {
      expect(log, action).toContain(de.Team.audit.actions[action]);
    }
    await owner.context().close();
  });
});
