import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// Working the list: counts that follow every filter, active filters as chips,
// a result count, sorting, previous/next lead in the list's order, bulk changes that skip a
// lead a colleague changed meanwhile (in place, and without scripts), and the list's layout
// on a desk and a phone in all four languages.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-inbox-list-${process.pid}`);
const screens = join('.tmp', 'inbox-list');
const PASSWORD = 'correct horse battery staple';
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const catalogues = { en, de, fr, nl };
type Locale = keyof typeof catalogues;
let server: NextServer;
let fake: FakeResend;
let clients = 0;

const desk = { viewport: { width: 1366, height: 768 }, timezoneId: 'Europe/Berlin' };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Europe/Berlin' };
const newPage = (options: BrowserContextOptions) => browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.3.${++clients}` } });

function teamUser(username: string) {
  const run = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', username, '--role=account-manager'], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`team:add-user failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

async function submit(path: '/api/contact' | '/submit', body: Record<string, unknown>, language: string, formToken: string) {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `NEXT_LOCALE=${language}` },
    body: JSON.stringify({ ...body, formToken, referenceCode: '' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function signIn(page: Page, username: string, locale: Locale) {
  const messages = catalogues[locale].Team.signIn;
  // Account managers start at their day (e2e/team-roles.test.ts); these journeys start at the inbox, as from a link to it.
  await page.goto(`${server.url}/${locale}/team/sign-in?next=${encodeURIComponent(`/${locale}/team/leads`)}`);
  await page.getByRole('textbox', { name: messages.username }).fill(username);
  await page.getByLabel(messages.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: messages.submit }).click();
  await page.getByRole('heading', { level: 1, name: catalogues[locale].Team.leads.title }).waitFor();
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

const pill = (page: Page, nav: string, label: string) => page.getByRole('navigation', { name: nav }).getByRole('link', { name: new RegExp(`^${label} `) });
const countOf = async (page: Page, nav: string, label: string) => Number((await pill(page, nav, label).textContent())!.replace(/\D/g, ''));
const resultCount = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(screens, { recursive: true });
  teamUser('ada');
  teamUser('bert');
  fake = await startFakeResend();
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
  await new Promise((resolve) => setTimeout(resolve, 2_300));
  const contact = (firstName: string, lastName: string, email: string, company: string, service: string, message: string, language: string) =>
    submit('/api/contact', { firstName, lastName, email, company, service, message }, language, token);
  const whitePaper = (firstName: string, lastName: string, email: string, company: string, language: string) =>
    submit('/submit', { firstName, lastName, email, company, agreeMarketing: false, agreePrivacy: true }, language, token);
  await contact(
    'Bernd',
    'Müller',
    'bernd.mueller@baeckerei-mueller-beispiel.de',
    'Bäckerei Bernd',
    'web-design',
    'Wir brauchen einen Onlineshop für unsere Brötchen.',
    'de',
  );
  await contact(
    'Sophie',
    'Dubois',
    'sophie.dubois@exemple-agence-conseil.fr',
    'Exemple SARL',
    'strategy',
    'Nous préparons le lancement d’une nouvelle gamme.',
    'fr',
  );
  await whitePaper('Emma', 'Hughes', 'emma@example.co.uk', 'Hughes Retail', 'en');
  await contact(
    'Anna',
    'Schmidt',
    'anna.schmidt@mueller-und-soehne-beispiel.de',
    'Müller & Söhne GmbH',
    'content',
    'Können Sie unseren Blog jeden Monat füllen?',
    'de',
  );
  await contact('Jan', 'de Vries', 'jan@voorbeeld.nl', 'Voorbeeld BV', 'content', 'Kunnen jullie onze blog elke maand van nieuwe artikelen voorzien?', 'nl');
  await whitePaper('Greta', 'Hoffmann', 'greta.hoffmann-vertrieb@hoffmann-industrieanlagen-beispiel.de', 'Hoffmann Industrieanlagen GmbH & Co. KG', 'de');
  await contact('Liam', 'Walsh', 'liam@example.ie', 'Walsh & Sons', 'analytics', 'Can you audit our tracking before the spring campaign?', 'en');
  await contact(
    'Clara',
    'Meyer-Müller',
    'clara.meyer@beratung-beispiel.de',
    'Meyer Consulting',
    'ai-marketing',
    'Wir möchten KI im Kundenservice einsetzen.',
    'de',
  );
  await whitePaper('Marie', 'Laurent', 'marie.laurent@societe-exemple.fr', 'Société Exemple', 'fr');
  await contact(
    'Pieter',
    'Jansen',
    'pieter.jansen@bedrijfsnaam-voorbeeld.nl',
    'Jansen Installatietechniek',
    'web-design',
    'Onze website moet sneller worden.',
    'nl',
  );
  await contact('Oliver', 'Brown', 'oliver@brown.example', 'Brown Ltd', 'strategy', 'We need a plan for next year.', 'en');
  await contact('Noah', 'Smith', 'noah@smith.example', 'Smith & Co', 'translation', 'Please translate our shop into Dutch.', 'en');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the list at a desk, in English', () => {
  const t = en.Team;

  it('counts under every filter, shows them as removable chips, sorts, and steps through the list it came from', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ada', 'en');
    await resultCount(page, '12 leads').waitFor();
    expect(await countOf(page, t.triage.views, t.triage.all)).toBe(12);
    expect(await countOf(page, t.triage.statuses, t.statuses.new)).toBe(12);

    // A search: every chip counts the three leads it finds, and the views keep it.
    await page.getByRole('searchbox', { name: t.leads.search }).fill('müller');
    await page.getByRole('button', { name: t.triage.searchButton, exact: true }).click();
    await page.waitForURL(/q=m%C3%BCller/);
    await resultCount(page, '3 leads').waitFor();
    expect(await countOf(page, t.triage.views, t.triage.all)).toBe(3);
    expect(await countOf(page, t.triage.views, t.triage.unassigned)).toBe(3);
    expect(await countOf(page, t.triage.views, t.triage.mine)).toBe(0);
    expect(await countOf(page, t.triage.statuses, t.statuses.new)).toBe(3);
    expect(await countOf(page, t.triage.statuses, t.statuses.closed)).toBe(0);
    expect(await pill(page, t.triage.views, t.triage.unassigned).getAttribute('href')).toContain('q=m%C3%BCller');
    const searchChip = page.getByRole('link', { name: 'Remove filter: Search: müller' });
    await searchChip.waitFor();

    // Sorted by name, the search kept; the leads open with the list's query.
    await page.getByRole('combobox', { name: t.inboxList.sort.label }).selectOption('name');
    await page.getByRole('button', { name: t.inboxList.sort.apply, exact: true }).click();
    await page.waitForURL(/sort=name/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('müller');
    const names = page.getByRole('table').getByRole('row').getByRole('link');
    expect(await names.allTextContents()).toEqual(['Anna Schmidt', 'Bernd Müller', 'Clara Meyer-Müller']);
    await axe(page);

    // Previous and next follow that list: "2 of 3".
    await names.nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'Bernd Müller' }).waitFor();
    const place = page.getByRole('navigation', { name: t.inboxList.place.label });
    await place.getByText('2 of 3').waitFor();
    await place.getByRole('link', { name: t.inboxList.place.next }).click();
    await page.getByRole('heading', { level: 1, name: 'Clara Meyer-Müller' }).waitFor();
    await place.getByText('3 of 3').waitFor();
    expect(await place.getByRole('link', { name: t.inboxList.place.next }).count()).toBe(0);
    await place.getByRole('link', { name: t.inboxList.place.previous }).click();
    await page.getByRole('heading', { level: 1, name: 'Bernd Müller' }).waitFor();
    await place.getByRole('link', { name: t.inboxList.place.previous }).click();
    await page.getByRole('heading', { level: 1, name: 'Anna Schmidt' }).waitFor();
    await place.getByText('1 of 3').waitFor();
    await page.getByRole('link', { name: t.lead.back }).click();
    await page.waitForURL(/sort=name/);

    // Removing the search keeps the order.
    await searchChip.click();
    await resultCount(page, '12 leads').waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(await searchChip.count()).toBe(0);

    // A date and a type: chips in words, counts under both, "Clear all" keeps only the order.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${server.url}/en/team/leads?kind=download&from=${today}&sort=name`);
    await resultCount(page, '3 leads').waitFor();
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(today));
    await page.getByRole('link', { name: `Remove filter: From ${day}` }).waitFor();
    await page.getByRole('link', { name: `Remove filter: Type: ${t.kinds.download}` }).waitFor();
    expect(await countOf(page, t.triage.statuses, t.statuses.new)).toBe(3);
    await page.getByRole('link', { name: t.inboxList.clearAll }).click();
    await resultCount(page, '12 leads').waitFor();
    expect(new URL(page.url()).search).toBe('?sort=name');
    await page.context().close();
  });

  it('assigns the chosen leads in place, skipping and naming the one a colleague took meanwhile; and without scripts', async () => {
    const page = await newPage(desk);
    await signIn(page, 'ada', 'en');
    await page.goto(`${server.url}/en/team/leads?q=m%C3%BCller&sort=name`);
    await resultCount(page, '3 leads').waitFor();
    const bernd = await page.getByRole('link', { name: 'Bernd Müller' }).getAttribute('href');

    // Meanwhile a colleague takes Bernd Müller's enquiry.
    const colleague = await newPage(desk);
    await signIn(colleague, 'bert', 'en');
    await colleague.goto(`${server.url}${bernd}`);
    await colleague.getByRole('button', { name: t.leadWork.assignToMe }).click();
    await colleague.getByText(t.leadWork.youAreAssigned).waitFor();
    await colleague.context().close();

    // Ada, on her older list, takes all three: two change hands, Bernd's stays with bert.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('checkbox', { name: t.inboxList.bulk.selectAll }).check();
    expect(await page.getByRole('checkbox', { name: /^Select / }).evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await page.getByRole('combobox', { name: t.inboxList.bulk.change }).selectOption('assign:me');
    await page.getByRole('button', { name: t.inboxList.bulk.apply }).click();
    await page.getByRole('status').filter({ hasText: '2 leads changed.' }).waitFor();
    const skipped = page.getByRole('alert').filter({ hasText: '1 skipped because a colleague changed it meanwhile:' });
    await skipped.waitFor();
    expect(await skipped.textContent()).toContain('Bernd Müller: bert took it');
    // In place: the same document, the boxes cleared.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Select Anna Schmidt' }).isChecked()).toBe(false);
    const row = (name: string) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name }) });
    expect(await row('Anna Schmidt').textContent()).toContain('ada');
    expect(await row('Clara Meyer-Müller').textContent()).toContain('ada');
    expect(await row('Bernd Müller').textContent()).toContain('bert');
    expect(await countOf(page, t.triage.views, t.triage.mine)).toBe(2);
    await axe(page);
    // Each lead's timeline says it, as a single change does.
    await row('Anna Schmidt').getByRole('link', { name: 'Anna Schmidt' }).click();
    await page.getByText('ada took it').waitFor();
    await page.context().close();

    // Without scripts: "select all" is a link, the form a plain post back to the list.
    const plain = await newPage({ ...desk, javaScriptEnabled: false });
    await signIn(plain, 'ada', 'en');
    await plain.goto(`${server.url}/en/team/leads?q=m%C3%BCller&sort=name`);
    await plain.getByRole('link', { name: t.inboxList.bulk.selectAll }).click();
    await plain.waitForURL(/select=all/);
    expect(await plain.getByRole('checkbox', { name: 'Select Clara Meyer-Müller' }).isChecked()).toBe(true);
    await plain.getByRole('checkbox', { name: 'Select Bernd Müller' }).uncheck();
    await plain.getByRole('checkbox', { name: 'Select Clara Meyer-Müller' }).uncheck();
    await plain.getByRole('combobox', { name: t.inboxList.bulk.change }).selectOption('status:answered');
    await plain.getByRole('button', { name: t.inboxList.bulk.apply }).click();
    await plain.waitForURL(/bulk=1/);
    await plain.getByRole('status').filter({ hasText: '1 lead changed.' }).waitFor();
    expect(new URL(plain.url()).searchParams.get('sort')).toBe('name');
    expect(await countOf(plain, t.triage.statuses, t.statuses.answered)).toBe(1);
    expect(await plain.getByRole('table').getByRole('row').filter({ hasText: 'Anna Schmidt' }).textContent()).toContain(t.statuses.answered);
    await plain.context().close();
  });
});

