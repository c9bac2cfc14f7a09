import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook as ReferenceWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// Issue #23 in a browser, on a `next start` server of the suite's build (single-box mode, so a
// receiver on 127.0.0.1 is allowed): a German member's CSV export, and a webhook set up on its
// page, signed as Standard Webhooks says and logged on the lead.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = join('.tmp', `e2e-exports-${process.pid}`);
const screens = join('.tmp', 'screens');
const PASSWORD = 'correct horse battery staple';
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
let server: NextServer;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const answers: number[] = [500];
let formToken: string;

let clients = 0;
const newPage = (options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.newPage({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.2.${++clients}` } });

async function submit(body: Record<string, unknown>, language: string) {
  const response = await fetch(new URL('/api/contact', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `NEXT_LOCALE=${language}` },
    body: JSON.stringify({ ...body, formToken, referenceCode: '' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signIn(page: Page, locale: 'en' | 'de') {
  const messages = { en, de }[locale].Team.signIn;
  await page.goto(`${server.url}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: messages.username }).fill('ada');
  await page.getByLabel(messages.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: messages.submit }).click();
  await page.waitForLoadState('load');
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(screens, { recursive: true });
  const run = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', 'ada'], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_MODE: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`team:add-user failed:\n${run.stdout}\n${run.stderr}`);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  server = await startNext({ distDir, env: { DATA_DIR: dataDir, SITE_URL: inject('siteURL'), RATE_LIMIT_DISABLED: '1', TRUST_PROXY: '1' } });
  formToken = ((await (await fetch(new URL('/api/form-token', server.url))).json()) as { token: string }).token;
  await new Promise((resolve) => setTimeout(resolve, 2_300)); // the spam time trap's minimum
  await submit({ firstName: 'Jörg', lastName: 'Müller', email: 'joerg@example.de', company: 'x;=1+1', service: 'web-design', message: 'Bitte ein Angebot für eine neue Website.' }, 'de');
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('exports for people', () => {
  it('downloads a German CSV from the German inbox: BOM, `;`, German headers and values, the formula cell neutralised', async () => {
    const page = await newPage();
    await signIn(page, 'de');
    await page.goto(`${server.url}/de/team/leads`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: de.Team.leads.export }).click();
    const bytes = readFileSync((await (await download).path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const headers = de.Team.csv.headers;
    expect(lines[0]).toBe(
      [headers.kind, headers.id, headers.createdAt.replace('{zone}', 'Europe/Berlin'), headers.status, headers.assignee, headers.firstName, headers.lastName, headers.email, headers.company, headers.service, headers.locale, headers.agreeMarketing, headers.marketingConsent, headers.notification, headers.message, headers.notes,
        // Where the lead came from (issue #32), after the existing columns.
        ...Object.values(de.Team.leadSource.csv)].join(';'),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${escapeRegExp(de.Team.kinds.contact)};\\d+;\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d;${de.Team.statuses.new};;Jörg;Müller;joerg@example\\.de;"'x;=1\\+1";${escapeRegExp(de.Services.webDesign)};Deutsch;`));
    await page.context().close();
  });

  it("exports a person's data as one readable document in the member's language, beside the JSON", async () => {
    const page = await newPage();
    await signIn(page, 'de');
    await page.goto(`${server.url}/de/team/requests?email=joerg%40example.de`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: de.Team.subjectDocument.exportDocument }).click();
    const html = readFileSync((await (await download).path())!, 'utf8');
    const d = de.Team.subjectDocument;
    expect(html).toContain(`<title>${d.title.replace('{email}', 'joerg@example.de')}</title>`);
    expect(html).toContain(`<h2>${d.contacts}</h2>`);
    expect(html).toContain(`<dt>${d.company}</dt><dd>x;=1+1</dd>`);
    expect(html).toContain(`<dt>${d.service}</dt><dd>${de.Services.webDesign.replace('&', '&#38;')}</dd>`);
    expect(html).not.toMatch(/contact_submissions|<script/);
    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: de.Team.requests.exportJson }).click();
    expect(JSON.parse(readFileSync((await (await json).path())!, 'utf8'))).toMatchObject({ email: 'joerg@example.de', contacts: [{ lastName: 'Müller' }] });
    await page.context().close();
  });

  it('refuses an export started from another site', async () => {
    const response = await fetch(new URL('/api/team/leads/export', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: 'locale=de&filter=',
    });
    expect(response.status).toBe(403);
    expect((await fetch(new URL('/api/team/leads/export', server.url))).status).toBe(405);
  });

  it('answers a hand-edited audit link (?before=1e400) with the page, not an error', async () => {
    const page = await newPage();
    await signIn(page, 'en');
    for (const query of ['before=1e400', 'before=-1', 'before=abc']) {
      const response = await page.goto(`${server.url}/en/team/audit?${query}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: en.Team.audit.title, level: 1 }).waitFor();
    }
    await page.context().close();
  });
});

