import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { startProductionBackend, type ProductionBackend } from './production-backend';
import { useBrowser } from './support';

// Done when: a visitor who lands on /de/services from a LinkedIn campaign and sends
// the contact form from /de/contact produces a lead that shows LinkedIn, the campaign and the
// landing page; Insights counts it under that source and campaign; the browser's page views and
// Web Vitals appear there aggregated; no cookie is set and the tables hold nothing identifying.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PASSWORD = 'correct horse battery staple';
const CAMPAIGN = 'ai-agents-q1';
// A person's Chrome: the suite's headless Chromium names itself HeadlessChrome, which the
// beacon endpoint leaves out as a bot.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let backend: ProductionBackend;
let server: NextServer;
let table: pg.Client;

beforeAll(async () => {
  backend = await startProductionBackend({ database: 'insights', secret: 'insights-secret-0123456789-abcdefghijklmnop', member: 'ines', password: PASSWORD });
  table = new pg.Client(backend.databaseUrl);
  await table.connect();
  server = await startNext({ distDir, env: backend.env() });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await table?.end();
  await backend?.stop();
});

/** A visitor's browser: a person's user agent, not driven (navigator.webdriver false), always in the Web Vitals sample. */
async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: CHROME, baseURL: server.url });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    // Still random, but always below the sample rate.
    const random = Math.random;
    Math.random = () => random() * 0.01;
  });
  return context;
}

const rows = async <Row>(sql: string, values: unknown[] = []) => (await table.query<Row & pg.QueryResultRow>(sql, values)).rows;
const views = (path: string) =>
  rows<{ source: string; device: string; locale: string; views: number }>(
    'SELECT "source", "device", "locale", "views" FROM "page_view_days" WHERE "path" = $1',
    [path],
  );

