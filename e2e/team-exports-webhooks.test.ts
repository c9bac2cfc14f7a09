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

// Exports and webhooks in a browser, on a `next start` server of the suite's build (single-box mode, so a
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
const failOnce = new Set<string>();
let formToken: string;

let clients = 0;
// Ada works in Berlin (every time in her zone, named): her browser says so, and she has it stored.
const newPage = (options: Parameters<typeof browser.newPage>[0] = {}) =>
  browser.newPage({ timezoneId: 'Europe/Berlin', ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.0.2.${++clients}` } });

/** "27. Nov. 2026, 14:05 Uhr MEZ": how the team pages write a Berlin member's time (German: "Uhr" after the time). */
const berlinTime = (at: Date, locale = 'de') => {
  const text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).format(at);
  return locale === 'de' ? text.replace(/(\d\d:\d\d) /, '$1\u00A0Uhr ') : text;
};
/** "27.11.2026 14:05": a Berlin time in a German CSV cell. */
const berlinCell = (at: Date) =>
  `${new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)} ${new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)}`;
let joergSentAround: [Date, Date];

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
  // Her zone, stored as the inbox's setting does (the first visit's hint would store the same).
  const saved = await page.evaluate(
    async () =>
      (
        await fetch('/api/team/preferences', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'timeZone=Europe%2FBerlin&locale=de',
          redirect: 'manual',
        })
      ).type,
  );
  expect(saved).toBe('opaqueredirect');
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
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body });
      // A body naming a marker in `failOnce` is answered 503 once (the worker's own retries of
      // other deliveries may arrive at any moment, so the answer goes by content, not by turn).
      const marker = [...failOnce].find((text) => body.includes(text));
      if (marker) failOnce.delete(marker);
      response.writeHead(marker ? 503 : (answers.shift() ?? 200)).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  server = await startNext({ distDir, env: { DATA_DIR: dataDir, SITE_URL: inject('siteURL'), RATE_LIMIT_DISABLED: '1', TRUST_PROXY: '1' } });
  formToken = ((await (await fetch(new URL('/api/form-token', server.url))).json()) as { token: string }).token;
  await new Promise((resolve) => setTimeout(resolve, 2_300)); // the spam time trap's minimum
  const before = new Date();
  await submit(
    {
      firstName: 'Jörg',
      lastName: 'Müller',
      email: 'joerg@example.de',
      company: 'x;=1+1',
      service: 'web-design',
      message: 'Bitte ein Angebot für eine neue Website.',
    },
    'de',
  );
  joergSentAround = [before, new Date()];
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
      [
        headers.kind,
        headers.id,
        headers.createdAt.replace('{zone}', 'Europe/Berlin'),
        headers.status,
        headers.assignee,
        headers.firstName,
        headers.lastName,
        headers.email,
        headers.company,
        headers.service,
        headers.locale,
        headers.agreeMarketing,
        headers.marketingConsent,
        headers.notification,
        headers.message,
        headers.notes,
        // Where the lead came from, after the existing columns.
        ...Object.values(de.Team.leadSource.csv),
      ].join(';'),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${escapeRegExp(de.Team.kinds.contact)};\\d+;\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d;${de.Team.statuses.new};;Jörg;Müller;joerg@example\\.de;"'x;=1\\+1";${escapeRegExp(de.Services.webDesign)};Deutsch;`,
      ),
    );
    // Received on Berlin's clock (the member's stored zone), not the server's.
    expect(joergSentAround.map(berlinCell)).toContain(lines[1]!.split(';')[2]);
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

    await submit(
      {
        firstName: 'Zoë',
        lastName: 'Öztürk',
        email: 'zoe@example.com',
        company: 'Ünïcode & Co',
        service: 'analytics',
        message: 'Please call me about analytics.',
      },
      'en',
    );
    // The outbox worker polls every 5 s; the receiver answers the first try with 500.
    for (let i = 0; i < 40 && received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    const payload = new ReferenceWebhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as {
      type: string;
      data: { lead: { id: number; lastName: string } };
    };
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: { lead: { kind: 'contact', lastName: 'Öztürk', email: 'zoe@example.com', service: 'analytics', locale: 'en' } },
    });

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
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
  it('reads a dead receiver as failing with the reason in German, sends a test event and retries now with the same webhook-id; Berlin times named', async () => {
    // A port nothing listens on: every connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const t = de.Team.webhooks;
    const ops = t.ops;
    const page = await newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'de');
    await page.goto(`${server.url}/de/team/webhooks`);
    await page.getByRole('textbox', { name: t.url }).fill(deadUrl);
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('status').filter({ hasText: t.created }).waitFor();
    const deadCard = page.getByRole('region', { name: deadUrl, exact: true });
    expect(await deadCard.locator('[data-webhook-state]').getAttribute('data-webhook-state')).toBe('unused');

    // "Send test event" to the dead one: shown in place as not delivered, the reason in German.
    await deadCard.getByRole('button', { name: ops.sendTest }).click();
    const refusedText = ops.reasons.refused;
    await page
      .getByRole('status')
      .filter({ hasText: ops.results['test-failed'].replace('{reason}', refusedText) })
      .waitFor();
    expect(page.url()).toMatch(/result=test-failed&webhook=\d+&delivery=[0-9a-f-]{36}#webhook-\d+$/);
    const deadState = deadCard.locator('[data-webhook-state]');
    expect(await deadState.getAttribute('data-webhook-state')).toBe('failing');
    const stateText = (await deadState.textContent()) ?? '';
    expect(stateText).toContain(ops.lastReason.replace('{reason}', refusedText));
    expect(stateText).toMatch(/Gestört seit dem \d+\. \w+\.? 2\d{3}, \d\d:\d\d\sUhr MEZ: 1 fehlgeschlagener Versuch in Folge\./);
    // The test row: a test event, not a lead; Node's own words only under "Technische Einzelheiten".
    const testRow = deadCard.locator('tbody tr').first();
    expect(await testRow.textContent()).toContain(ops.testEvent);
    expect(await testRow.textContent()).toContain(ops.views['gave-up']);
    await testRow.getByText(ops.rawText).click();
    expect(await testRow.locator('details code').textContent()).toContain('ECONNREFUSED');
    expect(await deadCard.textContent()).not.toMatch(/GMT|UTC/);

    // "Send test event" to the live receiver: delivered now, shown in place; never a lead.
    const receiverCard = page.getByRole('region', { name: receiverUrl, exact: true });
    await receiverCard.getByRole('button', { name: ops.sendTest }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ops.results['test-sent'].replace('{reason}', ops.reasons.ok.replace('{status}', '200')) })
      .waitFor();
    const tests = received.filter((entry) => entry.body.includes('"type":"webhook.test"'));
    expect(tests).toHaveLength(1);
    const test = tests[0]!;
    const secret = (await receiverCard.locator('details code').first().textContent())!.trim();
    expect(new ReferenceWebhook(secret).verify(test.body, test.headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
      data: { test: true },
    });
    expect(test.body).not.toContain('"lead"');
    await page.goto(`${server.url}/de/team/leads`);
    expect(await page.getByText('webhook.test').count()).toBe(0);

    // A lead whose delivery the receiver answers with 503: failing, retrying; "Retry now" sends it at once.
    failOnce.add('lotte@example.de');
    const lotte = () => received.filter((entry) => entry.body.includes('lotte@example.de'));
    await submit(
      { firstName: 'Lotte', lastName: 'Brandt', email: 'lotte@example.de', company: 'Brandt KG', service: 'strategy', message: 'Bitte um Rückruf.' },
      'de',
    );
    for (let i = 0; i < 40 && lotte().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 500));
    const firstTry = lotte()[0]!;
    const lead = (JSON.parse(firstTry.body) as { data: { lead: { id: number; receivedAt: string } } }).data.lead;
    const failingRow = receiverCard.locator('tbody tr', { hasText: t.leadLink.replace('{kind}', de.Team.kinds.contact).replace('{id}', String(lead.id)) });
    // The worker logs the try just after the answer: the page shows it from then on.
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/de/team/webhooks`);
          return (await failingRow.textContent()) ?? '';
        },
        { timeout: 15_000 },
      )
      .toContain(ops.reasons.server.replace('{status}', '503'));
    expect(await failingRow.textContent()).toContain(ops.views.retrying);
    // Berlin time, named, in the table (not "GMT+0").
    expect(await failingRow.textContent()).toContain(berlinTime(new Date(lead.receivedAt)).replace(/^.*, /, ''));
    await failingRow.getByRole('button', { name: ops.retryNow }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ops.results['retry-sent'].replace('{reason}', ops.reasons.ok.replace('{status}', '200')) })
      .waitFor();
    const retried = lotte();
    expect(retried.length).toBe(2);
    expect(retried[1]!.headers['webhook-id']).toBe(retried[0]!.headers['webhook-id']);
    expect(retried[1]!.body).toBe(retried[0]!.body);
    await failingRow.getByText(ops.views.sent, { exact: true }).waitFor();

    // The lead's page: received on Berlin's clock, named.
    await page.goto(`${server.url}/de/team/leads/contact/${lead.id}`);
    expect(await page.getByRole('main').textContent()).toContain(berlinTime(new Date(lead.receivedAt)));

    // The webhooks page in German and English, on a desk and a phone: no sideways scrolling, axe-clean.
    for (const locale of ['de', 'en'] as const) {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/${locale}/team/webhooks`);
        await page.getByRole('heading', { name: { de, en }[locale].Team.webhooks.title, level: 1 }).waitFor();
        if (locale === 'en') expect(await page.getByRole('main').textContent()).toContain(en.Team.webhooks.ops.views['gave-up']);
        await page.screenshot({ path: join(screens, `webhooks-ops-${locale}-${viewport.width}.png`), fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations.map((violation) => violation.id)).toEqual([]);
      }
    }
    await page.context().close();
  }, 120_000);

  it('refuses test and retry without a session and from another site', async () => {
    const post = (path: string, headers: Record<string, string> = {}) =>
      fetch(new URL(path, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
        body: 'locale=de&delivery=00000000-0000-0000-0000-000000000000',
      });
    expect((await post('/api/team/webhooks/1/test')).status).toBe(401);
    expect((await post('/api/team/webhooks/1/retry')).status).toBe(401);
    expect((await post('/api/team/webhooks/1/test', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