describe('outgoing webhooks', () => {
  it('sets up a webhook on its page, sends a signed lead.created and shows the attempts on the lead; axe-clean on desk and phone', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'de');
    const t = de.Team.webhooks;
    await page.goto(`${server.url}/de/team/webhooks`);
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(await page.getByText(t.none).count()).toBe(1);
    await page.getByRole('textbox', { name: t.url }).fill(receiverUrl);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('status').filter({ hasText: t.created }).waitFor();
    // The secret is shown right after it was made, for the receiver.
    const secret = (await page.locator('code', { hasText: /^whsec_/ }).textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    await submit({ firstName: 'Zoë', lastName: 'Öztürk', email: 'zoe@example.com', company: 'Ünïcode & Co', service: 'analytics', message: 'Please call me about analytics.' }, 'en');
    // The outbox worker polls every 5 s; the receiver answers the first try with 500.
    for (let i = 0; i < 40 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    const payload = new ReferenceWebhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as { type: string; data: { lead: { id: number; lastName: string } } };
    expect(payload).toMatchObject({ type: 'lead.created', data: { lead: { kind: 'contact', lastName: 'Öztürk', email: 'zoe@example.com', service: 'analytics', locale: 'en' } } });

    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/de/team/webhooks`);
      await page.getByText('HTTP-Status 500', { exact: false }).first().waitFor();
      await page.screenshot({ path: join(screens, `webhooks-de-${viewport.width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations.map((violation) => violation.id)).toEqual([]);
      // The lead's page: its own section with the attempt.
      await page.goto(`${server.url}/de/team/leads/contact/${payload.data.lead.id}`);
      await page.getByRole('heading', { name: t.leadTitle, level: 2 }).waitFor();
      expect(await page.getByText('HTTP-Status 500', { exact: false }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(screens, `lead-webhooks-de-${viewport.width}.png`), fullPage: true });
      expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    }
    // And in English, on a phone.
    await page.goto(`${server.url}/en/team/webhooks`);
    await page.getByRole('heading', { name: en.Team.webhooks.title, level: 1 }).waitFor();
    await page.screenshot({ path: join(screens, 'webhooks-en-390.png'), fullPage: true });
    expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('refuses a webhook set up from another site, and an invalid URL with a clear message', async () => {
    const cross = await fetch(new URL('/api/team/webhooks', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'url=http%3A%2F%2F127.0.0.1%2F&events=lead.created',
    });
    expect(cross.status).toBe(403);
    const page = await newPage();
    await signIn(page, 'en');
    await page.goto(`${server.url}/en/team/webhooks`);
    await page.getByRole('textbox', { name: en.Team.webhooks.url }).fill('ftp://example.com/');
    await page.getByRole('button', { name: en.Team.webhooks.add }).click();
    await page.getByRole('alert').filter({ hasText: en.Team.webhooks.errors.invalid }).waitFor();
    await page.context().close();
  });
});
