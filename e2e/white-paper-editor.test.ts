import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { signDownloadLink } from '@/lib/signed-link';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { readPdf } from '../test/poppler';
import { startPostgres, type TestPostgres } from '../test/postgres';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

vi.mock('server-only', () => ({}));

// The editors' part, in a real browser: the white paper's texts screen (a German
// section drafted, its diff, the PDF preview with the draft, published, and the PDF visitors
// download has the new wording); a scheduled publish pins its drafts (a later draft is not
// published, and drafts and the toolbar say a publish is scheduled); "Restore this version"
// asks first, in a dialog and, without scripts, on a page.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PASSWORD = 'correct horse battery staple';
const APP_SECRET = 'white-paper-editor-secret-0123456789-abcdef';
const CRON_SECRET = 'white-paper-editor-cron-0123456789';
const shots = path.join('.tmp');
const KEY = 'WhitePaper.sections.atAGlance.p1';
const DRAFT = 'LinkedIn belohnt Beständigkeit: Dieser Leitfaden mit Zebrastreifen zeigt, wie ein kleiner Agent Ihnen Stunden pro Woche spart.';
let postgres: TestPostgres;
let databaseUrl: string;
let fake: FakeResend;
let server: NextServer;
let db: pg.Client;

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('white_paper_editor');
  fake = await startFakeResend();
  const migrate = path.join(distDir, 'standalone', 'migrate.mjs');
  const migrated = existsSync(migrate)
    ? spawnSync(process.execPath, [migrate], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
    : spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
  for (const [name, ...options] of [
    ['olga', '--role=owner'],
    ['eddie', '--role=editor', '--languages=en,de'],
    ['amir', '--role=account-manager'],
  ]) {
    const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', name!, ...options], {
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: databaseUrl, APP_MODE: '' },
      encoding: 'utf8',
    });
    if (added.status !== 0) throw new Error(`team:add-user failed:\n${added.stdout}\n${added.stderr}`);
  }
  server = await startNext({
    distDir,
    env: {
      DATABASE_URL: databaseUrl,
      APP_SECRET,
      CRON_SECRET,
      SITE_URL: inject('siteURL'),
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
      TRUST_PROXY: '1',
    },
  });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  mkdirSync(shots, { recursive: true });
}, 240_000);

afterAll(async () => {
  await db?.end();
  await server?.stop();
  await fake?.close();
  await postgres?.stop();
});

const desk: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
let clients = 0;

