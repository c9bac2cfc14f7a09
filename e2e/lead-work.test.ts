import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// An account manager's day in the team area: the inbox at a glance, a lead's
// timeline with stacked notes, assignment, a failed notification retried until it goes out,
// a reply, and a search that ignores accents; on a desk in English and on a phone in German.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-lead-work-${process.pid}`);
const PASSWORD = 'correct horse battery staple';
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
let server: NextServer;
let fake: FakeResend;
let clients = 0;
let formToken = '';

const desk = { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Europe/Berlin' };
const newPage = (options: Parameters<typeof browser.newPage>[0]) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.2.${++clients}` } });

function teamUser(username: string, ...options: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', username, ...(options.length ? options : ['--role=owner'])], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`team:add-user failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

async function submit(body: Record<string, unknown>, language: string, formToken: string, path: '/api/contact' | '/submit' = '/api/contact') {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `NEXT_LOCALE=${language}` },
    body: JSON.stringify({ ...body, formToken, referenceCode: '' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function signIn(page: Page, username: string, locale: 'en' | 'de') {
  const messages = { en, de }[locale].Team.signIn;
  await page.goto(`${server.url}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: messages.username }).fill(username);
  await page.getByLabel(messages.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: messages.submit }).click();
  await page.waitForLoadState('load');
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

const pill = (page: Page, nav: string, label: string) => page.getByRole('navigation', { name: nav }).getByRole('link', { name: new RegExp(`^${label} `) });
const countOf = async (page: Page, nav: string, label: string) => Number((await pill(page, nav, label).textContent())!.replace(/\D/g, ''));

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync('.tmp', { recursive: true });
  teamUser('ada');
  teamUser('bert');
  teamUser('cleo', '--role=account-manager', '--email=cleo@granite.test');
  // An editor opens no leads, so is never offered as an assignee.
  teamUser('edda', '--role=editor');
  fake = await startFakeResend();
  // The team's notice of the first enquiry is refused for good.
  fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'The to address is invalid' } });
  server = await startNext({
    distDir,
    env: {
      DATA_DIR: dataDir,
      SITE_URL: inject('siteURL'),
      RATE_LIMIT_DISABLED: '1',
      TRUST_PROXY: '1',
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
    },
  });
  const { token } = (await (await fetch(new URL('/api/form-token', server.url))).json()) as { token: string };
  formToken = token;
  await new Promise((resolve) => setTimeout(resolve, 2_300));
  await submit(
    {
      firstName: 'Ayşe',
      lastName: 'Öztürk',
      email: 'ayse@beispiel.de',
      company: 'Öztürk Logistik GmbH',
      service: 'web-design',
      message: 'Wir brauchen eine neue Website.\nBitte rufen Sie uns an.',
    },
    'de',
    token,
  );
  // A night's worth of enquiries in the four languages.
  await submit(
    {
      firstName: 'Sophie',
      lastName: 'Dubois',
      email: 'sophie@exemple.fr',
      company: 'Exemple SARL',
      service: 'strategy',
      message: 'Nous préparons le lancement d’une nouvelle gamme et cherchons une agence.',
    },
    'fr',
    token,
  );
  await submit(
    { firstName: 'Emma', lastName: 'Hughes', email: 'emma@example.co.uk', company: 'Hughes Retail', agreeMarketing: false, agreePrivacy: true },
    'en',
    token,
    '/submit',
  );
  await submit(
    {
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@voorbeeld.nl',
      company: 'Voorbeeld BV',
      service: 'content',
      message: 'Kunnen jullie onze blog elke maand van nieuwe artikelen voorzien?',
    },
    'nl',
    token,
  );
  await submit(
    {
      firstName: 'Lukas',
      lastName: 'Berger',
      email: 'lukas@muster.de',
      company: 'Muster GmbH',
      service: 'ai-marketing',
      message: 'Wir möchten KI in unserem Kundenservice einsetzen.',
    },
    'de',
    token,
  );
  await submit(
    {
      firstName: 'Liam',
      lastName: 'Walsh',
      email: 'liam@example.ie',
      company: 'Walsh & Sons',
      service: 'analytics',
      message: 'Can you audit our tracking before the spring campaign?',
    },
    'en',
    token,
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an account manager at a desk, in English', () => {
  const t = en.Team;
  it('sees the morning at a glance, finds Öztürk as Ozturk, works the lead and retries its notification', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ada', 'en');
    await page.getByRole('heading', { name: t.leads.title, level: 1 }).waitFor();
    // The browser's zone is stored on the first visit; times then carry its name.
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '', { timeout: 15_000 }).toMatch(/CET/);
    await page.screenshot({ path: '.tmp/report-inbox-desk-en.png', fullPage: true });

    // Triage: the failed notification's banner, counts, the unread marker and an excerpt.
    await page.getByText('The team was not notified of 1 lead.', { exact: false }).waitFor();
    expect(await countOf(page, t.triage.views, t.triage.all)).toBe(6);
    expect(await countOf(page, t.triage.statuses, t.statuses.new)).toBe(6);
    expect(await countOf(page, t.triage.statuses, t.statuses.in_progress)).toBe(0);
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(7);
    expect(await rows.nth(1).textContent()).toContain('Can you audit our tracking');
    expect(await rows.nth(1).getByText(t.triage.unread).count()).toBe(1);

    // The skip link reaches the first lead's bulk checkbox, then the lead, in two and three Tab stops.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.triage.skipToResults);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Select Liam Walsh');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Liam Walsh');

    // Ozturk finds Öztürk, marked.
    await page.getByRole('searchbox', { name: t.leads.search }).fill('ozturk');
    await page.getByRole('button', { name: t.triage.searchButton, exact: true }).click();
    await page.waitForURL(/q=ozturk/);
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).locator('mark').first().textContent()).toBe('Öztürk');

    // Open it: the person's name as heading and title, a reply in her language.
    await rows.nth(1).getByRole('link', { name: 'Ayşe Öztürk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ayşe Öztürk' }).waitFor();
    expect(await page.title()).toContain('Ayşe Öztürk');
    const reply = await page.getByRole('link', { name: t.leadWork.reply }).getAttribute('href');
    expect(reply).toMatch(/^mailto:ayse@beispiel\.de\?subject=/);
    const replyUrl = new URL(reply!);
    expect(replyUrl.searchParams.get('subject')).toBe(de.Team.reply.subjectContact);
    expect(replyUrl.searchParams.get('body')).toContain('> Wir brauchen eine neue Website.');
    expect(await page.getByRole('link', { name: 'ayse@beispiel.de' }).getAttribute('href')).toBe('mailto:ayse@beispiel.de');

    // A note, a status change, the lead taken.
    await page.getByRole('textbox', { name: t.timeline.noteLabel }).fill('Called back, she wants an offer.');
    await page.getByRole('button', { name: t.timeline.saveNote }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.note }).waitFor();
    await page.getByRole('combobox', { name: t.leadWork.statusTitle }).selectOption('in_progress');
    await page.getByRole('button', { name: t.leadWork.saveStatus }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.status }).waitFor();
    await page.getByRole('button', { name: t.leadWork.assignToMe }).click();
    await page.getByText(t.leadWork.youAreAssigned).waitFor();
    await page.getByText('ada changed the status from New to In progress').waitFor();
    await page.getByText('ada took it').waitFor();

    // The retry tells the truth: failed again (in words, the provider's kept aside), then sent.
    await page.getByText(t.timeline.errors.rejected).first().waitFor();
    fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'The to address is invalid' } });
    await page.getByRole('button', { name: t.lead.retry }).click();
    await page.getByRole('alert').filter({ hasText: t.leadWork.retried.failed }).waitFor();
    await page.getByText('Notification to the team: attempt 2 of 2').waitFor();
    expect(await page.getByText('2 attempts').count()).toBe(1);
    const sentBefore = fake.deliveries.length;
    await page.getByRole('button', { name: t.lead.retry }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.retried.sent }).waitFor();
    await page.getByText('Notification to the team: attempt 3 of 3').waitFor();
    expect(await page.getByText('3 attempts').count()).toBe(1);
    expect(await page.getByRole('button', { name: t.lead.retry }).count()).toBe(0);
    expect(fake.deliveries).toHaveLength(sentBefore + 1);
    // The notice links to the lead.
    const leadPath = new URL(page.url()).pathname;
    expect(fake.deliveries.at(-1)!.text).toContain(`${inject('siteURL').replace(/\/$/, '')}${leadPath}`);
    await page.screenshot({ path: '.tmp/report-lead-desk-en.png', fullPage: true });
    await axe(page);

    // Back to leads keeps the search; "mine" holds the lead; the counts moved.
    await page.getByRole('link', { name: t.lead.back }).click();
    await page.waitForURL(/q=ozturk/);
    await pill(page, t.triage.views, t.triage.mine).click();
    await page.waitForURL(/assignee=me/);
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Öztürk');
    expect(await countOf(page, t.triage.views, t.triage.mine)).toBe(1);
    expect(await countOf(page, t.triage.statuses, t.statuses.in_progress)).toBe(1);
    // The counts follow the search: Öztürk's is the one lead it finds.
    expect(await countOf(page, t.triage.statuses, t.statuses.new)).toBe(0);
    expect(await page.getByText('The team was not notified', { exact: false }).count()).toBe(0);
    await axe(page);
    await page.context().close();
  });
});

describe('a colleague on a phone, in German', () => {
  const t = de.Team;
  it('reads the inbox as cards, adds a second note below the first, and finds the lead under a failed notification filter no more', async () => {
    const page = await newPage(phone);
    await signIn(page, 'bert', 'de');
    await page.getByRole('heading', { name: t.leads.title, level: 1 }).waitFor();
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '', { timeout: 15_000 }).toMatch(/MEZ/);
    expect(await page.getByRole('table').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cards = page.getByRole('list', { name: t.leads.tableCaption }).getByRole('listitem');
    expect(await cards.count()).toBe(6);
    // The first lead is on the first screen: its name, not just the card's top edge.
    const box = await cards.first().getByRole('link').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: '.tmp/report-inbox-phone-de.png', fullPage: true });
    await axe(page);

    await page.getByRole('searchbox', { name: t.leads.search }).fill('OZTÜRK');
    await page.getByRole('button', { name: t.triage.searchButton, exact: true }).click();
    await page.waitForURL(/q=/);
    await cards.first().getByRole('link', { name: 'Ayşe Öztürk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ayşe Öztürk' }).waitFor();
    await page.getByRole('textbox', { name: t.timeline.noteLabel }).fill('Angebot ist unterwegs.');
    await page.getByRole('button', { name: t.timeline.saveNote }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.note }).waitFor();
    // Both notes, each with its author, newest first.
    const notes = page.getByRole('article');
    expect(await notes.count()).toBe(2);
    expect(await notes.nth(0).textContent()).toContain('Notiz von bert');
    expect(await notes.nth(0).textContent()).toContain('Angebot ist unterwegs.');
    expect(await notes.nth(1).textContent()).toContain('Notiz von ada');
    expect(await notes.nth(1).textContent()).toContain('Called back, she wants an offer.');
    // The retries, in German, with the right count.
    await page.getByText('Benachrichtigung an das Team: Versuch 3 von 3').waitFor();
    await page.getByText(t.timeline.errors.rejected).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.tmp/report-lead-phone-de.png', fullPage: true });
    await axe(page);
    await page.context().close();
  });
});

describe('the new doors', () => {
  it('refuse without a session, from another site, and answer bad input with 400, never 500', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(new URL(path, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.3.1', ...headers },
        body,
      });
    for (const path of ['/api/team/preferences', '/api/team/leads/contact/1']) {
      expect((await post(path, 'timeZone=Europe%2FBerlin&action=note&note=x')).status).toBe(401);
    }
    const page = await newPage(desk);
    await signIn(page, 'bert', 'en');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'granite_team')!;
    const signedIn = { cookie: `granite_team=${cookie.value}`, origin: new URL(server.url).origin };
    expect(
      (await post('/api/team/preferences', 'timeZone=Europe%2FBerlin', { ...signedIn, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect((await post('/api/team/preferences', 'timeZone=Mars%2FOlympus', signedIn)).status).toBe(400);
    expect((await post('/api/team/leads/contact/1', 'action=assign&assignee=9999999999', signedIn)).status).toBe(400);
    expect((await post('/api/team/leads/contact/1', 'action=note&note=', signedIn)).status).toBe(400);
    expect((await post('/api/team/leads/contact/1', 'action=dance', signedIn)).status).toBe(400);
    expect((await post('/api/team/leads/contact/999999', 'action=note&note=hello', signedIn)).status).toBe(404);
    expect((await post('/api/team/leads/contact/1', 'action=edit-note&noteId=abc&note=hello', signedIn)).status).toBe(404);
    const moved = await post('/api/team/preferences', 'timeZone=America%2FNew_York&locale=en', signedIn);
    expect(moved.status).toBe(303);
    await page.goto(`${server.url}/en/team/leads`);
    await page
      .getByText(/EST|GMT-5/)
      .first()
      .waitFor();
    await page.context().close();
  });
});

describe('two members on the same lead', () => {
  const t = en.Team;
  it('refuses a stale assignment and says who took it, works the lead in place keeping the scroll, and routes a returning person to the owner', async () => {
    // Both open Lukas Berger's lead.
    const ada = await newPage(desk);
    await signIn(ada, 'ada', 'en');
    const bert = await newPage(desk);
    await signIn(bert, 'bert', 'en');
    await ada.goto(`${server.url}/en/team/leads?q=lukas`);
    await ada.getByRole('table').getByRole('link', { name: 'Lukas Berger' }).click();
    await ada.getByRole('heading', { level: 1, name: 'Lukas Berger' }).waitFor();
    const leadUrl = ada.url().split('?')[0]!;
    await bert.goto(leadUrl);
    await bert.getByRole('heading', { level: 1, name: 'Lukas Berger' }).waitFor();

    // Bert takes it; Ada, on her older page, clicks "Assign to Me": refused and explained.
    await bert.getByRole('button', { name: t.leadWork.assignToMe }).click();
    await bert.getByText(t.leadWork.youAreAssigned).waitFor();
    await ada.getByRole('button', { name: t.leadWork.assignToMe }).click();
    const refused = ada.getByRole('alert').filter({ hasText: 'Not saved: this lead changed while you had it open.' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('bert took it');
    expect(await ada.getByText(t.triage.assignedTo.replace('{name}', 'bert')).count()).toBe(1);
    expect(await ada.getByRole('button', { name: t.leadWork.assignToMe }).isVisible()).toBe(true);
    await ada.screenshot({ path: '.tmp/report-stale-assignment-desk-en.png' });
    await axe(ada);
    // The same through the plain form (no script): a 303 back to the lead with the conflict, not "assigned".
    const cookie = (await ada.context().cookies()).find((entry) => entry.name === 'granite_team')!;
    const plain = await fetch(leadUrl.replace(/\/en\/team\/leads\//, '/api/team/leads/'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `granite_team=${cookie.value}`,
        origin: new URL(server.url).origin,
        'x-forwarded-for': '10.0.3.9',
      },
      body: 'action=assign&assignee=me&seen=0&locale=en',
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toMatch(/[?&]conflict=\d+/);
    expect(plain.headers.get('location')).not.toContain('done=assigned');

    // Bert works it in place: a note and a status change without a page load, the scroll kept.
    await bert.setViewportSize({ width: 1280, height: 600 });
    await bert.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const note = bert.getByRole('textbox', { name: t.timeline.noteLabel });
    await note.scrollIntoViewIfNeeded();
    const scrolled = await bert.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await note.fill('Called him, offer on Friday.');
    await bert.getByRole('button', { name: t.timeline.saveNote }).click();
    await bert.getByRole('article').filter({ hasText: 'Called him, offer on Friday.' }).waitFor();
    expect(await note.inputValue()).toBe('');
    await bert.getByRole('combobox', { name: t.leadWork.statusTitle }).selectOption('in_progress');
    await bert.getByText('bert changed the status from New to In progress').waitFor();
    expect(await bert.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(Math.abs((await bert.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
    // "Reply by Email" leaves a trace; "Mark Answered" beside it.
    await bert.evaluate(() => document.querySelector<HTMLAnchorElement>('a[data-reply]')!.addEventListener('click', (event) => event.preventDefault()));
    await bert.getByRole('link', { name: t.leadWork.reply }).click();
    await bert.getByText('bert started a reply by email').waitFor();
    await bert.getByRole('button', { name: t.leadWork.markAnswered }).click();
    await bert.getByText('bert changed the status from In progress to Answered').waitFor();
    expect(await bert.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // Lukas writes again, his address spelled otherwise: the new lead is Bert's, with the earlier one listed.
    await submit(
      {
        firstName: 'Lukas',
        lastName: 'Berger',
        email: 'Lukas@Muster.de',
        company: 'Muster GmbH',
        service: 'ai-marketing',
        message: 'Noch eine Frage zum Angebot.',
      },
      'de',
      formToken,
    );
    await ada.goto(`${server.url}/en/team/leads?q=lukas`);
    const rows = ada.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3);
    await rows.nth(1).getByRole('link', { name: 'Lukas Berger' }).click();
    await ada.getByRole('heading', { level: 1, name: 'Lukas Berger' }).waitFor();
    expect(await ada.getByText(t.triage.assignedTo.replace('{name}', 'bert')).count()).toBe(1);
    await ada.getByText('Assigned automatically to bert, who works this person’s earlier request').waitFor();
    const earlier = ada.getByRole('region', { name: '1 other request from this person' });
    expect(await earlier.textContent()).toContain(t.returning.owner.replace('{name}', 'bert'));
    expect(await earlier.textContent()).toContain(t.statuses.answered);
    await axe(ada);
    await ada.screenshot({ path: '.tmp/report-returning-desk-en.png', fullPage: true });
    await ada.context().close();
    await bert.context().close();
  });
});

describe('a reply written on the lead', () => {
  const t = de.Team;
  it('goes to the visitor in her language with Reply-To the member, stands in the history, and the lead reads answered', async () => {
    const page = await newPage(desk);
    await signIn(page, 'cleo', 'de');
    // An account manager starts at their day.
    await page.getByRole('heading', { level: 1, name: t.myDay.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/team/day');
    // The inbox in German with its reply clocks: every new lead is due, none overdue yet.
    await page.goto(`${server.url}/de/team/leads`);
    await page.getByRole('heading', { name: t.leads.title, level: 1 }).waitFor();
    expect(
      await page
        .getByRole('table')
        .getByText(/^Fällig in /)
        .count(),
    ).toBeGreaterThan(0);
    expect(await pill(page, t.triage.views, t.triage.overdue).count()).toBe(0);
    await page.screenshot({ path: '.tmp/report-inbox-desk-de.png', fullPage: true });
    await page.goto(`${server.url}/de/team/leads?q=dubois`);
    await page.getByRole('table').getByRole('link', { name: 'Sophie Dubois' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sophie Dubois' }).waitFor();
    const form = page.getByRole('region', { name: t.leadReply.title });
    // Her language preselected, the formal French template, signed by the member.
    const language = form.getByRole('combobox', { name: t.leadReply.language });
    expect(await language.inputValue()).toBe('fr');
    const subject = form.getByRole('textbox', { name: t.leadReply.subject });
    const body = form.getByRole('textbox', { name: t.leadReply.body });
    expect(await subject.inputValue()).toBe(fr.Team.reply.subjectContact);
    expect(await body.inputValue()).toMatch(/^Bonjour Sophie Dubois,\nMerci pour votre demande\.\n/);
    expect(await body.inputValue()).toContain('\ncleo\nGranite Digital\n');
    expect(await form.textContent()).toContain('cleo@granite.test');
    // Another language swaps the untouched template; back to French.
    await language.selectOption('de');
    expect(await body.inputValue()).toMatch(/^Guten Tag Sophie Dubois,\nvielen Dank für Ihre Anfrage\./);
    await language.selectOption('fr');
    // Nothing to send: the form says so and nothing goes out.
    const sentBefore = fake.deliveries.length;
    await body.fill('');
    await form.getByRole('button', { name: t.leadReply.send }).click();
    await form.getByText(t.leadReply.errors.bodyRequired).waitFor();
    expect(fake.deliveries).toHaveLength(sentBefore);
    const words = 'Bonjour Sophie Dubois,\nMerci pour votre demande. Pouvons-nous vous appeler mardi à 10 h ?\n\nBien cordialement\ncleo\nGranite Digital';
    await body.fill(words);
    await page.screenshot({ path: '.tmp/report-lead-reply-desk-de.png', fullPage: true });
    await form.getByRole('button', { name: t.leadReply.send }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.replySent }).waitFor();
    // It reached her address, answers going to the member.
    const mail = fake.deliveries.at(-1)!;
    expect(fake.deliveries).toHaveLength(sentBefore + 1);
    expect(mail.to).toEqual(['sophie@exemple.fr']);
    expect(mail.replyTo).toBe('cleo@granite.test');
    expect(mail.subject).toBe(fr.Team.reply.subjectContact);
    expect(mail.text).toBe(words);
    // In the history with who sent it; the lead reads answered; the form is ready for another.
    const entry = page.getByRole('article', { name: 'cleo hat eine Antwort gesendet' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Pouvons-nous vous appeler mardi');
    await page.getByText(`cleo hat den Status von ${t.statuses.new} auf ${t.statuses.answered} geändert`).waitFor();
    expect(await page.getByRole('combobox', { name: t.leadWork.statusTitle }).inputValue()).toBe('answered');
    expect(await body.inputValue()).toMatch(/^Bonjour Sophie Dubois,/);
    await axe(page);
    await page.screenshot({ path: '.tmp/report-lead-replied-desk-de.png', fullPage: true });

    // Only members who may open leads are offered as assignees: no editor.
    const options = await page.getByRole('combobox', { name: t.leadWork.assignee }).getByRole('option').allTextContents();
    expect(options).toContain('cleo');
    expect(options).not.toContain('edda');
    // She takes it and plans the next step for today; her day lists it.
    await page.getByRole('button', { name: t.leadWork.assignToMe }).click();
    await page.getByText(t.leadWork.youAreAssigned).waitFor();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()));
    await page.getByRole('textbox', { name: t.nextAction.note }).fill('Rückruf wegen des Angebots');
    await page.getByLabel(t.nextAction.day, { exact: true }).fill(today);
    await page.getByRole('button', { name: t.nextAction.save }).click();
    await page.getByRole('status').filter({ hasText: t.leadWork.done.nextAction }).waitFor();
    await page.getByText(/^cleo hat den nächsten Schritt für /).waitFor();
    await page.getByRole('navigation', { name: t.shell.navLabel }).getByRole('link', { name: t.shell.day }).click();
    await page.getByRole('heading', { level: 1, name: t.myDay.title }).waitFor();
    const steps = page.getByRole('region', { name: new RegExp(`^${t.myDay.lists.followUps}`) });
    expect(await steps.getByRole('link', { name: 'Sophie Dubois' }).count()).toBe(1);
    expect(await steps.textContent()).toContain('Rückruf wegen des Angebots');
    await axe(page);
    await page.screenshot({ path: '.tmp/report-day-desk-de.png', fullPage: true });
    await page.context().close();

    // The same day and the lead with its reply form on a phone: her step listed with its note,
    // nothing wider than the screen, and the lead's reply form there to use.
    const phonePage = await newPage(phone);
    const overflowing = () =>
      phonePage.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > 390.5)
          .map((element) => element.outerHTML.slice(0, 120)),
      );
    await signIn(phonePage, 'cleo', 'de');
    await phonePage.getByRole('heading', { level: 1, name: t.myDay.title }).waitFor();
    expect(new URL(phonePage.url()).pathname).toBe('/de/team/day');
    const phoneSteps = phonePage.getByRole('region', { name: new RegExp(`^${t.myDay.lists.followUps}`) });
    const stepLink = phoneSteps.getByRole('link', { name: 'Sophie Dubois' });
    expect(await stepLink.count()).toBe(1);
    expect(await phoneSteps.textContent()).toContain('Rückruf wegen des Angebots');
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await overflowing()).toEqual([]);
    await phonePage.screenshot({ path: '.tmp/report-day-phone-de.png', fullPage: true });
    await stepLink.click();
    await phonePage.getByRole('heading', { level: 1, name: 'Sophie Dubois' }).waitFor();
    const phoneForm = phonePage.getByRole('region', { name: t.leadReply.title });
    expect(await phoneForm.getByRole('combobox', { name: t.leadReply.language }).inputValue()).toBe('fr');
    expect(await phoneForm.getByRole('textbox', { name: t.leadReply.body }).inputValue()).toMatch(/^Bonjour Sophie Dubois,/);
    const send = await phoneForm.getByRole('button', { name: t.leadReply.send }).boundingBox();
    expect(send!.x).toBeGreaterThanOrEqual(0);
    expect(send!.x + send!.width).toBeLessThanOrEqual(390);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await overflowing()).toEqual([]);
    await phonePage.screenshot({ path: '.tmp/report-lead-reply-phone-de.png', fullPage: true });
    await phonePage.context().close();
  });

  it('keeps the list’s filter after "Mark answered"', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ada', 'en');
    await page.goto(`${server.url}/en/team/leads?locale=nl`);
    await page.getByRole('table').getByRole('link', { name: 'Jan de Vries' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jan de Vries' }).waitFor();
    await page.getByRole('button', { name: en.Team.leadWork.markAnswered }).click();
    await page.getByText('ada changed the status from New to Answered').waitFor();
    expect(await page.getByRole('link', { name: en.Team.lead.back }).getAttribute('href')).toContain('locale=nl');
    await page.getByRole('link', { name: en.Team.lead.back }).click();
    await page.waitForURL(/locale=nl/);
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.context().close();
  });
});
