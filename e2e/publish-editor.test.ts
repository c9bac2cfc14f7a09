import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startPostgres, type TestPostgres } from '../test/postgres';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// The editor's day, in a real browser: from a live page into publish mode, edit a
// headline in its own size with the English beside it, the Publish button without a reload,
// publish, the visitor's page in a second tab, the history's diff, the original text shown
// before going back to it, an outdated German text with the old and the new English; on a desk
// and on a phone, in English and German, axe-clean on every publish-mode view.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PASSWORD = 'correct horse battery staple';
const shots = path.join('.tmp');
let postgres: TestPostgres;
let fake: FakeResend;
let server: NextServer;

beforeAll(async () => {
  postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase('publish_editor');
  fake = await startFakeResend();
  const migrate = path.join(distDir, 'standalone', 'migrate.mjs');
  const migrated = existsSync(migrate)
    ? spawnSync(process.execPath, [migrate], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
    : spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
  for (const name of ['ines', 'pedro']) {
    const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', name, '--role=owner'], {
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
      APP_SECRET: 'publish-editor-secret-0123456789-abcdefghij',
      SITE_URL: inject('siteURL'),
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
      TRUST_PROXY: '1',
    },
  });
  mkdirSync(shots, { recursive: true });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await postgres?.stop();
});

const desk: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
let clients = 0;

async function member(name: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `10.2.0.${++clients}` } });
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

const toolbar = (page: Page, messages: typeof en) => page.getByRole('region', { name: messages.PublishMode.label });
/** Drafts still waiting in German (the scheduled publish was cancelled before it ran). */
const toolbarDraftsLeft = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/team/copy/toolbar?locale=de&path=/de/about')).json()) as { languageDrafts: number }).languageDrafts);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const fontSize = (page: Page) => heading(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** From a live page of the site, into publish mode for that page (the member's own way in). */
async function enterFromPage(page: Page, pagePath: string, messages: typeof en): Promise<void> {
  await page.goto(`${server.url}${pagePath}`);
  await page.getByRole('button', { name: messages.PublishMode.editPage }).click();
  await page.waitForURL(`${server.url}${pagePath}`);
  await toolbar(page, messages).waitFor();
  await page.locator('[data-publish-edit]').first().waitFor({ state: 'attached' });
}