async function member(name: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.3.0.${++clients}` } });
  await context.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
  const page = await context.newPage();
  await page.goto(`${server.url}/en/team/sign-in`);
  await page.getByRole('textbox', { name: en.Team.signIn.username }).fill(name);
  await page.getByLabel(en.Team.signIn.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: en.Team.signIn.submit }).click();
  await page.waitForURL('**/en/team/**');
  return page;
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const pdfText = (bytes: Uint8Array) => {
  const read = readPdf(bytes);
  try {
    return read.text().replace(/\s+/g, ' ');
  } finally {
    read.dispose();
  }
};

/** Pages of a PDF as PNGs beside the screenshots, to look at. */
function pdfShots(bytes: Uint8Array, name: string, pages = 2): void {
  const file = path.join(shots, `${name}.pdf`);
  writeFileSync(file, bytes);
  const made = spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', String(pages), file, path.join(shots, name)], { encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
}

/** The PDF a visitor downloads, through a signed link as the download mail carries it. */
async function publicPdf(locale: 'de' | 'en'): Promise<Uint8Array> {
  const link = new URL(signDownloadLink({ origin: server.url, locale, secret: APP_SECRET, now: new Date() }));
  const response = await fetch(`${server.url}${link.pathname}${link.search}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe('the white paper’s texts for editors', () => {
  it('an editor drafts a German section, sees the diff and the PDF preview with it, publishes, and visitors’ PDF has the new wording', async () => {
    const w = en.Team.whitePaper;
    const page = await member('eddie', desk);
    // In the team navigation for the editor, next to the texts.
    await page.getByRole('navigation', { name: en.Team.shell.navLabel }).getByRole('link', { name: w.nav }).click();
    await page.waitForURL('**/en/team/white-paper');
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'white-paper-desk-en.png'), fullPage: false });
    await page.getByRole('link', { name: 'German' }).click();
    await page.waitForURL('**/en/team/white-paper?lang=de');

    // The section as the German PDF reads it, then its first paragraph edited as a draft.
    const part = page.locator('[data-white-paper-part="sections.atAGlance"]');
    await part.locator('summary').first().click();
    const paragraph = part.locator('li').filter({ hasText: 'Paragraph 1' }).first();
    expect(await paragraph.locator('p[lang="de"]').first().textContent()).toBe(de.WhitePaper.sections.atAGlance.p1);
    await paragraph.getByText(w.edit, { exact: true }).click();
    await paragraph.getByRole('textbox', { name: w.textLabel.replace('{name}', 'Paragraph 1') }).fill(DRAFT);
    await paragraph.getByRole('button', { name: w.saveLabel.replace('{name}', 'Paragraph 1') }).click();
    await notice(page, w.notices.saved);

    // The diff against the PDF as it reads now: the new words underlined, the old struck through.
    const draft = page.locator(`[data-white-paper-draft="${KEY}"]`);
    expect((await draft.locator('[data-copy-diff] ins').allTextContents()).join(' ')).toContain('Zebrastreifen');
    expect((await draft.locator('[data-copy-diff] del').allTextContents()).join(' ')).toContain('Nützlichem');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'white-paper-draft-desk-en.png'), fullPage: true });

    // The preview: a PDF with the draft, for this member only, never stored by a cache.
    const href = await page.getByRole('link', { name: w.preview }).getAttribute('href');
    expect(href).toBe('/api/team/white-paper/preview?lang=de');
    const preview = await page.request.get(`${server.url}${href}`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    // The route says `private, no-store`; the proxy's team-area header (`no-store`) is as strict.
    expect(preview.headers()['cache-control']).toMatch(/(^|[ ,])no-store($|,)/);
    const previewBytes = new Uint8Array(await preview.body());
    expect(Buffer.from(previewBytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(previewBytes)).toContain('Dieser Leitfaden mit Zebrastreifen');
    pdfShots(previewBytes, 'white-paper-preview-de');
    // Visitors' PDF does not have it yet; nobody else gets the preview.
    expect(pdfText(await publicPdf('de'))).not.toContain('Zebrastreifen');
    expect((await fetch(`${server.url}${href}`)).status).toBe(401);
    const amir = await member('amir', desk);
    expect((await amir.request.get(`${server.url}${href}`)).status()).toBe(403);
    await amir.goto(`${server.url}/en/team/white-paper?lang=de`);
    // Sent to where his team area starts: an account manager's day.
    expect(new URL(amir.url()).pathname).toBe('/en/team/day');
    await amir.context().close();
    // An editor for English and German only: not the French white paper.
    expect((await page.request.get(`${server.url}/api/team/white-paper/preview?lang=fr`)).status()).toBe(403);

    // Published through the usual path: visitors' next download has the new wording.
    await page.getByRole('button', { name: 'Publish the Draft in German' }).click();
    await notice(page, '1 text published.');
    expect(await page.getByText(w.drafts.empty).isVisible()).toBe(true);
    expect(pdfText(await publicPdf('de'))).toContain('Dieser Leitfaden mit Zebrastreifen');
    expect(pdfText(await publicPdf('en'))).not.toContain('Zebrastreifen');
    await page.context().close();
  }, 240_000);

  it('looks right in German on a desk and a phone, with its preview', async () => {
    for (const [name, options] of [
      ['desk', desk],
      ['phone', phone],
    ] as const) {
      const page = await member('eddie', options);
      await page.evaluate(
        (text) =>
          fetch('/api/team/copy/drafts', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ locale: 'de', key: 'WhitePaper.cover.title', text }),
          }),
        'Ihr eigener LinkedIn-KI-Agent, Schritt für Schritt',
      );
      await page.goto(`${server.url}/de/team/white-paper?lang=de`);
      await page.getByRole('heading', { level: 1, name: de.Team.whitePaper.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport!.width);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `white-paper-${name}-de.png`), fullPage: name === 'desk' });
      await page.goto(`${server.url}/en/team/white-paper?lang=en`);
      await page.screenshot({ path: path.join(shots, `white-paper-${name}-en.png`) });
      await page.context().close();
    }
    const owner = await member('olga', desk);
    const preview = await owner.request.get(`${server.url}/api/team/white-paper/preview?lang=de`);
    const bytes = new Uint8Array(await preview.body());
    expect(pdfText(bytes)).toContain('Schritt für Schritt');
    pdfShots(bytes, 'white-paper-preview-cover-de', 1);
    // One member asking for four languages at once: one render at a time in the work pool, the
    // rest refused at once with Retry-After, never queued behind each other (lib/work-pool).
    const four = await Promise.all(['en', 'fr', 'nl', 'de'].map((lang) => owner.request.get(`${server.url}/api/team/white-paper/preview?lang=${lang}`)));
    const statuses = four.map((answer) => answer.status()).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(429);
    for (const refused of four.filter((answer) => answer.status() === 429)) expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await owner.context().close();
  }, 240_000);
});

