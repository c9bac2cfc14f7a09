import { describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { storeImage, readImage, MAX_UPLOAD_BYTES } from '@/lib/articles/images';
import { loadSeedArticles, refreshSeedArticles, seedArticles } from '@/lib/articles/seed';
import {
  articleHistory,
  isValidSlug,
  listTeamArticles,
  publishArticle,
  publishDueArticles,
  revertArticle,
  saveArticleDraft,
  scheduleArticle,
  slugify,
} from '@/lib/articles/store';
import { openDatabase } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { engines, useTestDatabases, type Engine } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const doc = (words: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });

async function open(engine: Engine) {
  const { prisma } = await dbs.open(engine);
  const ada = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
  return { prisma, ada: { id: ada.id, username: ada.username } };
}

describe('slugs', () => {
  it('makes ASCII slugs of titles in every language and keeps the index segments free', () => {
    expect(slugify('Prompts, die Ihre Stimme bewahren – größer!')).toBe('prompts-die-ihre-stimme-bewahren-grosser');
    expect(slugify('Créer votre agent IA : les briques')).toBe('creer-votre-agent-ia-les-briques');
    // Per language: German spells umlauts out, French and Dutch drop accents.
    expect(slugify('Fünf Fragen an Ihre Daten – größer, schöner, älter', 'de')).toBe('fuenf-fragen-an-ihre-daten-groesser-schoener-aelter');
    expect(slugify('Über Straßen', 'de')).toBe('ueber-strassen');
    expect(slugify('Créer, déjà, être à l’œuvre', 'fr')).toBe('creer-deja-etre-a-l-oeuvre');
    expect(slugify('Geïnteresseerd in één café?', 'nl')).toBe('geinteresseerd-in-een-cafe');
    expect(slugify('Fünf', 'en')).toBe('funf');
    expect(isValidSlug('page')).toBe(false);
    expect(isValidSlug('tag')).toBe(false);
    expect(isValidSlug('a-b')).toBe(true);
    expect(isValidSlug('A-b')).toBe(false);
  });
});

