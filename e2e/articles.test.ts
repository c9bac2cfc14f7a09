import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import seed from '../lib/articles/seed/articles.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { startProductionBackend, type ProductionBackend } from './production-backend';
import { robotsAllows, robotsRules } from '../test/robots-match';
import { get, siteURL, useBrowser } from './support';

// The articles as visitors, search engines and the team meet them. First the seed on
// the suite's fresh single-box server; then an editor's journey on a production instance
// (PostgreSQL): an article with an image written in English and German, previewed, published
// one language at a time, seen by an anonymous visitor at each step, then renamed.

const browser = useBrowser();
const locales = ['en', 'de', 'fr', 'nl'] as const;
type Seed = { versions: Record<(typeof locales)[number], { slug: string; title: string }> };
const seeds = (seed as unknown as { articles: Seed[] }).articles;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline script `html` runs is allowed by `policy`'s script-src by its hash, and nothing unsafe is (JSON-LD is data, not run). */
function expectPolicyCovers(html: string, policy: string | null) {
  expect(policy).toBeTruthy();
  const scriptSrc =
    policy!
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src ')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(html).toContain('<script type="application/ld+json">');
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(scriptSrc, script.slice(0, 80)).toContain(sha256(script));
}

const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));

describe('the seeded articles on a fresh start', () => {
  it('lists them on /en/insights, each with its translations as hreflang alternates of each other', async () => {
    const index = await get('/en/insights');
    expect(index.status).toBe(200);
    const html = await index.text();
    for (const article of seeds) expect(html).toContain(`/en/insights/${article.versions.en.slug}`);
    for (const article of seeds) {
      const expected = Object.fromEntries([
        ...locales.map((locale) => [locale, `${siteURL}/${locale}/insights/${article.versions[locale].slug}`]),
        ['x-default', `${siteURL}/en/insights/${article.versions.en.slug}`],
      ]);
      for (const locale of locales) {
        const response = await get(`/${locale}/insights/${article.versions[locale].slug}`);
        expect(response.status, `${locale} ${article.versions[locale].slug}`).toBe(200);
        const page = await response.text();
        expect(alternatesOf(page)).toEqual(expected);
        expect(page).toContain(`<link rel="canonical" href="${expected[locale]}"/>`);
        expectPolicyCovers(page, response.headers.get('content-security-policy'));
      }
    }
  });

  it("loads the index's first cover at once (its largest paint on a phone) and the others lazily", async () => {
    const html = await (await get('/fr/insights')).text();
    const covers = [...html.matchAll(/<img\b[^>]*src="\/api\/article-images\/\d+"[^>]*>/g)].map((match) => match[0]);
    expect(covers.length).toBeGreaterThan(1);
    expect(covers[0]).toContain('loading="eager"');
    expect(covers[0]).toMatch(/fetchpriority="high"/i);
    for (const cover of covers.slice(1)) expect(cover).toContain('loading="lazy"');
  });

  it('names the topics in each language, under one address for all', async () => {
    const german = await get('/de/insights/tag/ai-agents');
    expect(german.status).toBe(200);
    const html = await german.text();
    expect(html).toContain(`<title>${de.InsightsPage.tagTitle.replace('{tag}', de.InsightsPage.topics['ai-agents'])}`);
    expect(html).toContain(`>${de.InsightsPage.topics.measurement}</span>`);
    expect(html).not.toContain('>ai agents<');
  });

  it('gives each article its own sharing card in its language', async () => {
    const slug = seeds[0]!.versions.de.slug;
    const page = await (await get(`/de/insights/${slug}`)).text();
    const image = page.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toContain(`/de/insights/${slug}/opengraph-image`);
    const card = await get(new URL(image!).pathname + new URL(image!).search);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('gives each article parseable JSON-LD Article data with author, dates and image', async () => {
    const page = await (await get(`/de/insights/${seeds[0]!.versions.de.slug}`)).text();
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const article = blocks.find((block) => block['@type'] === 'Article');
    expect(article).toMatchObject({ headline: seeds[0]!.versions.de.title, inLanguage: 'de', author: { name: 'Granite Digital' } });
    expect(Date.parse(String(article!.datePublished))).not.toBeNaN();
    expect(Date.parse(String(article!.dateModified))).not.toBeNaN();
    expect(String(article!.image)).toMatch(/\/api\/article-images\/\d+$/);
    const image = await get(new URL(String(article!.image)).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    // Narrower copies at the fixed widths only, one spelling each.
    const narrow = await get(`${new URL(String(article!.image)).pathname}?w=480`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(480);
    for (const w of ['481', '0480', '480.0', '', '99999']) expect((await get(`${new URL(String(article!.image)).pathname}?w=${w}`)).status, w).toBe(404);
  });

  it('serves a valid Atom feed per language', async () => {
    const page = await browser.newPage();
    for (const locale of locales) {
      const response = await get(`/${locale}/insights/feed.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/atom+xml');
      const xml = await response.text();
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const ns = 'http://www.w3.org/2005/Atom';
        const root = doc.documentElement;
        const entries = [...doc.getElementsByTagNameNS(ns, 'entry')];
        const child = (parent: Element, name: string) => [...parent.children].find((node) => node.namespaceURI === ns && node.localName === name);
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: `${root.namespaceURI} ${root.localName}`,
          feed: ['id', 'title', 'updated', 'author'].every((name) => child(root, name)),
          entries: entries.map((entry) => ({
            complete: ['id', 'title', 'updated', 'link'].every((name) => child(entry, name)),
            link: child(entry, 'link')?.getAttribute('href'),
          })),
        };
      }, xml);
      expect(feed).toMatchObject({ error: false, root: 'http://www.w3.org/2005/Atom feed', feed: true });
      expect(feed.entries.map((entry) => entry.link).sort()).toEqual(
        seeds.map((article) => `${siteURL}/${locale}/insights/${article.versions[locale].slug}`).sort(),
      );
      expect(feed.entries.every((entry) => entry.complete)).toBe(true);
    }
    await page.context().close();
  });

  it('lists every version in the sitemap with its date and its translations', { timeout: 120_000 }, async () => {
    // The build's sitemap has no articles; it is regenerated within a minute of a fresh start (app/sitemap.ts).
    const first = `<loc>${siteURL}/en/insights/${seeds[0]!.versions.en.slug}</loc>`;
    await expect.poll(async () => (await (await get('/sitemap.xml')).text()).includes(first), { timeout: 90_000, interval: 2_000 }).toBe(true);
    const xml = await (await get('/sitemap.xml')).text();
    for (const article of seeds)
      for (const locale of locales) {
        const url = `${siteURL}/${locale}/insights/${article.versions[locale].slug}`;
        const entry = xml.split('<url>').find((part) => part.includes(`<loc>${url}</loc>`));
        expect(entry, url).toBeDefined();
        expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
        expect(entry).toContain(`hreflang="x-default" href="${siteURL}/en/insights/${article.versions.en.slug}"`);
      }
  });

  it('lets crawlers fetch every page of the sitemap and every image those pages show (robots.txt, longest match)', { timeout: 120_000 }, async () => {
    const rules = robotsRules(await (await get('/robots.txt')).text());
    const pages = [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(40);
    const images = new Set<string>();
    for (const path of pages.filter((page) => page.includes('/insights'))) {
      const html = await (await get(path)).text();
      for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) images.add(match[1]!);
      for (const match of html.matchAll(/<meta (?:property|name)="(?:og:image|twitter:image)" content="([^"]+)"/g))
        images.add(new URL(match[1]!).pathname + new URL(match[1]!).search);
      for (const match of html.matchAll(/"image":"([^"]+)"/g)) images.add(new URL(match[1]!).pathname);
    }
    expect([...images].some((image) => image.startsWith('/api/article-images/'))).toBe(true);
    expect([...pages, ...images].filter((path) => !robotsAllows(rules, path.replaceAll('&amp;', '&')))).toEqual([]);
  });

  it('gives the index a sharing card, the article a BreadcrumbList and an author with a url, and topic pages noindex', async () => {
    const index = await (await get('/de/insights')).text();
    const card = index.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(card).toBeDefined();
    expect((await get(new URL(card!).pathname + new URL(card!).search)).headers.get('content-type')).toBe('image/png');
    expect(index).toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
    const page = await (await get(`/de/insights/${seeds[0]!.versions.de.slug}`)).text();
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const article = blocks.find((block) => block['@type'] === 'Article')!;
    expect(article.author).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    expect(article.publisher).toMatchObject({ '@id': `${siteURL}/#organization` });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.item)).toEqual([
      `${siteURL}/de`,
      `${siteURL}/de/insights`,
      `${siteURL}/de/insights/${seeds[0]!.versions.de.slug}`,
    ]);
    expect(page).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="[^"]*\/de\/insights\/feed\.xml"/);
    expect(await (await get('/de/insights/tag/ai-agents')).text()).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('shows the newest articles on the home page and links the index from the footer', async () => {
    const html = await (await get('/fr')).text();
    expect(html).toContain(`/fr/insights/${seeds[seeds.length - 1]!.versions.fr.slug}`);
    expect(html).toContain('href="/fr/insights"');
  });

  it('dates an English article the British way, and sends the Dutch one’s former slug to its title’s slug', async () => {
    const page = await (await get(`/en/insights/${seeds[0]!.versions.en.slug}`)).text();
    expect(page).toContain('>6 October 2026</time>');
    expect(page).not.toMatch(/October 6, 2026/);
    const moved = await get('/nl/insights/bouw-je-eigen-linkedin-ai-agent');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toMatch(/\/nl\/insights\/bouw-je-eigen-ai-agent-voor-linkedin$/);
  });

  it('answers 404 for an article in a language it was not published in, and for a foreign slug', async () => {
    expect((await get(`/de/insights/${seeds[0]!.versions.en.slug}`)).status).toBe(404);
    expect((await get('/en/insights/no-such-article')).status).toBe(404);
  });
});

describe('an editor publishes an article, one language at a time', () => {
  const PASSWORD = 'correct horse battery staple';
  const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
  let backend: ProductionBackend;
  let server: NextServer;

  beforeAll(async () => {
    backend = await startProductionBackend({ database: 'articles', secret: 'articles-secret-0123456789-abcdefghijklmn', member: 'editor', password: PASSWORD });
    server = await startNext({ distDir, env: { ...backend.env(), TRUST_PROXY: '1' } });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await backend?.stop();
  });

  const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  async function publishConfirmed(page: Page) {
    await page.getByRole('button', { name: en.TeamArticles.publish }).click();
    // The editor reloads once published: wait for that load, not only for the address (a second
    // publish starts on an address that already says published=1).
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.getByRole('dialog', { name: en.TeamArticles.confirm.publishTitle }).getByRole('button', { name: en.TeamArticles.confirm.publish }).click();
    await reloaded;
    await page.waitForURL(/published=1/);
    await page.waitForLoadState();
  }

  async function signedIn() {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': '10.3.0.2' } });
    const page = await context.newPage();
    await page.goto('/en/team/sign-in');
    await page.getByRole('textbox', { name: en.Team.signIn.username }).fill('editor');
    await page.getByLabel(en.Team.signIn.password, { exact: false }).fill(PASSWORD);
    await page.getByRole('button', { name: en.Team.signIn.submit }).click();
    await page.waitForURL('**/en/team/**');
    return { context, page };
  }

  const saveState = (page: Page) => page.locator('[data-save-state]');
  const savedSoon = async (page: Page) => {
    await expect.poll(() => saveState(page).getAttribute('data-save-state'), { timeout: 20_000 }).toBe('saved');
  };

  async function fillArticle(page: Page, { title, summary, text }: { title: string; summary: string; text: string }) {
    await page.getByLabel(en.TeamArticles.field.title, { exact: true }).fill(title);
    await page.getByLabel(en.TeamArticles.field.summary, { exact: true }).fill(summary);
    const body = page.locator('.ProseMirror');
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  }

  it('writes English and German with an image, previews, publishes English only, then German, then renames', async () => {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': '10.3.0.1' } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/en/team/sign-in');
    await page.getByRole('textbox', { name: en.Team.signIn.username }).fill('editor');
    await page.getByLabel(en.Team.signIn.password, { exact: false }).fill(PASSWORD);
    await page.getByRole('button', { name: en.Team.signIn.submit }).click();
    await page.waitForURL('**/en/team/**');

    // English: a new article, with an uploaded image in its text.
    await page.goto('/en/team/articles');
    await page.getByRole('link', { name: en.TeamArticles.new }).click();
    await fillArticle(page, {
      title: 'Agents that answer the phone',
      summary: 'What we learnt building a voice agent.',
      text: 'Voice agents are the next step. ',
    });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
    // The editor's own dialog asks for the description: required unless marked decorative.
    const describe = page.getByRole('dialog', { name: en.TeamArticles.imageDialog.title });
    await describe.getByRole('button', { name: en.TeamArticles.imageDialog.insert }).click();
    expect(await describe.getByRole('alert').textContent()).toBe(en.TeamArticles.imageDialog.missing);
    await describe.getByLabel(en.TeamArticles.imageDialog.alt, { exact: true }).fill('A diagram of the agent');
    await describe.getByRole('button', { name: en.TeamArticles.imageDialog.insert }).click();
    await expect.poll(() => page.locator('.ProseMirror img').count()).toBe(1);
    await page.getByRole('button', { name: en.TeamArticles.save }).click();
    await page.waitForURL(/\/en\/team\/articles\/\d+\/en\?saved=1$/);
    const articleId = /articles\/(\d+)\//.exec(page.url())![1];
    expect(await page.getByLabel(en.TeamArticles.field.slug, { exact: true }).inputValue()).toBe('agents-that-answer-the-phone');

    // German: written, saved, not published.
    await page.goto(`/en/team/articles/${articleId}/de`);
    await fillArticle(page, {
      title: 'Agenten, die ans Telefon gehen',
      summary: 'Was wir beim Bau eines Sprachagenten gelernt haben.',
      text: 'Sprachagenten sind der nächste Schritt.',
    });
    await page.getByLabel(en.TeamArticles.field.slug, { exact: true }).fill('agenten-am-telefon');
    await page.getByRole('button', { name: en.TeamArticles.save }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(en.TeamArticles.saved);

    // Preview of the English working copy: the public page's rendering, only for members.
    const preview = await context.newPage();
    await preview.goto(`/en/team/articles/${articleId}/en/preview`);
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toBe('Agents that answer the phone');
    expect(await preview.locator('figure img').getAttribute('alt')).toBe('A diagram of the agent');
    expect((await visit(`/en/team/articles/${articleId}/en/preview`)).status).toBe(307);
    expect((await visit('/en/insights/agents-that-answer-the-phone')).status).toBe(404);

    // Publish English only: it asks first, showing that all of it is new.
    await page.goto(`/en/team/articles/${articleId}/en`);
    await page.getByRole('button', { name: en.TeamArticles.publish }).click();
    const confirm = page.getByRole('dialog', { name: en.TeamArticles.confirm.publishTitle });
    expect(await confirm.textContent()).toContain(en.TeamArticles.confirm.firstPublish);
    await confirm.getByRole('button', { name: en.TeamArticles.confirm.publish }).click();
    await page.waitForURL(/published=1/);
    const english = await visit('/en/insights/agents-that-answer-the-phone');
    expect(english.status).toBe(200);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('Voice agents are the next step.');
    expect(englishHtml).toMatch(/<img src="\/api\/article-images\/\d+" alt="A diagram of the agent" width="2" height="2"/);
    expect(Object.keys(alternatesOf(englishHtml)).sort()).toEqual(['en', 'x-default']);
    expectPolicyCovers(englishHtml, english.headers.get('content-security-policy'));
    expect(await (await visit('/en/insights')).text()).toContain('/en/insights/agents-that-answer-the-phone');
    expect((await visit('/de/insights/agenten-am-telefon')).status).toBe(404);
    expect(await (await visit('/de/insights')).text()).not.toContain('agenten-am-telefon');

    // Then German: the visitor gets it, and the English now names its German alternate.
    await page.goto(`/en/team/articles/${articleId}/de`);
    await publishConfirmed(page);
    expect((await visit('/de/insights/agenten-am-telefon')).status).toBe(200);
    expect(await (await visit('/de/insights')).text()).toContain('/de/insights/agenten-am-telefon');
    expect(alternatesOf(await (await visit('/en/insights/agents-that-answer-the-phone')).text()).de).toMatch(/\/de\/insights\/agenten-am-telefon$/);

    // Renamed after publishing: the old address redirects permanently.
    await page.goto(`/en/team/articles/${articleId}/en`);
    await page.getByLabel(en.TeamArticles.field.slug, { exact: true }).fill('phone-agents');
    await publishConfirmed(page);
    const moved = await visit('/en/insights/agents-that-answer-the-phone');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toMatch(/\/en\/insights\/phone-agents$/);
    expect((await visit('/en/insights/phone-agents')).status).toBe(200);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('never loses a word: autosave survives a reload, leaving unsaved asks, restoring asks and keeps the working copy', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn();
    await page.goto('/en/team/articles/new/en');
    await fillArticle(page, { title: 'Keeping every word', summary: 'Summary one.', text: 'The first text.' });
    await page.getByRole('button', { name: en.TeamArticles.save }).click();
    await page.waitForURL(/\/en\/team\/articles\/\d+\/en\?saved=1$/);
    const articleId = /articles\/(\d+)\//.exec(page.url())![1];
    await publishConfirmed(page);
    // A second publication, then a working copy nobody published: a changed summary.
    const summary = page.getByLabel(en.TeamArticles.field.summary, { exact: true });
    await summary.fill('Summary two.');
    await publishConfirmed(page);
    await summary.fill('Summary three, not published.');
    expect(await saveState(page).textContent()).toBe(en.TeamArticles.autosave.unsaved);

    // Autosave: a moment later it is saved, and a reload finds it (and says when it was saved).
    await savedSoon(page);
    await page.reload();
    expect(await summary.inputValue()).toBe('Summary three, not published.');
    expect(await saveState(page).textContent()).toMatch(new RegExp(`^${en.TeamArticles.autosave.savedAt.replace('{time}', '')}\\S`));

    // Leaving with changes the server has not got (it is away): the page's own dialog for links, the browser's for the tab.
    await page.route('**/api/team/articles', (route) => route.abort());
    await page.locator('.ProseMirror').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Words the server never got.');
    await expect.poll(() => saveState(page).getAttribute('data-save-state'), { timeout: 20_000 }).toBe('failed');
    await page.getByRole('link', { name: en.TeamArticles.title, exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: en.TeamArticles.leave.title });
    await leave.getByRole('button', { name: en.TeamArticles.leave.stay }).click();
    expect(page.url()).toContain(`/en/team/articles/${articleId}/en`);
    expect(await page.locator('.ProseMirror').textContent()).toContain('Words the server never got.');
    const unload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await unload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await page.unroute('**/api/team/articles');
    await savedSoon(page);

    // Restore: it asks first and shows the difference; cancelling changes nothing.
    await page.reload();
    const history = page.getByRole('complementary', { name: en.TeamArticles.history.title });
    const oldest = history.getByRole('listitem').last();
    await oldest.getByRole('button', { name: en.TeamArticles.history.revert }).click();
    const restore = page.getByRole('dialog', { name: en.TeamArticles.confirm.restoreTitle });
    expect(await restore.textContent()).toContain(en.TeamArticles.confirm.restoreKeeps);
    expect(await restore.locator('del').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('three, not published')]));
    expect(await restore.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('one')]));
    await restore.getByRole('button', { name: en.TeamArticles.confirm.cancel }).click();
    expect(await (await visit('/en/insights/keeping-every-word')).text()).toContain('Summary two.');
    await oldest.getByRole('button', { name: en.TeamArticles.history.revert }).click();
    await restore.getByRole('button', { name: en.TeamArticles.confirm.restore }).click();
    await page.waitForURL(/restored=1/);
    expect(await (await visit('/en/insights/keeping-every-word')).text()).toContain('Summary one.');
    expect(await summary.inputValue()).toBe('Summary one.');
    // The working copy it replaced is in the history, credited, with its words.
    const kept = history.getByRole('listitem').filter({ hasText: en.TeamArticles.history.workingCopy });
    expect(await kept.count()).toBe(1);
    expect(await kept.textContent()).toContain('editor');
    await kept.getByText(en.TeamArticles.history.changes).click();
    expect(await kept.locator('[data-article-diff]').textContent()).toContain('Words the server never got.');

    // Scheduling asks first too.
    await page.getByLabel(en.TeamArticles.scheduleWhen).fill('2099-01-01T09:00');
    await page.getByRole('button', { name: en.TeamArticles.schedule, exact: true }).click();
    const schedule = page.getByRole('dialog', { name: en.TeamArticles.confirm.scheduleTitle });
    await schedule.getByRole('button', { name: en.TeamArticles.confirm.schedule }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Scheduled for' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a writer what they make: formatting as published, names that match their labels, axe clean', { timeout: 120_000 }, async () => {
    const { context, page } = await signedIn();
    await page.goto('/en/team/articles/new/en');
    // Each step's result is awaited before the next, and the text keeps the focus through a
    // toolbar press (two full runs lost a typed word when the press took it: tiptap's focus()
    // gives it back only in the next animation frame, late on a busy machine).
    const body = page.locator('.ProseMirror');
    const focusInText = () => page.evaluate(() => document.activeElement?.classList.contains('ProseMirror') ?? false);
    await body.click();
    await page.getByRole('button', { name: en.TeamArticles.toolbar.heading2, exact: true }).click();
    expect(await focusInText()).toBe(true);
    await body.locator('h2').waitFor();
    await page.keyboard.type('A heading');
    await body.locator('h2', { hasText: 'A heading' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en.TeamArticles.toolbar.bulletList, exact: true }).click();
    expect(await focusInText()).toBe(true);
    await body.locator('ul > li').waitFor();
    await page.keyboard.type('A point');
    await body.locator('li', { hasText: 'A point' }).waitFor();
    expect(await body.locator('h2').textContent()).toBe('A heading');
    const styles = await page.evaluate(() => {
      const body = document.querySelector('.ProseMirror')!;
      const heading = getComputedStyle(body.querySelector('h2')!);
      const paragraph = getComputedStyle(body.querySelector('li')!);
      return { heading: [heading.fontSize, heading.fontWeight], list: getComputedStyle(body.querySelector('ul')!).listStyleType, text: paragraph.fontSize };
    });
    expect(parseFloat(styles.heading[0]!)).toBeGreaterThan(parseFloat(styles.text));
    expect(Number(styles.heading[1])).toBeGreaterThanOrEqual(700);
    expect(styles.list).toBe('disc');
    // The writing area shows where the focus is.
    await page.locator('.ProseMirror').focus();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).not.toBe('none');
    // A link from the site's own dialog, found by searching.
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: en.TeamArticles.toolbar.link, exact: true }).click();
    const link = page.getByRole('dialog', { name: en.TeamArticles.linkDialog.title });
    await link.getByLabel(en.TeamArticles.linkDialog.address).fill('contact');
    await link.getByRole('button', { name: /\/en\/contact/ }).click();
    expect(await page.locator('.ProseMirror a').first().getAttribute('href')).toBe('/en/contact');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('refuses the article routes without a session and from another site', async () => {
    const save = await fetch(`${server.url}/api/team/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{}',
    });
    expect(save.status).toBe(401);
    const upload = await fetch(`${server.url}/api/team/articles/images`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'x' });
    expect(upload.status).toBe(403);
    expect((await visit('/en/team/articles')).status).toBe(307);
  });
});

describe('with PostgreSQL stopped: a stored copy or 503 with Retry-After, never 500', () => {
  const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
  let backend: ProductionBackend;
  const servers: NextServer[] = [];
  const first = seeds[0]!.versions.en.slug;
  const neverAsked = seeds[1]!.versions.en.slug;

  beforeAll(async () => {
    backend = await startProductionBackend({
      database: 'articles_outage',
      secret: 'outage-secret-0123456789-abcdefghijklmnop',
      member: 'keeper',
      password: 'correct horse battery staple',
    });
    servers.push(await startNext({ distDir, env: backend.env() }));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await backend?.stop();
  });

  const answer = async (server: NextServer, path: string) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return {
      path,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      cacheControl: response.headers.get('cache-control'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  /** Every answer is 200, or 503 with Retry-After and no-store; returns the statuses by path. */
  async function noFiveHundred(server: NextServer, paths: string[]) {
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      const got = await answer(server, path);
      statuses[path] = got.status;
      expect([200, 503], `${path}: ${got.status}`).toContain(got.status);
      if (got.status === 503) {
        expect(Number(got.retryAfter), path).toBeGreaterThan(0);
        expect(got.cacheControl, path).toBe('no-store');
      }
    }
    return statuses;
  }

  it('an instance that served them before answers its copies; an instance started while it is down answers 503, then the pages once it is back', async () => {
    const [warm] = servers as [NextServer];
    const article = (await answer(warm, `/en/insights/${first}`)).body.toString();
    const image = /\/api\/article-images\/\d+/.exec(article)![0];
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(article)![1]!.replaceAll('&amp;', '&')).pathname;
    const paths = ['/en/insights', `/en/insights/${first}`, '/en/insights/feed.xml', '/sitemap.xml', image, `${image}?w=480`, card];
    // Asked once while the database answers: each is now stored (page cache, image and feed copies).
    for (const path of paths) expect((await answer(warm, path)).status, path).toBe(200);

    backend.postgres.pause();
    const statuses = await noFiveHundred(warm, [...paths, `/en/insights/${neverAsked}`, '/en']);
    // What it served before it still serves; what it never had is 503.
    for (const path of ['/en/insights', `/en/insights/${first}`, '/en/insights/feed.xml', '/sitemap.xml', image, `${image}?w=480`, '/en'])
      expect(statuses[path], path).toBe(200);
    expect(statuses[`/en/insights/${neverAsked}`]).toBe(503);
    expect((await answer(warm, '/en/insights')).body.toString()).toContain(`/en/insights/${first}`);

    // Started while the database is down: the home page (texts from the catalogue), and for what
    // lists articles 503, not the build's copy rendered without any article.
    const cold = await startNext({ distDir, env: backend.env() });
    servers.push(cold);
    const coldStatuses = await noFiveHundred(cold, [...paths, '/en']);
    expect(coldStatuses['/en']).toBe(200);
    for (const path of ['/en/insights', `/en/insights/${first}`, '/en/insights/feed.xml', '/sitemap.xml', image]) expect(coldStatuses[path], path).toBe(503);
    expect(cold.log()).not.toMatch(/"level":"error"[^\n]*P2002/);

    backend.postgres.resume();
    await expect
      .poll(async () => (await answer(cold, '/en/insights')).body.toString().includes(`/en/insights/${first}`), { timeout: 60_000, interval: 1_000 })
      .toBe(true);
    for (const path of paths) expect((await answer(cold, path)).status, path).toBe(200);
  }, 300_000);
});
