import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import seed from '../lib/articles/seed/articles.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { startProductionBackend, type ProductionBackend } from './production-backend';
import { get, siteURL, useBrowser } from './support';

// Issue 33: the articles as visitors, search engines and the team meet them. First the seed on
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
  const scriptSrc = policy!.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src ')) ?? '';
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
      const expected = Object.fromEntries([...locales.map((locale) => [locale, `${siteURL}/${locale}/insights/${article.versions[locale].slug}`]), ['x-default', `${siteURL}/en/insights/${article.versions.en.slug}`]]);
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

  it('loads the index\'s first cover at once (its largest paint on a phone) and the others lazily', async () => {
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
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const article = blocks.find((block) => block['@type'] === 'Article');
    expect(article).toMatchObject({ headline: seeds[0]!.versions.de.title, inLanguage: 'de', author: { name: 'Granite Digital' } });
    expect(Date.parse(String(article!.datePublished))).not.toBeNaN();
    expect(Date.parse(String(article!.dateModified))).not.toBeNaN();
    expect(String(article!.image)).toMatch(/\/api\/article-images\/\d+$/);
    const image = await get(new URL(String(article!.image)).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    // Narrower copies at the fixed widths only, one spelling each.
    const narrow = await get(`${new URL(String(article!.image)).pathname}?w=480`);
    expect(narrow.status).toBe(200);
    expect(narrow.headers.get('cache-control')).toContain('immutable');
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
          entries: entries.map((entry) => ({ complete: ['id', 'title', 'updated', 'link'].every((name) => child(entry, name)), link: child(entry, 'link')?.getAttribute('href') })),
        };
      }, xml);
      expect(feed).toMatchObject({ error: false, root: 'http://www.w3.org/2005/Atom feed', feed: true });
      expect(feed.entries.map((entry) => entry.link).sort()).toEqual(seeds.map((article) => `${siteURL}/${locale}/insights/${article.versions[locale].slug}`).sort());
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
    await fillArticle(page, { title: 'Agents that answer the phone', summary: 'What we learnt building a voice agent.', text: 'Voice agents are the next step. ' });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#4f46e5' } }).png().toBuffer();
    page.once('dialog', (dialog) => dialog.accept('A diagram of the agent'));
    await page.locator('input[type=file]').first().setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.ProseMirror img').count()).toBe(1);
    await page.getByRole('button', { name: en.TeamArticles.save }).click();
    await page.waitForURL(/\/en\/team\/articles\/\d+\/en\?saved=1$/);
    const articleId = /articles\/(\d+)\//.exec(page.url())![1];
    expect(await page.getByLabel(en.TeamArticles.field.slug, { exact: true }).inputValue()).toBe('agents-that-answer-the-phone');

    // German: written, saved, not published.
    await page.goto(`/en/team/articles/${articleId}/de`);
    await fillArticle(page, { title: 'Agenten, die ans Telefon gehen', summary: 'Was wir beim Bau eines Sprachagenten gelernt haben.', text: 'Sprachagenten sind der nächste Schritt.' });
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

    // Publish English only.
    await page.goto(`/en/team/articles/${articleId}/en`);
    await page.getByRole('button', { name: en.TeamArticles.publish }).click();
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
    await page.getByRole('button', { name: en.TeamArticles.publish }).click();
    await page.waitForURL(/published=1/);
    expect((await visit('/de/insights/agenten-am-telefon')).status).toBe(200);
    expect(await (await visit('/de/insights')).text()).toContain('/de/insights/agenten-am-telefon');
    expect(alternatesOf(await (await visit('/en/insights/agents-that-answer-the-phone')).text()).de).toMatch(/\/de\/insights\/agenten-am-telefon$/);

    // Renamed after publishing: the old address redirects permanently.
    await page.goto(`/en/team/articles/${articleId}/en`);
    await page.getByLabel(en.TeamArticles.field.slug, { exact: true }).fill('phone-agents');
    await page.getByRole('button', { name: en.TeamArticles.publish }).click();
    await page.waitForURL(/published=1/);
    const moved = await visit('/en/insights/agents-that-answer-the-phone');
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toMatch(/\/en\/insights\/phone-agents$/);
    expect((await visit('/en/insights/phone-agents')).status).toBe(200);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('refuses the article routes without a session and from another site', async () => {
    const save = await fetch(`${server.url}/api/team/articles`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: '{}' });
    expect(save.status).toBe(401);
    const upload = await fetch(`${server.url}/api/team/articles/images`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'x' });
    expect(upload.status).toBe(403);
    expect((await visit('/en/team/articles')).status).toBe(307);
  });
});