describe.each(engines)('articles on %s', (engine) => {
  it('publishes English first, then a translation, keeps old slugs and flags outdated translations', async () => {
    const { prisma, ada } = await open(engine);
    expect(await saveArticleDraft(prisma, { locale: 'de', slug: 'x-y', title: 'T', summary: 'S', body: doc('x') }, ada)).toEqual({
      ok: false,
      code: 'english-first',
    });
    const created = await saveArticleDraft(
      prisma,
      { locale: 'en', slug: 'first-post', title: 'First', summary: 'Sum', body: doc('Hello'), tags: ['AI Agents', 'ai agents'] },
      ada,
    );
    if (!created.ok) throw new Error(created.code);
    const { articleId } = created;
    expect(
      await saveArticleDraft(prisma, { articleId, locale: 'de', slug: 'erster-beitrag', title: 'Erster', summary: 'Zus', body: doc('Hallo') }, ada),
    ).toMatchObject({ ok: true });
    expect(await publishArticle(prisma, { articleId, locale: 'de', user: ada })).toEqual({ ok: false, code: 'english-unpublished' });
    expect(await publishArticle(prisma, { articleId, locale: 'en', user: ada })).toMatchObject({
      ok: true,
      slug: 'first-post',
      previousSlug: null,
      unchanged: false,
    });
    expect(await publishArticle(prisma, { articleId, locale: 'en', user: ada })).toMatchObject({ ok: true, unchanged: true });
    expect(await publishArticle(prisma, { articleId, locale: 'de', user: ada })).toMatchObject({ ok: true, slug: 'erster-beitrag' });
    let [listed] = await listTeamArticles(prisma);
    expect(listed!.tags).toEqual(['ai-agents']);
    expect(listed!.versions.de).toMatchObject({ status: 'published', outdated: false });

    // The English changes, slug included: German is flagged, the old slug is kept for a redirect.
    await saveArticleDraft(prisma, { articleId, locale: 'en', slug: 'renamed-post', title: 'First, better', summary: 'Sum', body: doc('Hello again') }, ada);
    expect(await publishArticle(prisma, { articleId, locale: 'en', user: ada })).toMatchObject({ ok: true, slug: 'renamed-post', previousSlug: 'first-post' });
    [listed] = await listTeamArticles(prisma);
    expect(listed!.versions.de).toMatchObject({ outdated: true });
    expect((await prisma.articleSlug.findMany({ where: { locale: 'en' }, orderBy: { slug: 'asc' } })).map((row) => row.slug)).toEqual([
      'first-post',
      'renamed-post',
    ]);
    // Nobody else may take a slug the article had.
    const other = await saveArticleDraft(prisma, { locale: 'en', slug: 'first-post', title: 'Other', summary: 'S', body: doc('x') }, ada);
    expect(other).toEqual({ ok: false, code: 'slug-taken' });

    // Revert: the first revision again, as a new one.
    const history = await articleHistory(prisma, articleId, 'en');
    expect(history.map((entry) => [entry.title, entry.live])).toEqual([
      ['First, better', true],
      ['First', false],
    ]);
    expect(await revertArticle(prisma, { revisionId: history[1]!.id, user: ada })).toMatchObject({
      ok: true,
      slug: 'first-post',
      previousSlug: 'renamed-post',
    });
    const after = await articleHistory(prisma, articleId, 'en');
    expect(after[0]).toMatchObject({ title: 'First', live: true, revertOf: history[1]!.id });
  });

  it('publishes a scheduled version when it is due, English before its translation', async () => {
    const { prisma, ada } = await open(engine);
    const created = await saveArticleDraft(prisma, { locale: 'en', slug: 'later', title: 'Later', summary: 'S', body: doc('x') }, ada);
    if (!created.ok) throw new Error(created.code);
    await saveArticleDraft(prisma, { articleId: created.articleId, locale: 'nl', slug: 'later-nl', title: 'Later', summary: 'S', body: doc('x') }, ada);
    const at = new Date('2030-01-01T09:00:00Z');
    await scheduleArticle(prisma, { articleId: created.articleId, locale: 'nl', at, user: ada });
    await scheduleArticle(prisma, { articleId: created.articleId, locale: 'en', at, user: ada });
    expect(await publishDueArticles(prisma, new Date('2029-12-31T00:00:00Z'))).toEqual([]);
    const done = await publishDueArticles(prisma, new Date('2030-01-01T09:00:01Z'));
    expect(done.map((item) => item.locale)).toEqual(['en', 'nl']);
    expect((await listTeamArticles(prisma))[0]!.versions.nl).toMatchObject({ status: 'published', scheduledAt: null });
    // Credited to the member who scheduled it, not to "schedule".
    expect((await articleHistory(prisma, created.articleId, 'en'))[0]).toMatchObject({ createdByName: 'ada', kind: 'published' });
  });

  it("keeps the working copy as a revision before a restore replaces it, and shows each revision's changes word by word", async () => {
    const { prisma, ada } = await open(engine);
    const created = await saveArticleDraft(prisma, { locale: 'en', slug: 'kept', title: 'Kept', summary: 'First summary', body: doc('One two three') }, ada);
    if (!created.ok) throw new Error(created.code);
    const { articleId } = created;
    await publishArticle(prisma, { articleId, locale: 'en', user: ada });
    await saveArticleDraft(prisma, { articleId, locale: 'en', slug: 'kept', title: 'Kept', summary: 'Second summary', body: doc('One two four') }, ada);
    await publishArticle(prisma, { articleId, locale: 'en', user: ada });
    // A working copy nobody published yet: a changed summary.
    await saveArticleDraft(prisma, { articleId, locale: 'en', slug: 'kept', title: 'Kept', summary: 'Unpublished summary', body: doc('One two four') }, ada);
    const [second, first] = await articleHistory(prisma, articleId, 'en');
    expect(second!.changes.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'First' },
      { kind: 'added', text: 'Second' },
      { kind: 'removed', text: 'three' },
      { kind: 'added', text: 'four' },
    ]);
    const reverted = await revertArticle(prisma, { revisionId: first!.id, user: ada });
    expect(reverted).toMatchObject({ ok: true, kept: expect.any(Number) });
    const after = await articleHistory(prisma, articleId, 'en');
    expect(after.map((entry) => [entry.kind, entry.live, entry.text.split('\n\n')[1]])).toEqual([
      ['published', true, 'First summary'],
      ['working-copy', false, 'Unpublished summary'],
      ['published', false, 'Second summary'],
      ['published', false, 'First summary'],
    ]);
    // Restoring again with nothing unsaved keeps nothing more.
    expect(await revertArticle(prisma, { revisionId: after[2]!.id, user: ada })).toMatchObject({ ok: true, kept: null });
    // The kept working copy can itself be restored: published, and the working copy again.
    expect(await revertArticle(prisma, { revisionId: after[1]!.id, user: ada })).toMatchObject({ ok: true, kept: null });
    expect((await prisma.articleTranslation.findFirstOrThrow({ where: { articleId, locale: 'en' } })).summary).toBe('Unpublished summary');
  });

  it('stores images re-encoded as WebP, decided by content, and refuses what is no image', async () => {
    const { prisma, ada } = await open(engine);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const stored = await storeImage(prisma, png, ada.id);
    expect(stored).toMatchObject({ ok: true, image: { width: 1600, height: 800 } });
    if (!stored.ok) return;
    const read = await readImage(prisma, stored.image.id);
    expect(read?.mime).toBe('image/webp');
    expect((await sharp(read!.bytes).metadata()).format).toBe('webp');
    expect(
      await storeImage(
        prisma,
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        ada.id,
      ),
    ).toEqual({ ok: false, problem: 'unsupported-image' });
    expect(await storeImage(prisma, new TextEncoder().encode('GIF89a not really'), ada.id)).toEqual({ ok: false, problem: 'not-an-image' });
    expect(await storeImage(prisma, new Uint8Array(MAX_UPLOAD_BYTES + 1), ada.id)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('loads the seed once, in four languages each, published', async () => {
    const { prisma } = await open(engine);
    expect(await loadSeedArticles(prisma)).toBe(seedArticles.length);
    expect(await loadSeedArticles(prisma)).toBe(0);
    const listed = await listTeamArticles(prisma);
    expect(listed).toHaveLength(seedArticles.length);
    for (const article of listed) {
      expect(Object.keys(article.versions).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      for (const version of Object.values(article.versions)) expect(version).toMatchObject({ status: 'published', outdated: false });
    }
  });

  it('brings untouched seed translations up to a rewritten seed, keeps what the team changed, and redirects a renamed slug', async () => {
    const { prisma } = await open(engine);
    // The database loaded an earlier wording: the Dutch title and slug of before, no former slugs.
    const [first, ...rest] = seedArticles;
    const earlierNl = {
      ...first!.versions.nl!,
      slug: 'bouw-je-eigen-linkedin-ai-agent',
      title: 'Bouw je eigen LinkedIn-AI-agent: de vier bouwstenen',
      formerSlugs: undefined,
    };
    const earlier = [{ ...first!, versions: { ...first!.versions, nl: earlierNl, fr: { ...first!.versions.fr!, title: 'Ancien titre' } } }, ...rest];
    await loadSeedArticles(prisma, earlier);
    expect(await refreshSeedArticles(prisma, earlier)).toBe(0);
    // A member starts editing the French: a draft that differs from what is published.
    const fr = await prisma.articleTranslation.findFirstOrThrow({ where: { locale: 'fr', article: { seedKey: first!.key } } });
    await prisma.articleTranslation.update({ where: { id: fr.id }, data: { summary: 'Un brouillon de l’équipe' } });

    expect(await refreshSeedArticles(prisma)).toBe(1);
    const nl = await prisma.articleTranslation.findFirstOrThrow({
      where: { locale: 'nl', article: { seedKey: first!.key } },
      include: { slugs: true, revisions: true },
    });
    expect(nl).toMatchObject({ slug: 'bouw-je-eigen-ai-agent-voor-linkedin', title: 'Bouw je eigen AI-agent voor LinkedIn: de vier bouwstenen' });
    expect(nl.revisions).toHaveLength(2);
    expect(nl.publishedRevisionId).toBe(nl.revisions.at(-1)!.id);
    expect(nl.slugs.map((row) => row.slug).sort()).toEqual(['bouw-je-eigen-ai-agent-voor-linkedin', 'bouw-je-eigen-linkedin-ai-agent']);
    expect(await prisma.articleTranslation.findUniqueOrThrow({ where: { id: fr.id } })).toMatchObject({
      title: 'Ancien titre',
      summary: 'Un brouillon de l’équipe',
    });
    // Nothing left to do; the versions the refresh published are not outdated.
    expect(await refreshSeedArticles(prisma)).toBe(0);
    const listed = await listTeamArticles(prisma);
    expect(listed.find((article) => article.versions.nl?.slug === 'bouw-je-eigen-ai-agent-voor-linkedin')?.versions.nl).toMatchObject({
      status: 'published',
      outdated: false,
    });
  });

  it('gives a fresh database the former slugs of the seed, so old links redirect', async () => {
    const { prisma } = await open(engine);
    await loadSeedArticles(prisma);
    const slug = await prisma.articleSlug.findUniqueOrThrow({
      where: { locale_slug: { locale: 'nl', slug: 'bouw-je-eigen-linkedin-ai-agent' } },
      include: { translation: true },
    });
    expect(slug.translation.slug).toBe('bouw-je-eigen-ai-agent-voor-linkedin');
  });
});

describe('two instances starting together on one PostgreSQL', () => {
  it('load the seed once between them, and refresh a rewritten one once: one copy of each article and cover, no error', async () => {
    const url = await dbs.postgresUrl();
    const first = await openDatabase({ kind: 'postgres', url });
    const second = await openDatabase({ kind: 'postgres', url });
    try {
      await migrate(first, { log: () => {} });
      // An earlier wording of the first article's Dutch version, as an older release loaded it.
      const [one, ...rest] = seedArticles;
      const earlier = [{ ...one!, versions: { ...one!.versions, nl: { ...one!.versions.nl!, title: 'Een eerdere titel' } } }, ...rest];
      const loaded = await Promise.all([
        loadSeedArticles(first.prisma, earlier),
        loadSeedArticles(second.prisma, earlier),
        loadSeedArticles(first.prisma, earlier),
      ]);
      const refreshed = await Promise.all([refreshSeedArticles(first.prisma), refreshSeedArticles(second.prisma)]);
      expect(refreshed.reduce((sum, count) => sum + count, 0)).toBe(1);
      const nl = await first.prisma.articleTranslation.findFirstOrThrow({
        where: { locale: 'nl', article: { seedKey: one!.key } },
        include: { revisions: true },
      });
      expect(nl.revisions).toHaveLength(2);
      expect(nl.title).toBe(one!.versions.nl!.title);
      expect(loaded.reduce((sum, count) => sum + count, 0)).toBe(seedArticles.length);
      expect(await first.prisma.article.count()).toBe(seedArticles.length);
      expect(await first.prisma.articleImage.count()).toBe(seedArticles.length);
      expect(await first.prisma.articleTranslation.count()).toBe(seedArticles.length * 4);
    } finally {
      await Promise.allSettled([first.close(), second.close()]);
    }
  }, 120_000);
});
