import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { startProductionBackend, type ProductionBackend } from './production-backend';
import { useBrowser } from './support';

// Published texts as the team and visitors live them, on two production instances (`next start` of the
// suite's build) behind one PostgreSQL database: a member edits a text in publish mode (a
// draft only they see), publishes it, and every visitor of either instance gets the page
// regenerated once with the new text, under its own strict policy, while other pages and other
// languages stay as built; a refused placeholder, the history, the outdated-translation flag.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PASSWORD = 'correct horse battery staple';
const HEADLINE = 'Growth that compounds, published by the team';
const heroKey = 'HomePage.hero.title';
let backend: ProductionBackend;
let one: NextServer;
let two: NextServer;
const env = () => ({ ...backend.env(), TRUST_PROXY: '1' });

beforeAll(async () => {
  backend = await startProductionBackend({
    database: 'published_copy',
    secret: 'published-copy-secret-0123456789-abcdefghij',
    member: 'pia',
    password: PASSWORD,
  });
  [one, two] = await Promise.all([startNext({ distDir, env: env() }), startNext({ distDir, env: env() })]);
}, 240_000);

afterAll(async () => {
  await Promise.allSettled([one?.stop(), two?.stop()]);
  await backend?.stop();
});

let clients = 0;
/** A browser of its own (cookies, storage), from an address of its own behind "our proxy". */
const newContext = () => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.1.0.${++clients}` } });

/** Every Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

async function signIn(page: Page, server: NextServer) {
  await page.goto(`${server.url}/en/team/sign-in`);
  await page.getByRole('textbox', { name: en.Team.signIn.username }).fill('pia');
  await page.getByLabel(en.Team.signIn.password, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: en.Team.signIn.submit }).click();
  await page.waitForURL('**/en/team/**');
}

/** Publish mode on, from the team's Texts page: it opens the site's home page in that language. */
async function publishMode(page: Page, server: NextServer) {
  await page.goto(`${server.url}/en/team/copy?lang=en`);
  await page.getByRole('button', { name: en.Team.copy.preview }).click();
  await page.waitForURL(`${server.url}/en`);
}

const copyPage = (page: Page, server: NextServer, language: string) => page.goto(`${server.url}/en/team/copy?lang=${language}`);
const tc = en.Team.copy;
// The Texts page names a text in words ("Home · hero · headline"); its key is in a detail view.
const heroName = `${tc.names.areas.HomePage} · hero · ${tc.names.parts.title}`;

const heroTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const cacheState = async (url: string) => (await fetch(url)).headers.get('x-nextjs-cache');

describe('published copy', () => {
  let member: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    member = await newContext();
    page = await member.newPage();
    await signIn(page, one);
  }, 60_000);

  afterAll(() => member?.close());

  it('keeps an edit in publish mode a draft that only the member sees', async () => {
    const violations = await watchPolicy(page);
    await publishMode(page, one);
    const toolbar = page.getByRole('region', { name: en.PublishMode.label });
    await toolbar.waitFor();
    // The publish editor's chunk arrives once the page is idle: then every text is outlined.
    await page.locator('[data-publish-edit]').first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.querySelector('[data-publish-toolbar]') !== null)).toBe(true);
    // The headline itself is the field (components/inline-edit/publish-editor.ts).
    await heroTitle(page).click();
    const field = heroTitle(page);
    await expect.poll(() => field.evaluate((element) => (element as HTMLElement).isContentEditable)).toBe(true);
    await field.fill(HEADLINE);
    await field.press('Enter');
    await expect.poll(() => heroTitle(page).textContent()).toBe(HEADLINE);
    // Stored as a draft on the server, not in this browser. The headline changes at once; the
    // server has the draft once the bar, which re-reads its figures after each save, counts it.
    // (A reload before that raced the save: a flaky failure once.)
    expect(await page.evaluate(() => localStorage.getItem('contentOverrides'))).toBeNull();
    await expect.poll(() => toolbar.textContent(), { timeout: 15_000 }).toContain('1 draft on this page');
    await page.reload();
    await expect.poll(() => heroTitle(page).textContent()).toBe(HEADLINE);
    expect(await toolbar.textContent()).toContain('1 draft on this page');
    expect(await violations()).toEqual([]);

    // A visitor, on either instance, still gets the built page.
    for (const server of [one, two]) {
      const html = await (await fetch(`${server.url}/en`)).text();
      expect(html).toContain(en.HomePage.hero.title);
      expect(html).not.toContain(HEADLINE);
      expect(html).not.toContain('data-publish-toolbar');
    }
  });

  it('refuses a text that drops the original’s placeholder, with the reason', async () => {
    const response = await page.evaluate(async () => {
      const answer = await fetch('/api/team/copy/drafts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'en', key: 'DownloadApi.success', text: 'Thank you! Your white paper is ready.' }),
      });
      return { status: answer.status, body: await answer.json() };
    });
    // The catalogue's text greets the visitor by {firstName}.
    expect(en.DownloadApi.success).toContain('{firstName}');

    // In the editor: the reason, and the form stays open with what was typed.
    await heroTitle(page).click();
    const field = heroTitle(page);
    await field.fill('Growth that <b>compounds</b>');
    await field.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: en.PublishMode.refused.tags }).count()).toBe(1);
    expect(await field.textContent()).toBe('Growth that <b>compounds</b>');
    await page.getByRole('button', { name: en.InlineEditor.cancel }).click();
    expect(await heroTitle(page).textContent()).toBe(HEADLINE);
    expect(response).toEqual({ status: 422, body: { error: 'placeholders' } });
  });

  it('publishes the page: every visitor of either instance gets it regenerated once, under its own policy', async () => {
    expect(await cacheState(`${one.url}/de/about`)).toBe('HIT');
    await page.getByRole('button', { name: en.PublishMode.publishPage }).click();
    // Published in place: the bar says so, the page stays.
    await expect.poll(() => page.getByRole('region', { name: en.PublishMode.label }).getByRole('status').textContent()).toContain('Published: ');
    expect(page.url()).toBe(`${one.url}/en`);
    await expect.poll(() => page.getByRole('region', { name: en.PublishMode.label }).textContent()).toContain('No drafts on this page');

    for (const server of [one, two]) {
      // The first request after the publish gets the page the server's own request rendered for
      // everyone (lib/page-cache); the next ones are served from the cache.
      let first: Response | undefined;
      await expect
        .poll(
          async () => {
            first = await fetch(`${server.url}/en`);
            return (await first.clone().text()).includes(HEADLINE);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(first!.status).toBe(200);
      const again = await fetch(`${server.url}/en`);
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
      expect(await again.text()).toContain(HEADLINE);

      const visitor = await newContext();
      const view = await visitor.newPage();
      const violations = await watchPolicy(view);
      await view.goto(`${server.url}/en`);
      expect(await heroTitle(view).textContent()).toBe(HEADLINE);
      // Hydrated under the strict policy: the editor's controls arrive, the menu answers.
      await view
        .getByRole('button', { name: new RegExp(`^${en.InlineEditor.edit}:`) })
        .first()
        .waitFor({ state: 'attached' });
      expect(await violations()).toEqual([]);
      // Another language and another page are as built.
      expect(await (await fetch(`${server.url}/de`)).text()).toContain(de.HomePage.hero.title);
      await visitor.close();
    }
    // A publish expires its language's pages (lib/page-cache/expiry.ts): another language's are not regenerated.
    expect(await cacheState(`${one.url}/de/about`)).toBe('HIT');
    // The sitemap's date for the page follows the publication.
    const sitemap = await (await fetch(`${one.url}/sitemap.xml`)).text();
    const entry = sitemap.split('<url>').find((block) => block.includes(`<loc>${inject('siteURL')}/en</loc>`)) ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(sitemap.split('<url>').find((block) => block.includes(`<loc>${inject('siteURL')}/en/about</loc>`))).not.toContain('<lastmod>');
  });

  it('keeps what was published when an instance starts again from the build', async () => {
    await two.stop();
    two = await startNext({ distDir, env: env(), readyPath: '/api/ready' });
    // The build's page has the catalogue text: the server expired it at start-up.
    const response = await fetch(`${two.url}/en`);
    expect(await response.text()).toContain(HEADLINE);
    expect(await cacheState(`${two.url}/en`)).toBe('HIT');
  }, 90_000);

  it('flags the translations of a changed English text until someone confirms them', async () => {
    await copyPage(page, one, 'de');
    const outdated = page.getByRole('table', { name: tc.outdated.tableCaption });
    expect(await outdated.getByText(heroKey, { exact: true }).count()).toBe(1);
    // The English now, its changes marked against the English the translation was written for.
    expect((await outdated.locator('[data-copy-diff] ins').allTextContents()).join(' ')).toContain('compounds');
    await page.getByRole('button', { name: tc.outdated.confirmKey.replace('{key}', heroName) }).click();
    await page.waitForLoadState('load');
    expect(await page.getByRole('table', { name: tc.outdated.tableCaption }).getByText(heroKey, { exact: true }).count()).toBe(0);
    // French was not confirmed: still flagged.
    await copyPage(page, one, 'fr');
    expect(await page.getByRole('table', { name: tc.outdated.tableCaption }).getByText(heroKey, { exact: true }).count()).toBe(1);
  });

  it('goes back to the original text for every visitor', async () => {
    await copyPage(page, one, 'en');
    const published = page.getByRole('table', { name: tc.published.tableCaption });
    expect(await published.getByText(heroKey, { exact: true }).count()).toBe(1);
    // In the text's history: one version so far.
    await published.getByText(tc.published.history.replace(/\{count, plural.*\}\}/, '1 version')).click();
    await page.getByRole('button', { name: tc.published.backToOriginalKey.replace('{key}', heroName) }).click();
    await page.waitForLoadState('load');
    for (const server of [one, two]) {
      await expect.poll(async () => (await (await fetch(`${server.url}/en`)).text()).includes(en.HomePage.hero.title), { timeout: 10_000 }).toBe(true);
      expect(await cacheState(`${server.url}/en`)).toBe('HIT');
    }
    // Still listed as the original text, its two versions at hand.
    await copyPage(page, one, 'en');
    const listed = page.getByRole('table', { name: tc.published.tableCaption });
    expect(await listed.getByText(heroKey, { exact: true }).count()).toBe(1);
    expect(await listed.getByText(tc.published.history.replace(/\{count, plural.*\}\}/, '2 versions')).count()).toBe(1);
  });

  it('keeps the contact form working on a page regenerated with a published text', async () => {
    const subtitle = 'Tell us where you want to grow: we answer within a working day.';
    const sent = await page.evaluate(async (text) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
      return [
        await post('/api/team/copy/drafts', { locale: 'en', key: 'ContactPage.subtitle', text }),
        await post('/api/team/copy/publish', { locale: 'en', keys: ['ContactPage.subtitle'] }),
      ];
    }, subtitle);
    expect(sent).toEqual([200, 200]);

    const visitor = await newContext();
    const view = await visitor.newPage();
    const violations = await watchPolicy(view);
    await expect.poll(async () => (await (await fetch(`${two.url}/en/contact`)).text()).includes(subtitle), { timeout: 10_000 }).toBe(true);
    await view.goto(`${two.url}/en/contact`);
    const form = view.getByRole('region', { name: en.ContactPage.form.title });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field(en.ContactForm.firstName).fill('Morag');
    await field(en.ContactForm.lastName).fill('Fictional');
    await field(en.ContactForm.email).fill('morag@example.com');
    await field(en.ContactForm.message).fill('Our new product pages need German and Dutch.');
    await form.getByRole('button', { name: en.ContactForm.submit }).click();
    await view
      .getByRole('region', { name: new RegExp(en.ContactForm.notifications) })
      .getByText(en.ContactForm.success.title, { exact: true })
      .waitFor();
    expect(await field(en.ContactForm.firstName).inputValue()).toBe('');
    expect(await violations()).toEqual([]);
    await visitor.close();
  });

  it('leaves a visitor’s own wording on their screen', async () => {
    const visitor = await newContext();
    await visitor.addInitScript(() => localStorage.setItem('contentOverrides', JSON.stringify({ en: { 'HomePage.hero.title': 'My own headline' } })));
    const view = await visitor.newPage();
    const scripts: string[] = [];
    view.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await view.goto(`${two.url}/en`);
    await expect.poll(() => heroTitle(view).textContent()).toBe('My own headline');
    // Their editor, without the team's publish code.
    await view
      .getByRole('button', { name: new RegExp(`^${en.InlineEditor.edit}:`) })
      .first()
      .waitFor({ state: 'attached' });
    expect(scripts.some((source) => source.includes('/api/team/copy'))).toBe(false);
    await visitor.close();
  });
});