describe('the editor’s day', () => {
  it('on a desk, in German: from the live page to a published headline, seen as a visitor, with its diff and the old English', async () => {
    const page = await member('ines', desk);
    // A visitor's copy of the page has no way in: the offer comes from the member's browser only.
    const visitorHtml = await (await fetch(`${server.url}/de`)).text();
    expect(visitorHtml).not.toContain(de.PublishMode.editPage);

    await enterFromPage(page, '/de', de);
    // The team area keeps the member's interface language (English), for the German texts.
    expect(await toolbar(page, de).getByRole('link', { name: de.PublishMode.allTexts }).getAttribute('href')).toBe('/en/team/copy?lang=de');
    // Every editable text is outlined, not only under the pointer; no pencils cover the page.
    expect(await heading(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('dashed');
    expect(await page.locator('.edit-control').count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    // The headline itself becomes editable, in its own size, with the English beside it.
    const size = await fontSize(page);
    expect(size).toBeGreaterThanOrEqual(30);
    await heading(page).click();
    await expect.poll(() => heading(page).evaluate((element) => (element as HTMLElement).isContentEditable)).toBe(true);
    expect(await fontSize(page)).toBe(size);
    const source = page.locator('.edit-source');
    await expect.poll(() => source.textContent()).toContain(en.HomePage.hero.title);
    expect(await axe(page)).toEqual([]);
    const headline = 'Marketing, das mitdenkt – mit KI an Ihrer Seite';
    await heading(page).fill(headline);
    expect(await fontSize(page)).toBe(size);
    await heading(page).press('Enter');
    await expect.poll(() => heading(page).evaluate((element) => (element as HTMLElement).isContentEditable)).toBe(false);
    expect(await heading(page).textContent()).toBe(headline);

    // The bar follows at once: the draft counted and the Publish button there, without a reload.
    const bar = toolbar(page, de);
    await expect.poll(() => bar.textContent(), { timeout: 5_000 }).toContain('1 Entwurf auf dieser Seite');
    const publish = bar.getByRole('button', { name: de.PublishMode.publishPage });
    expect(await publish.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'report-toolbar-desk-de.png') });

    // Publish: the bar says what went live, and offers the page as visitors see it.
    await publish.click();
    const notice = bar.getByRole('status');
    await expect.poll(() => notice.textContent()).toContain('Veröffentlicht: Startseite · hero · Überschrift');
    await expect.poll(() => bar.textContent()).toContain('Keine Entwürfe auf dieser Seite');
    expect(await publish.isVisible()).toBe(false);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'report-toolbar-published-desk-de.png') });
    const [visitorTab] = await Promise.all([page.context().waitForEvent('page'), bar.getByRole('button', { name: de.PublishMode.viewAsVisitor }).click()]);
    await visitorTab.waitForURL(`${server.url}/de`);
    await expect.poll(() => heading(visitorTab).textContent()).toBe(headline);
    expect(await visitorTab.locator('[data-publish-toolbar], [data-publish-edit]').count()).toBe(0);
    await visitorTab.close();

    // A second version through the routes, then the Texts page: the history marks what changed.
    const second = 'Marketing, das mitdenkt – mit KI an Ihrer Seite, jeden Tag';
    const sent = await page.evaluate(async (text) => {
      const post = (to: string, body: unknown) =>
        fetch(to, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
      return [
        await post('/api/team/copy/drafts', { locale: 'de', key: 'HomePage.hero.title', text }),
        await post('/api/team/copy/publish', { locale: 'de', keys: ['HomePage.hero.title'] }),
      ];
    }, second);
    expect(sent).toEqual([200, 200]);
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    const published = page.getByRole('table', { name: en.Team.copy.published.tableCaption });
    const name = `${en.Team.copy.names.areas.HomePage} · hero · ${en.Team.copy.names.parts.title}`;
    expect(await published.getByText(name, { exact: true }).count()).toBe(1);
    await published.getByText('History (2 versions)').click();
    const diff = published.locator('[data-copy-diff]').first();
    expect((await diff.locator('del').allTextContents()).join('')).toContain(', jeden Tag');
    // Back to the original: the original text is shown first, then the button.
    const original = published.getByText(en.Team.copy.published.originalLabel);
    expect(await original.isVisible()).toBe(true);
    expect(await published.getByText(de.HomePage.hero.title, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.Team.copy.published.backToOriginalKey.replace('{key}', name) }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await published.locator('tr', { hasText: name }).screenshot({ path: path.join(shots, 'report-diff-desk-de.png') });

    // The English changes: the German is flagged with the old and the new English side by side.
    const english = 'Marketing that thinks ahead, with AI at your side';
    const sentEnglish = await page.evaluate(async (text) => {
      const post = (to: string, body: unknown) =>
        fetch(to, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
      return [
        await post('/api/team/copy/drafts', { locale: 'en', key: 'HomePage.hero.title', text }),
        await post('/api/team/copy/publish', { locale: 'en', keys: ['HomePage.hero.title'] }),
      ];
    }, english);
    expect(sentEnglish).toEqual([200, 200]);
    await page.goto(`${server.url}/en/team/copy?lang=de`);
    const outdated = page.getByRole('table', { name: en.Team.copy.outdated.tableCaption });
    const row = outdated.locator('tr', { hasText: name });
    expect(await row.getByText(en.Team.copy.outdated.old).isVisible()).toBe(true);
    expect(await row.getByText(en.HomePage.hero.title, { exact: true }).isVisible()).toBe(true);
    expect((await row.locator('[data-copy-diff] ins').allTextContents()).join(' ')).toContain('at your side');
    expect(await row.getByText(second, { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: en.Team.copy.outdated.confirmKey.replace('{key}', name) }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: en.Team.copy.outdated.editKey.replace('{key}', name) }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await row.screenshot({ path: path.join(shots, 'report-outdated-desk-de.png') });
    await page.context().close();
  }, 180_000);

  it('on a phone, in English and German: a tap on the text edits it, no pencils, the bar follows', async () => {
    const page = await member('pedro', phone);
    await enterFromPage(page, '/en/about', en);
    // Nothing covers the text: the keyboard's controls are out of sight until focused.
    expect(await page.locator('.edit-control').count()).toBe(0);
    const control = page.locator('.publish-control').first();
    expect(await control.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(await axe(page)).toEqual([]);

    const size = await fontSize(page);
    await heading(page).tap();
    await expect.poll(() => heading(page).evaluate((element) => (element as HTMLElement).isContentEditable)).toBe(true);
    expect(await fontSize(page)).toBe(size);
    // English needs no English beside it.
    expect(await page.locator('.edit-source').count()).toBe(0);
    await heading(page).fill('The people behind your growth');
    await heading(page).press('Enter');
    const bar = toolbar(page, en);
    await expect.poll(() => bar.textContent(), { timeout: 5_000 }).toContain('1 draft on this page');
    // Escape leaves the text as it was.
    await page.getByRole('heading', { level: 1 }).tap();
    await heading(page).fill('Something else');
    await heading(page).press('Escape');
    expect(await heading(page).textContent()).toBe('The people behind your growth');
    // Discarding the draft brings the published text back and the bar follows again.
    await heading(page).tap();
    await page.getByRole('button', { name: en.PublishMode.discard }).tap();
    await expect.poll(() => heading(page).textContent()).toBe(en.AboutPage.title);
    await expect.poll(() => bar.textContent()).toContain('No drafts on this page');
    // The floating white-paper card would cover editable texts: hidden in publish mode.
    expect(await page.locator('aside > a.fixed').isVisible()).toBe(false);

    // German on the phone, still in publish mode: the English beside the text, the bar, the diff.
    await page.goto(`${server.url}/de/about`);
    await toolbar(page, de).waitFor();
    await page.locator('[data-publish-edit]').first().waitFor({ state: 'attached' });
    await heading(page).tap();
    await expect.poll(() => page.locator('.edit-source').textContent()).toContain(en.AboutPage.title);
    await heading(page).fill('Die Menschen hinter Ihrem Wachstum');
    await heading(page).press('Enter');
    await expect.poll(() => toolbar(page, de).textContent(), { timeout: 5_000 }).toContain('1 Entwurf auf dieser Seite');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'report-toolbar-phone-de.png') });
    await page.goto(`${server.url}/de/team/copy?lang=de`);
    const drafts = page.getByRole('table', { name: de.Team.copy.drafts.tableCaption });
    expect((await drafts.locator('[data-copy-diff] ins').allTextContents()).join(' ')).toContain('Menschen');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'report-diff-phone-de.png'), fullPage: true });

    // Publish later: scheduled for the next full hour (the field's suggestion), then cancelled.
    await page.getByRole('button', { name: de.Team.copy.schedule.submit }).click();
    await page.getByRole('status').filter({ hasText: de.Team.copy.notices.scheduled }).waitFor();
    const cancel = page.getByRole('button', { name: new RegExp(`^${de.Team.copy.schedule.cancelLabel.replace('{time}', '.*')}$`) });
    expect(await cancel.count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await cancel.click();
    await page.getByRole('status').filter({ hasText: de.Team.copy.notices.cancelled }).waitFor();
    expect(await page.getByText(de.Team.copy.schedule.empty).isVisible()).toBe(true);
    expect(await toolbarDraftsLeft(page)).toBe(1);
    await page.context().close();
  }, 180_000);

  it("two members: a colleague's draft survives an edit of the same text, and the bar says whose drafts are on the page", async () => {
    const pedro = await member('pedro', desk);
    await enterFromPage(pedro, '/en/services', en);
    const theirs = 'Services that grow with you';
    await heading(pedro).click();
    await heading(pedro).fill(theirs);
    await heading(pedro).press('Enter');
    await expect.poll(() => toolbar(pedro, en).textContent(), { timeout: 5_000 }).toContain('1 draft on this page (by pedro)');

    // Ines edits the same headline: Pedro's draft is shown and she is asked before typing over it.
    const ines = await member('ines', desk);
    await enterFromPage(ines, '/en/services', en);
    expect(await toolbar(ines, en).textContent()).toContain('(by pedro)');
    expect(await toolbar(ines, en).textContent()).not.toContain('Only you see');
    await heading(ines).click();
    const asked = ines.getByRole('alert').filter({ hasText: en.PublishMode.colleague.draft.replace('{name}', 'pedro') });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(theirs);
    expect(await axe(ines)).toEqual([]);
    await ines.screenshot({ path: path.join(shots, 'report-colleague-draft-desk-en.png') });
    // Typing and saving without choosing replaces nothing: the server refuses and asks again.
    await heading(ines).fill('Our services, rewritten');
    await heading(ines).press('Enter');
    await expect
      .poll(() =>
        ines.evaluate(
          async () =>
            ((await (await fetch('/api/team/copy/text?locale=en&key=ServicesPage.title')).json()) as { draft: { text: string; authorName: string } }).draft,
        ),
      )
      .toMatchObject({ text: theirs, authorName: 'pedro' });
    // "Keep Pedro's draft": his text stays, on the page and on the server.
    await ines.getByRole('button', { name: en.PublishMode.colleague.keep.replace('{name}', 'pedro') }).click();
    await expect.poll(() => heading(ines).textContent()).toBe(theirs);

    // "Edit Pedro's draft": his wording to start from; saved, the draft is hers.
    await heading(ines).click();
    await ines.getByRole('button', { name: en.PublishMode.colleague.editTheirs.replace('{name}', 'pedro') }).click();
    expect(await heading(ines).textContent()).toBe(theirs);
    await heading(ines).pressSequentially(', every month');
    await heading(ines).press('Enter');
    await expect.poll(() => toolbar(ines, en).textContent(), { timeout: 5_000 }).toContain('1 draft on this page (by ines)');
    expect(await heading(ines).textContent()).toBe(`${theirs}, every month`);
    await pedro.context().close();
    await ines.context().close();
  }, 180_000);
});

describe('publish mode when the database fails', () => {
  /** Runs one statement as the cluster's superuser, outside the app's own pool. */
  async function admin(sql: string): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client(postgres.url);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  it('says the page is the published one, without drafts, instead of passing for publish mode with none', async () => {
    const page = await member('pedro', desk);
    await enterFromPage(page, '/en/about', en);
    // The database cut off: open connections ended, new ones refused.
    await admin('ALTER DATABASE publish_editor ALLOW_CONNECTIONS false');
    try {
      await admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'publish_editor'");
      await page.reload();
      const alert = page.locator('[data-publish-unavailable]').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(en.PublishMode.unavailable);
      expect(await page.locator('[data-publish-toolbar]').count()).toBe(0);
      expect(await heading(page).count()).toBe(1);
    } finally {
      await admin('ALTER DATABASE publish_editor ALLOW_CONNECTIONS true');
    }
    // Back by itself once the database answers again.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('[data-publish-toolbar]').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});