describe('the list’s layout in every language', () => {
  it.each(['en', 'de', 'fr', 'nl'] as const)('fits a phone and a desk in %s', async (locale) => {
    const t = catalogues[locale].Team;
    // A phone: a one-row header, nothing scrolling sideways, the chips wrapping.
    const page = await newPage(phone);
    await signIn(page, 'bert', locale);
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(0.12 * 844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > 390.5)
          .map((element) => element.outerHTML.slice(0, 120)),
      ),
    ).toEqual([]);
    for (const nav of [t.triage.views, t.triage.statuses]) {
      const list = page.getByRole('navigation', { name: nav }).getByRole('list');
      const { scrollWidth, clientWidth } = await list.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    // The filters' dates show their whole placeholder.
    await page.getByText(t.triage.moreFilters).click();
    for (const label of [t.leads.from, t.leads.to]) {
      const width = await page.getByLabel(label, { exact: true }).evaluate((input) => input.getBoundingClientRect().width);
      expect(width).toBeGreaterThanOrEqual(150);
    }
    await page.screenshot({ path: join(screens, `inbox-phone-${locale}.png`), fullPage: true });
    // The sections are one tap away in the menu.
    await page.locator('summary').filter({ hasText: t.inboxList.menu }).click();
    await page.getByRole('navigation', { name: t.shell.navLabel }).getByRole('link', { name: t.shell.leads }).waitFor();
    await page.screenshot({ path: join(screens, `menu-phone-${locale}.png`) });
    await page.goto(`${server.url}/${locale}/team/leads?q=m%C3%BCller`);
    await page.getByRole('list', { name: t.leads.tableCaption }).getByRole('link').first().click();
    await page.getByRole('navigation', { name: t.inboxList.place.label }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(screens, `lead-phone-${locale}.png`), fullPage: true });
    await axe(page);
    await page.context().close();

    // A desk: an address breaks, if at all, before its @, never inside a word.
    const wide = await newPage(desk);
    await signIn(wide, 'bert', locale);
    const addresses = await wide
      .getByRole('table')
      .getByText(/@/)
      .evaluateAll((elements) =>
        elements.map((element) => {
          const lines = (node: Node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          };
          const texts: Node[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) texts.push(walker.currentNode);
          return { text: element.textContent, broken: texts.some((node) => /[^@\s]{2}/.test(node.textContent ?? '') && lines(node) > 1) };
        }),
      );
    expect(addresses.length).toBeGreaterThanOrEqual(12);
    expect(addresses.filter((address) => address.broken)).toEqual([]);
    expect(await wide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    // Every column in sight: the table no wider than its frame.
    const frame = await wide.getByRole('table').evaluate((table) => ({ table: table.scrollWidth, frame: table.parentElement!.clientWidth }));
    expect(frame.table).toBeLessThanOrEqual(frame.frame);
    await wide.screenshot({ path: join(screens, `inbox-desk-${locale}.png`), fullPage: true });
    await wide.getByRole('table').getByRole('link').first().click();
    await wide.getByRole('navigation', { name: t.inboxList.place.label }).waitFor();
    await wide.screenshot({ path: join(screens, `lead-desk-${locale}.png`), fullPage: true });
    await wide.context().close();
  });
});