describe('a scheduled publish pins its drafts', () => {
  it('publishes the wording scheduled, not a later draft; drafts and the toolbar say so; a schedule can be cancelled', async () => {
    const page = await member('olga', desk);
    const c = en.Team.copy;
    const save = (key: string, text: string) =>
      page.evaluate(
        async ([key, text]) =>
          (
            await fetch('/api/team/copy/drafts', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ locale: 'de', key, text }),
            })
          ).status,
        [key, text] as const,
      );
    expect(await save('HomePage.hero.title', 'Pünktlich zum Kampagnenstart')).toBe(200);
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    await page.getByRole('button', { name: c.schedule.submit }).click();
    await notice(page, c.notices.scheduled);
    const drafts = page.getByRole('table', { name: c.drafts.tableCaption });
    expect(await drafts.locator('[data-scheduled]').first().textContent()).toMatch(/^Scheduled for /);
    expect(await page.getByText(/^Publishes: .*Home · hero · headline/).isVisible()).toBe(true);

    // A later draft of the same text, and a new one: neither is part of the schedule.
    expect(await save('HomePage.hero.title', 'Eine spätere Fassung')).toBe(200);
    expect(await save('HomePage.hero.subtitle', 'Erst später geschrieben')).toBe(200);
    await page.reload();
    expect(await drafts.locator('[data-scheduled]').first().textContent()).toMatch(/^Changed after publishing was scheduled for /);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'copy-scheduled-desk-en.png'), fullPage: true });

    // The toolbar on the German home page says a publish is scheduled there.
    const bar = await page.evaluate(async () => (await (await fetch('/api/team/copy/toolbar?locale=de&path=/de')).json()) as { summary: string });
    expect(bar.summary).toContain('Veröffentlichung der Entwürfe dieser Seite geplant für');
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    await page.getByRole('button', { name: c.preview }).click();
    await page.waitForURL(`${server.url}/de`);
    const toolbar = page.getByRole('region', { name: de.PublishMode.label });
    await expect.poll(() => toolbar.textContent()).toContain('Veröffentlichung der Entwürfe dieser Seite geplant für');
    await page.screenshot({ path: path.join(shots, 'toolbar-scheduled-desk-de.png') });
    await toolbar.getByRole('button', { name: de.PublishMode.leave }).click();

    // Its time comes (a pinned schedule's time is its dueAt): the pinned wording goes live, the later drafts stay drafts.
    await db.query(`UPDATE copy_scheduled_publishes SET "dueAt" = now() - interval '1 minute' WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL`);
    const cron = await fetch(`${server.url}/api/cron/outbox`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
    await expect.poll(async () => (await db.query(`SELECT count(*)::int AS n FROM copy_scheduled_publishes WHERE "doneAt" IS NULL`)).rows[0].n).toBe(0);
    const live = await db.query(`SELECT "key", "text" FROM copy_versions WHERE locale = 'de' AND "key" LIKE 'HomePage.%' ORDER BY id`);
    expect(live.rows).toEqual([{ key: 'HomePage.hero.title', text: 'Pünktlich zum Kampagnenstart' }]);
    const left = await db.query(`SELECT "key", "text" FROM copy_drafts WHERE locale = 'de' AND "key" LIKE 'HomePage.%' ORDER BY "key"`);
    expect(left.rows).toEqual([
      { key: 'HomePage.hero.subtitle', text: 'Erst später geschrieben' },
      { key: 'HomePage.hero.title', text: 'Eine spätere Fassung' },
    ]);
    await expect.poll(async () => (await fetch(`${server.url}/de`)).text()).toContain('Pünktlich zum Kampagnenstart');

    // A new schedule pins the later drafts; cancelled, it never runs.
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    await page.getByRole('button', { name: c.schedule.submit }).click();
    await notice(page, c.notices.scheduled);
    await page.getByRole('button', { name: /^Cancel the publish scheduled for / }).click();
    await notice(page, c.notices.cancelled);
    expect(await drafts.locator('[data-scheduled]').count()).toBe(0);
    await page.context().close();
  }, 240_000);
});