/** What the browser does when its tab goes to the background and comes back. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function signIn(page: Page, locale: 'en' | 'de') {
  const messages = { en, de }[locale].Team.signIn;
  await page.goto(`${server.url}/${locale}/team/sign-in`);
  await page.getByRole('textbox', { name: messages.username }).fill('ines');
  await page.getByLabel(messages.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: messages.submit }).click();
  await page.waitForLoadState('load');
}

describe('where a lead comes from', () => {
  it('follows a LinkedIn visitor from the landing page to the lead and to Insights, storing nothing that identifies them', async () => {
    // 1. The visitor lands on the services page from the campaign's link.
    const visitor = await visitorContext();
    const page = await visitor.newPage();
    await page.goto(`/de/services?utm_source=linkedin&utm_medium=social&utm_campaign=${CAMPAIGN}`, { waitUntil: 'networkidle' });
    await expect.poll(() => views('/de/services'), { timeout: 20_000 }).toEqual([{ source: 'LinkedIn', device: 'desktop', locale: 'de', views: 1 }]);
    // The sampled page load fetches web-vitals once the page is idle (as it sent the view); its
    // readings go when the page is hidden: the visitor switches to another tab for a moment.
    // web-vitals settles LCP at the visitor's first input (a trusted event: the simulated
    // visibilitychange below is not one) once its observer has seen the entry, which on a busy
    // machine can take a moment: a key press, then the tab goes away and back, until it is in.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Shift');
          await page.waitForTimeout(200);
          await setVisibility(page, 'hidden');
          await setVisibility(page, 'visible');
          return (await rows<{ metric: string }>('SELECT DISTINCT "metric" FROM "web_vital_days" WHERE "path" = $1', ['/de/services'])).map(
            (row) => row.metric,
          );
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual(expect.arrayContaining(['LCP', 'TTFB']));

    // 2. … comes back, follows the menu to the contact page and sends the form.
    await page.getByRole('navigation', { name: de.Navigation.mainLabel }).getByRole('link', { name: de.Navigation.contact, exact: true }).first().click();
    await page.waitForURL('**/de/contact');
    const m = de.ContactForm;
    const form = page.getByRole('region', { name: de.ContactPage.form.title });
    await form.getByRole('textbox', { name: m.firstName, exact: true }).fill('Katrin');
    await form.getByRole('textbox', { name: m.lastName, exact: true }).fill('Vogel');
    await form.getByRole('textbox', { name: m.email, exact: true }).fill('katrin.vogel@beispiel.de');
    await form.getByRole('textbox', { name: m.message, exact: true }).fill('Wir möchten KI-Agenten im Vertrieb einsetzen. Können wir sprechen?');
    await page.waitForTimeout(2_200);
    await form.getByRole('button', { name: m.submit }).click();
    await page
      .getByRole('region', { name: new RegExp(m.notifications) })
      .getByText(m.success.title, { exact: true })
      .waitFor();
    await expect.poll(() => views('/de/contact'), { timeout: 20_000 }).toEqual([{ source: 'LinkedIn', device: 'desktop', locale: 'de', views: 1 }]);
    // One visit, begun on the services page, which went on to a second page (no bounce).
    expect(await rows('SELECT "path", "channel", "entries", "continued" FROM "page_view_days" WHERE "path" = $1', ['/de/services'])).toEqual([
      { path: '/de/services', channel: 'organic-social', entries: 1, continued: 1 },
    ]);
    // No cookie of the source, the beacons or the form: only the language the visitor browsed in,
    // which the site remembers in its two documented language cookies (privacy notice, "Your language").
    const cookies = await visitor.cookies();
    expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).sort()).toEqual(['NEXT_LOCALE=de', 'i18next=de']);
    expect((await page.evaluate(() => Object.keys(sessionStorage))).sort()).toEqual(['visitSource', 'visitViews']);
    await visitor.close();

    // 3. The lead holds its source; the counters hold nothing else.
    const [lead] = await rows<Record<string, unknown>>('SELECT * FROM "contact_submissions"');
    expect(lead).toMatchObject({
      email: 'katrin.vogel@beispiel.de',
      locale: 'de',
      sourcePage: '/de/contact',
      sourceLanding: '/de/services',
      sourceReferrer: null,
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: CAMPAIGN,
      sourceClickId: false,
      sourceDevice: 'desktop',
    });
    const columns = async (name: string) =>
      (await rows<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position', [name])).map(
        (row) => row.column_name,
      );
    expect(await columns('page_view_days')).toEqual(['day', 'path', 'locale', 'source', 'device', 'views', 'channel', 'entries', 'continued']);
    expect(await columns('web_vital_days')).toEqual(['day', 'path', 'locale', 'device', 'metric', 'bucket', 'count']);
    const counters = JSON.stringify([...(await rows('SELECT * FROM "page_view_days"')), ...(await rows('SELECT * FROM "web_vital_days"'))]);
    for (const identifying of ['127.0.0.1', '::1', 'Mozilla', 'Chrome', 'katrin', 'Vogel']) expect(counters).not.toContain(identifying);
    const metrics = await rows<{ metric: string }>('SELECT DISTINCT "metric" FROM "web_vital_days" ORDER BY 1');
    expect(metrics.map((row) => row.metric)).toEqual(expect.arrayContaining(['LCP', 'TTFB']));

    // 4. The account manager sees it on the lead, in words, and on Insights.
    const member = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Europe/Berlin', baseURL: server.url });
    const team = await member.newPage();
    await signIn(team, 'de');
    // The member's own page views (signed in, publish mode or not) are not counted.
    await team.goto('/de/about');
    await team.goto('/de/working');
    const s = de.Team.leadSource;
    await team.goto('/de/team/leads');
    await team.getByRole('table').getByText(`LinkedIn · ${s.campaign} ${CAMPAIGN} · Einstieg über /de/services`).waitFor();
    await team.getByRole('table').getByRole('link', { name: 'Katrin Vogel' }).click();
    const source = team.getByRole('region', { name: s.title });
    await source.waitFor();
    for (const [label, value] of [
      [s.source, 'LinkedIn'],
      [s.campaignLabel, CAMPAIGN],
      [s.medium, 'social'],
      [s.landing, '/de/services'],
      [s.page, '/de/contact'],
      [s.device, s.devices.desktop],
    ]) {
      await source.getByText(label!, { exact: true }).waitFor();
      await source.getByText(value!, { exact: true }).first().waitFor();
    }
    // Filtering the inbox by the campaign finds the lead; by another source, nothing.
    await team.goto(`/de/team/leads?source=${CAMPAIGN}`);
    await team.getByRole('table').getByRole('link', { name: 'Katrin Vogel' }).waitFor();
    await team.goto('/de/team/leads?source=newsletter');
    expect(await team.getByRole('link', { name: 'Katrin Vogel' }).count()).toBe(0);

    const t = de.Team.insights;
    // Without a session: the page sends to sign-in, the CSV answers 401; from another site, 403.
    const stranger = await fetch(new URL('/de/team/insights', server.url), { redirect: 'manual' });
    expect(stranger.status).toBe(307);
    expect(stranger.headers.get('location')).toContain('/de/team/sign-in');
    const csvForm = { locale: 'de', from: '2026-01-01', to: '2026-12-31', timeZone: 'Europe/Berlin' };
    const anonymous = await fetch(new URL('/api/team/insights/export', server.url), { method: 'POST', body: new URLSearchParams(csvForm) });
    expect(anonymous.status).toBe(401);
    expect((await member.request.post('/api/team/insights/export', { form: csvForm, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
    const csv = await member.request.post('/api/team/insights/export', { form: csvForm, headers: { origin: server.url } });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['cache-control']).toContain('no-store');
    const csvLines = (await csv.text()).replace('\uFEFF', '').split('\r\n');
    expect(csvLines[0]).toBe(Object.values(t.csv).slice(1, 6).join(';'));
    expect(csvLines.some((line) => /^Nach Quelle;LinkedIn;\d{4}-\d\d-\d\d;Anfragen;1$/.test(line))).toBe(true);

    // Written within a batch's five seconds: by now the member's two views would be there.
    await team.waitForTimeout(6_000);
    expect(await views('/de/about')).toEqual([]);
    expect(await views('/de/working')).toEqual([]);
    await team.goto('/de/team/insights');
    await team.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const chart = (name: string) => team.getByRole('figure', { name });
    await chart(t.dimensions.source).getByText('LinkedIn (1)').waitFor();
    await chart(t.dimensions.campaign).getByText(`${CAMPAIGN} (1)`).waitFor();
    await chart(t.dimensions.landing).getByText('/de/services (1)').waitFor();
    // The table behind the chart holds the same count.
    await chart(t.dimensions.source).getByText(t.numbers).click();
    expect(
      await chart(t.dimensions.source)
        .getByRole('row', { name: /LinkedIn/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe('1');
    // Conversion per landing page, with its numbers: 1 enquiry ÷ 1 visit begun there.
    const conversion = team.getByRole('table', { name: t.conversion.title });
    expect(await conversion.getByRole('row', { name: /\/de\/services/ }).textContent()).toContain('1 ÷ 1');
    // Web Vitals from the visitor's browser, aggregated per day and per page.
    const vitalsByPage = team.getByRole('table', { name: t.vitals.byPage });
    await vitalsByPage.getByRole('row', { name: /\/de\/services/ }).waitFor();
    expect(await team.getByText(t.vitals.empty).count()).toBe(0);
    await team.screenshot({ path: '.tmp/report-insights-desk-de.png', fullPage: true });
    // Every chart's table open, the page passes axe (WCAG 2.2 AA and best practice).
    for (const dimension of ['campaign', 'landing', 'language'] as const) await chart(t.dimensions[dimension]).getByText(t.numbers).click();
    const axe = await new AxeBuilder({ page: team }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Europe/London',
      baseURL: server.url,
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage, 'en');
    await phonePage.goto('/en/team/insights');
    await phonePage.getByRole('figure', { name: en.Team.insights.dimensions.source }).getByText('LinkedIn (1)').waitFor();
    await phonePage.screenshot({ path: '.tmp/report-insights-phone-en.png', fullPage: true });
    await team.goto('/en/team/insights');
    await team.screenshot({ path: '.tmp/report-insights-desk-en.png', fullPage: true });
    await member.close();
    await phone.close();
  }, 180_000);

  it('keeps the source of a visitor who leaves at once: the view goes as the page is parsed, not after its scripts', async () => {
    const visitor = await visitorContext();
    const page = await visitor.newPage();
    // Scripts of the page never arrive: only the inline script in <head> can send.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/nl/about?utm_source=linkedin&utm_medium=paid_social&utm_campaign=quick', { waitUntil: 'domcontentloaded' });
    await page.goto('about:blank');
    await expect
      .poll(() => rows('SELECT "source", "channel", "entries" FROM "page_view_days" WHERE "path" = $1', ['/nl/about']), { timeout: 20_000 })
      .toEqual([{ source: 'LinkedIn', channel: 'paid-social', entries: 1 }]);
    await visitor.close();
  }, 60_000);

  it('reads as an owner on Monday: last week against the week before, desk and phone, in German', async () => {
    // A fortnight of counters and enquiries, as a small agency site might have them.
    const today = new Date();
    const day = (back: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back)).toISOString().slice(0, 10);
    const mix = [
      ['/de', 'Google', 'organic-search', 'desktop', 14, 9, 4],
      ['/de', 'Google', 'paid-search', 'mobile', 9, 7, 2],
      ['/de/services', 'LinkedIn', 'organic-social', 'desktop', 8, 5, 3],
      ['/en', '', 'direct', 'desktop', 6, 4, 1],
      ['/de/contact', 'Newsletter', 'email', 'mobile', 3, 2, 1],
      ['/en/services', 'partner.example', 'referral', 'tablet', 2, 1, 1],
    ] as const;
    for (let back = 1; back <= 14; back++) {
      const scale = back <= 7 ? 1.3 : 1;
      for (const [path, source, channel, device, viewCount, entries, continued] of mix) {
        await table.query(
          `INSERT INTO "page_view_days" ("day", "path", "locale", "source", "channel", "device", "views", "entries", "continued") VALUES ($1::date, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT DO NOTHING`,
          [
            day(back),
            path,
            path.split('/')[1],
            source,
            channel,
            device,
            Math.round(viewCount * scale),
            Math.round(entries * scale),
            Math.round(continued * scale),
          ],
        );
      }
    }
    const leads: [number, string | null, string | null, string | null, boolean][] = [
      [2, 'google.de', null, null, true],
      [3, 'google.nl', null, null, false],
      [4, null, 'google', 'cpc', false],
      [5, null, 'linkedin', 'social', false],
      [9, 'google.de', null, null, true],
      [11, null, 'newsletter', 'email', false],
    ];
    for (const [back, referrer, utmSource, utmMedium, clickId] of leads) {
      await table.query(
        `INSERT INTO "contact_submissions" ("firstName", "lastName", "email", "message", "locale", "createdAt", "sourceReferrer", "utmSource", "utmMedium", "sourceClickId", "sourceLanding")
         VALUES ('Demo', 'Lead', 'demo@example.com', 'A demo enquiry for the screenshot', 'de', $1::timestamp, $2, $3, $4, $5, '/de')`,
        [`${day(back)}T09:30:00`, referrer, utmSource, utmMedium, clickId],
      );
    }
    const t = de.Team.insights;
    for (const [name, viewport] of [
      ['desk', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({
        viewport,
        isMobile: name === 'phone',
        hasTouch: name === 'phone',
        timezoneId: 'Europe/Berlin',
        baseURL: server.url,
      });
      const page = await context.newPage();
      await signIn(page, 'de');
      await page.goto('/de/team/insights?preset=last-7-days');
      await page.getByRole('link', { name: t.range.last7 }).and(page.locator('[aria-current="page"]')).waitFor();
      // The channel table holds the Google enquiries apart: paid and organic search.
      const channels = page.getByRole('table', { name: t.traffic.byChannel });
      await channels.getByRole('row', { name: new RegExp(t.channels.paidSearch) }).waitFor();
      if (name === 'phone') {
        // The conversion column is on the screen, not off to the side.
        const rate = page.getByRole('table', { name: t.conversion.title }).getByText(/÷/).first();
        const box = await rate.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.screenshot({ path: `.tmp/report-insights-monday-${name}-de.png`, fullPage: true });
      // A reversed range is swapped and said, never silently turned into one day.
      await page.goto('/de/team/insights?from=2026-11-30&to=2026-11-01');
      await page
        .getByRole('status')
        .getByText(/getauscht/)
        .waitFor();
      await context.close();
    }
  }, 120_000);

  // Last: it stops the server.
  it('answers a beacon before Next.js with an empty 204, and writes the counts it still holds when the server stops', async () => {
    const send = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/beacon`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: server.url, ...headers },
        body: JSON.stringify({ t: 'view', path: '/fr/testimonials', device: 'tablet', referrer: null, utmSource: null, visit: 'start', landing: null }),
      });
    for (let i = 0; i < 3; i++) {
      const response = await send();
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get('set-cookie')).toBeNull();
      // Nothing of Next.js's pipeline on it (a route handler's answer carries its Vary).
      expect(response.headers.get('vary')).toBeNull();
    }
    // A body declared past 1 KiB is refused unread; another site's beacon is refused.
    const oversized = await fetch(`${server.url}/api/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, origin: server.url },
      body: 'x'.repeat(4096),
    });
    expect(oversized.status).toBe(413);
    expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
    // Counted in memory; a graceful stop (SIGTERM) writes them before the database closes.
    await server.stop();
    expect(await rows('SELECT "views"::int AS "views", "entries"::int AS "entries" FROM "page_view_days" WHERE "path" = $1', ['/fr/testimonials'])).toEqual([
      { views: 3, entries: 3 },
    ]);
  }, 60_000);
});