describe('"Restore this version" asks first', () => {
  it('shows the old and the live wording side by side before it goes live, in a dialog and without scripts on a page', async () => {
    const page = await member('olga', desk);
    const c = en.Team.copy;
    const key = 'AboutPage.title';
    for (const text of ['Die Menschen hinter Granite', 'Das Team hinter Ihrem Wachstum']) {
      const sent = await page.evaluate(
        async ([key, text]) => {
          const post = (to: string, body: unknown) =>
            fetch(to, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
          return [await post('/api/team/copy/drafts', { locale: 'de', key, text }), await post('/api/team/copy/publish', { locale: 'de', keys: [key] })];
        },
        [key, text] as const,
      );
      expect(sent).toEqual([200, 200]);
    }
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    const row = page.getByRole('row').filter({ hasText: 'About · headline' });
    const live = row.getByRole('cell').nth(1).locator('p').first();
    await row.getByText(/^History/).click();
    await row.getByRole('button', { name: /^Restore this version/ }).click();
    const dialog = page.getByRole('dialog', { name: c.restore.title });
    await dialog.waitFor();
    expect(await dialog.locator('[data-restore-chosen]').textContent()).toBe('Die Menschen hinter Granite');
    expect(await dialog.locator('[data-restore-current]').textContent()).toBe('Das Team hinter Ihrem Wachstum');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'restore-dialog-desk-en.png') });
    // Not yet: closing the question changes nothing.
    await dialog.getByRole('button', { name: c.restore.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await live.textContent()).toBe('Das Team hinter Ihrem Wachstum');
    expect((await db.query(`SELECT count(*)::int AS n FROM copy_versions WHERE key = $1`, [key])).rows[0].n).toBe(2);
    await row.getByRole('button', { name: /^Restore this version/ }).click();
    await dialog.getByRole('button', { name: c.restore.confirm }).click();
    await notice(page, c.notices.reverted);
    expect(await live.textContent()).toBe('Die Menschen hinter Granite');
    await page.context().close();

    // Without scripts: the same button opens the question as a page.
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.3.0.${++clients}` } });
    const plain = await context.newPage();
    await plain.goto(`${server.url}/de/team/sign-in`);
    await plain.getByRole('textbox', { name: de.Team.signIn.username }).fill('olga');
    await plain.getByLabel(de.Team.signIn.password, { exact: false }).fill(PASSWORD);
    await plain.getByRole('button', { name: de.Team.signIn.submit }).click();
    await plain.waitForURL('**/de/team/**');
    await plain.goto(`${server.url}/de/team/copy?lang=de`);
    const plainRow = plain.getByRole('row').filter({ hasText: 'Über uns · Überschrift' });
    await plainRow.getByText(/^Verlauf/).click();
    await plainRow
      .getByRole('button', { name: /^Diese Version wiederherstellen/ })
      .first()
      .click();
    await plain.waitForURL((url) => url.pathname === '/de/team/copy/restore');
    await plain.getByRole('heading', { level: 1, name: de.Team.copy.restore.title }).waitFor();
    expect(await plain.locator('[data-restore-chosen]').textContent()).toBe('Das Team hinter Ihrem Wachstum');
    expect(await plain.locator('[data-restore-current]').textContent()).toBe('Die Menschen hinter Granite');
    // (axe needs scripts: this page is checked with them below.)
    await plain.screenshot({ path: path.join(shots, 'restore-page-phone-de.png'), fullPage: true });
    await plain.getByRole('button', { name: de.Team.copy.restore.confirm }).click();
    await plain.waitForURL((url) => url.pathname === '/de/team/copy' && url.searchParams.get('done') === 'reverted');
    expect((await db.query(`SELECT text FROM copy_versions WHERE key = $1 ORDER BY id DESC LIMIT 1`, [key])).rows[0].text).toBe(
      'Das Team hinter Ihrem Wachstum',
    );
    await context.close();
    // The confirmation page is accessible too (checked with scripts, which axe needs).
    const checked = await member('olga', phone);
    const first = (await db.query(`SELECT id FROM copy_versions WHERE key = $1 ORDER BY id LIMIT 1`, [key])).rows[0].id as number;
    await checked.goto(`${server.url}/de/team/copy/restore?lang=de&key=${key}&version=${first}`);
    await checked.getByRole('heading', { level: 1, name: de.Team.copy.restore.title }).waitFor();
    expect(await checked.locator('[data-restore-chosen]').textContent()).toBe('Die Menschen hinter Granite');
    expect(await axe(checked)).toEqual([]);
    await checked.context().close();
  }, 240_000);
});
