import { describe, expect, it, vi } from 'vitest';
import { catalogueOf, catalogueText, englishHash, siteCatalogue } from '@/lib/copy/catalogue';
import {
  confirmTranslation,
  discardDraft,
  history,
  listDrafts,
  publicationTimes,
  publish,
  publishedTexts,
  revert,
  saveDraft,
  findDraft,
  seedCatalogueBaseline,
  translationStatus,
} from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { engines, useTestDatabases, type Engine } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

// A small catalogue of four languages, and the same after a build that changed English texts.
// Build 2 renamed the greeting's argument in every language.
const messages = (title: string, name: string) => ({
  en: { Home: { title, hello: `Hello {${name}}`, note: 'Read <link>our policy</link>.' } },
  de: { Home: { title: 'Wachsen', hello: `Hallo {${name}}`, note: 'Lesen Sie <link>unsere Richtlinie</link>.' } },
  fr: { Home: { title: 'Grandir', hello: `Bonjour {${name}}`, note: 'Lisez <link>notre politique</link>.' } },
  nl: { Home: { title: 'Groeien', hello: `Hallo {${name}}`, note: 'Lees <link>ons beleid</link>.' } },
});
const build1 = catalogueOf(messages('Grow', 'name'));
const build2 = catalogueOf(messages('Grow faster', 'firstName'));

const HERO = 'HomePage.hero.title';
const CTA = 'HomePage.cta.title';

async function open(engine: Engine) {
  const { prisma } = await dbs.open(engine);
  const ada = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
  const sam = await prisma.user.create({ data: { username: 'sam', password: 'x' } });
  return { prisma, ada: { id: ada.id, username: ada.username }, sam: { id: sam.id, username: sam.username } };
}

const outdatedKeys = async (prisma: PrismaClient, locale: 'de' | 'fr' | 'nl', catalogue = build1) =>
  (await translationStatus(prisma, locale, catalogue)).outdated.map((item) => item.key);

describe('the site catalogue', () => {
  it('flattens every string of messages/en.json under its dotted key', () => {
    expect(siteCatalogue.keys()).toContain(HERO);
    expect(siteCatalogue.keys().every((key) => typeof catalogueText('en', key) === 'string')).toBe(true);
    expect(catalogueText('de', 'Team.signIn.rateLimited')).toContain('{minutes, plural,');
    expect(catalogueText('en', 'HomePage')).toBeUndefined();
    expect(englishHash('Grow')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(engines)('copy store on %s', (engine) => {
  it('keeps one checked, trimmed draft per language and key, and drops it when it equals what visitors see', async () => {
    const { prisma, ada, sam } = await open(engine);
    expect(await saveDraft(prisma, { locale: 'de', key: 'HomePage.nope', text: 'x', user: ada })).toEqual({ ok: false, code: 'unknown-key' });
    expect(await saveDraft(prisma, { locale: 'es', key: HERO, text: 'x', user: ada })).toEqual({ ok: false, code: 'unknown-locale' });
    expect(await saveDraft(prisma, { locale: 'de', key: HERO, text: '  ', user: ada })).toEqual({ ok: false, code: 'empty' });
    expect(await saveDraft(prisma, { locale: 'de', key: 'ContactForm.privacyNote', text: 'Kein Link', user: ada })).toEqual({ ok: false, code: 'tags' });
    expect(await saveDraft(prisma, { locale: 'fr', key: 'Team.shell.signedInAs', text: 'Connecté', user: ada })).toEqual({
      ok: false,
      code: 'placeholders',
    });

    const saved = await saveDraft(prisma, { locale: 'de', key: HERO, text: '  Neuer Titel  ', user: ada });
    expect(saved).toMatchObject({ ok: true, draft: { locale: 'de', key: HERO, text: 'Neuer Titel', authorName: 'ada' } });
    // Sam's save would replace Ada's draft: refused with it, until Sam says he saw it and replaces it.
    const refused = await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Noch neuer', user: sam });
    expect(refused).toEqual({ ok: false, code: 'colleague-draft', draft: expect.objectContaining({ text: 'Neuer Titel', authorName: 'ada' }) });
    expect(await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Noch neuer', user: sam, replaces: '2020-01-01T00:00:00.000Z' })).toMatchObject({
      ok: false,
      code: 'colleague-draft',
    });
    // Nor does a text equal to what visitors see remove her draft unasked.
    expect(await saveDraft(prisma, { locale: 'de', key: HERO, text: catalogueText('de', HERO)!, user: sam })).toMatchObject({
      ok: false,
      code: 'colleague-draft',
    });
    expect(await findDraft(prisma, 'de', HERO, ada.id)).toMatchObject({ text: 'Neuer Titel', mine: true });
    expect(await findDraft(prisma, 'de', HERO, sam.id)).toMatchObject({ text: 'Neuer Titel', mine: false });
    const seen = (refused as { draft: { updatedAt: Date } }).draft.updatedAt.toISOString();
    const again = await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Noch neuer', user: sam, replaces: seen });
    expect(again).toMatchObject({ ok: true, draft: { text: 'Noch neuer', authorName: 'sam' } });
    // Her own draft Ada changes freely.
    expect(await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Titre', user: ada })).toMatchObject({ ok: true });
    await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Nouveau titre', user: ada });
    expect((await listDrafts(prisma, 'de')).map((draft) => [draft.key, draft.text])).toEqual([[HERO, 'Noch neuer']]);

    // Back to the catalogue's own text: nothing left to publish.
    expect(await saveDraft(prisma, { locale: 'de', key: HERO, text: ` ${catalogueText('de', HERO)} `, user: sam })).toEqual({ ok: true, draft: null });
    expect(await listDrafts(prisma, 'de')).toEqual([]);

    expect(await discardDraft(prisma, { locale: 'fr', key: HERO })).toBe(true);
    expect(await discardDraft(prisma, { locale: 'fr', key: HERO })).toBe(false);
  });

  it('publishes drafts as versions every visitor sees, per language, audited, each once', async () => {
    const { prisma, ada } = await open(engine);
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Wachsen mit KI', user: ada });
    await saveDraft(prisma, { locale: 'de', key: CTA, text: 'Jetzt starten', user: ada });
    await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Grandir avec l’IA', user: ada });

    expect(await publish(prisma, { locale: 'de', keys: [CTA], user: ada })).toEqual([CTA]);
    expect(await publishedTexts(prisma, 'de')).toEqual({ [CTA]: 'Jetzt starten' });
    // Two publishes at once: the drafts are locked, so each becomes one version.
    const results = await Promise.all([publish(prisma, { locale: 'de', user: ada }), publish(prisma, { locale: 'de', user: ada })]);
    expect(results.flat()).toEqual([HERO]);
    expect(await prisma.copyVersion.count({ where: { locale: 'de' } })).toBe(2);
    expect(await publishedTexts(prisma, 'de')).toEqual({ [CTA]: 'Jetzt starten', [HERO]: 'Wachsen mit KI' });
    expect(await listDrafts(prisma, 'de')).toEqual([]);
    // Other languages are untouched.
    expect(await publishedTexts(prisma, 'fr')).toEqual({});
    expect(await listDrafts(prisma, 'fr')).toHaveLength(1);
    expect(await publish(prisma, { locale: 'nl', user: ada })).toEqual([]);

    const [version] = await history(prisma, 'de', HERO);
    // A translation records the English it was written against.
    expect(version).toMatchObject({ text: 'Wachsen mit KI', authorName: 'ada', revertOf: null });
    expect((await prisma.copyVersion.findUniqueOrThrow({ where: { id: version!.id } })).englishHash).toBe(englishHash(catalogueText('en', HERO)!));
    const audit = await prisma.auditEntry.findMany({ where: { action: 'copy-publish' }, orderBy: { id: 'asc' } });
    expect(audit.map((entry) => entry.detail)).toEqual([
      { locale: 'de', count: 1, keys: CTA },
      { locale: 'de', count: 1, keys: HERO },
    ]);
    expect(audit[0]).toMatchObject({ actorId: ada.id, actorName: 'ada' });

    // A draft equal to the published text is taken back, not published; English hashes itself.
    expect(await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Wachsen mit KI', user: ada })).toEqual({ ok: true, draft: null });
    await saveDraft(prisma, { locale: 'en', key: HERO, text: 'Grow with AI', user: ada });
    expect(await publish(prisma, { locale: 'en', user: ada })).toEqual([HERO]);
    expect((await prisma.copyVersion.findFirstOrThrow({ where: { locale: 'en' } })).englishHash).toBe(englishHash('Grow with AI'));
  });

  it('keeps a draft that no longer fits a new build as a draft, and shows the catalogue text for a published one', async () => {
    const { prisma, ada } = await open(engine);
    await saveDraft(prisma, { locale: 'de', key: 'Home.hello', text: 'Servus {name}', user: ada }, build1);
    await saveDraft(prisma, { locale: 'fr', key: 'Home.hello', text: 'Salut {name}', user: ada }, build1);
    expect(await publish(prisma, { locale: 'de', user: ada }, build1)).toEqual(['Home.hello']);
    expect(await publishedTexts(prisma, 'de', build1)).toEqual({ 'Home.hello': 'Servus {name}' });

    // build2 calls the argument {firstName}: the old text would fail to render.
    expect(await publishedTexts(prisma, 'de', build2)).toEqual({});
    expect(await publish(prisma, { locale: 'fr', user: ada }, build2)).toEqual([]);
    expect(await listDrafts(prisma, 'fr')).toHaveLength(1);
    const status = await translationStatus(prisma, 'de', build2);
    expect(status.published).toEqual([
      expect.objectContaining({ key: 'Home.hello', publishedText: 'Servus {name}', currentText: 'Hallo {firstName}', applied: false }),
    ]);
  });

  it('reverts to the catalogue or to an earlier version of the same text, as a published change', async () => {
    const { prisma, ada, sam } = await open(engine);
    await saveDraft(prisma, { locale: 'nl', key: HERO, text: 'Eerste', user: ada });
    await publish(prisma, { locale: 'nl', user: ada });
    await saveDraft(prisma, { locale: 'nl', key: HERO, text: 'Tweede', user: ada });
    await publish(prisma, { locale: 'nl', user: ada });
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Anders', user: ada });
    await publish(prisma, { locale: 'de', user: ada });
    const [second, first] = await history(prisma, 'nl', HERO);
    const [german] = await history(prisma, 'de', HERO);

    expect(await revert(prisma, { locale: 'nl', key: HERO, toVersionId: german!.id, user: sam })).toEqual({ ok: false, code: 'unknown-version' });
    expect(await revert(prisma, { locale: 'nl', key: CTA, toVersionId: first!.id, user: sam })).toEqual({ ok: false, code: 'unknown-version' });
    expect(await revert(prisma, { locale: 'nl', key: HERO, toVersionId: 2 ** 40, user: sam })).toEqual({ ok: false, code: 'unknown-version' });
    expect(await revert(prisma, { locale: 'xx', key: HERO, toVersionId: null, user: sam })).toEqual({ ok: false, code: 'unknown-locale' });

    const restored = await revert(prisma, { locale: 'nl', key: HERO, toVersionId: first!.id, user: sam });
    expect(restored).toMatchObject({ ok: true, version: { text: 'Eerste', authorName: 'sam', revertOf: first!.id } });
    expect((await publishedTexts(prisma, 'nl'))[HERO]).toBe('Eerste');
    // Already shown: nothing to write.
    expect(await revert(prisma, { locale: 'nl', key: HERO, toVersionId: first!.id, user: sam })).toEqual({ ok: true, version: null });

    const back = await revert(prisma, { locale: 'nl', key: HERO, toVersionId: null, user: sam });
    expect(back).toMatchObject({ ok: true, version: { text: null, revertOf: null } });
    expect(await publishedTexts(prisma, 'nl')).toEqual({});
    // Still listed, with its history at hand: back to the original is a published change too.
    expect((await translationStatus(prisma, 'nl')).published).toEqual([
      expect.objectContaining({ key: HERO, publishedText: null, authorName: 'sam', applied: true }),
    ]);
    expect(await revert(prisma, { locale: 'nl', key: HERO, toVersionId: null, user: sam })).toEqual({ ok: true, version: null });

    expect((await history(prisma, 'nl', HERO)).map((version) => version.text)).toEqual([null, 'Eerste', 'Tweede', 'Eerste']);
    expect(second).toMatchObject({ text: 'Tweede', authorName: 'ada' });
    const audit = await prisma.auditEntry.findMany({ where: { action: 'copy-revert' }, orderBy: { id: 'asc' } });
    expect(audit.map((entry) => entry.detail)).toEqual([
      { locale: 'nl', key: HERO, version: (restored as { version: { id: number } }).version.id, to: first!.id },
      { locale: 'nl', key: HERO, version: (back as { version: { id: number } }).version.id, to: 'catalogue' },
    ]);

    const times = await publicationTimes(prisma);
    expect(Object.keys(times)).toEqual(['en', 'de', 'fr', 'nl']);
    expect(times.nl[HERO]).toEqual((back as { version: { createdAt: Date } }).version.createdAt);
    expect(times.de[HERO]).toEqual(german!.createdAt);
    expect(times.en).toEqual({});
  });

  it('lists drafts and published texts per language', async () => {
    const { prisma, ada, sam } = await open(engine);
    await saveDraft(prisma, { locale: 'de', key: 'Home.title', text: 'Wachsen jetzt', user: ada }, build1);
    await publish(prisma, { locale: 'de', user: ada }, build1);
    await saveDraft(prisma, { locale: 'de', key: 'Home.note', text: 'Siehe <link>Richtlinie</link>.', user: sam }, build1);

    const status = await translationStatus(prisma, 'de', build1);
    expect(status.drafts).toEqual([
      expect.objectContaining({
        key: 'Home.note',
        catalogueText: 'Lesen Sie <link>unsere Richtlinie</link>.',
        currentText: 'Lesen Sie <link>unsere Richtlinie</link>.',
        draftText: 'Siehe <link>Richtlinie</link>.',
        authorName: 'sam',
      }),
    ]);
    expect(status.published).toEqual([
      expect.objectContaining({ key: 'Home.title', catalogueText: 'Wachsen', currentText: 'Wachsen jetzt', authorName: 'ada', applied: true }),
    ]);
    expect(status.outdated).toEqual([]);
    expect((await translationStatus(prisma, 'en', build1)).outdated).toEqual([]);
  });

  it('flags translations after an English publish until they are confirmed or published anew', async () => {
    const { prisma, ada, sam } = await open(engine);
    for (const locale of ['de', 'fr', 'nl'] as const) expect(await outdatedKeys(prisma, locale)).toEqual([]);
    expect(await prisma.copyCatalogueBaseline.count()).toBe(3);

    await saveDraft(prisma, { locale: 'en', key: 'Home.title', text: 'Grow with us', user: ada }, build1);
    await publish(prisma, { locale: 'en', user: ada }, build1);
    for (const locale of ['de', 'fr', 'nl'] as const) expect(await outdatedKeys(prisma, locale)).toEqual(['Home.title']);
    const [flag] = (await translationStatus(prisma, 'de', build1)).outdated;
    expect(flag).toEqual({ key: 'Home.title', catalogueText: 'Wachsen', currentText: 'Wachsen', englishText: 'Grow with us', oldEnglishText: 'Grow' });

    expect(await confirmTranslation(prisma, { locale: 'de', key: 'Home.title', user: sam }, build1)).toEqual({ ok: true });
    expect(await outdatedKeys(prisma, 'de')).toEqual([]);
    await saveDraft(prisma, { locale: 'fr', key: 'Home.title', text: 'Grandir avec nous', user: sam }, build1);
    await publish(prisma, { locale: 'fr', user: sam }, build1);
    expect(await outdatedKeys(prisma, 'fr')).toEqual([]);
    expect(await outdatedKeys(prisma, 'nl')).toEqual(['Home.title']);

    // English goes back to the catalogue's text: what de and fr followed is gone, nl fits again.
    await revert(prisma, { locale: 'en', key: 'Home.title', toVersionId: null, user: ada }, build1);
    expect(await outdatedKeys(prisma, 'de')).toEqual(['Home.title']);
    expect(await outdatedKeys(prisma, 'fr')).toEqual(['Home.title']);
    expect(await outdatedKeys(prisma, 'nl')).toEqual([]);

    // A publish newer than the confirmation counts, and the other way round.
    await confirmTranslation(prisma, { locale: 'fr', key: 'Home.title', user: sam }, build1);
    expect(await outdatedKeys(prisma, 'fr')).toEqual([]);

    // A translation brought back is as old as the English it was written against.
    await saveDraft(prisma, { locale: 'fr', key: 'Home.title', text: 'Grandir toujours', user: sam }, build1);
    await publish(prisma, { locale: 'fr', user: sam }, build1);
    await saveDraft(prisma, { locale: 'de', key: 'Home.title', text: 'Wachsen, wieder', user: sam }, build1);
    await publish(prisma, { locale: 'de', user: sam }, build1);
    expect(await outdatedKeys(prisma, 'fr')).toEqual([]);
    await saveDraft(prisma, { locale: 'en', key: 'Home.title', text: 'Grow, again', user: ada }, build1);
    await publish(prisma, { locale: 'en', user: ada }, build1);
    await confirmTranslation(prisma, { locale: 'fr', key: 'Home.title', user: sam }, build1);
    expect(await outdatedKeys(prisma, 'fr')).toEqual([]);
    const [, older] = await history(prisma, 'fr', 'Home.title');
    expect(older?.text).toBe('Grandir avec nous');
    await revert(prisma, { locale: 'fr', key: 'Home.title', toVersionId: older!.id, user: sam }, build1);
    expect(await outdatedKeys(prisma, 'fr')).toEqual(['Home.title']);
    // Back to the catalogue's translation: written against the catalogue's English, "Grow".
    await revert(prisma, { locale: 'de', key: 'Home.title', toVersionId: null, user: sam }, build1);
    expect(await outdatedKeys(prisma, 'de')).toEqual(['Home.title']);

    expect(await confirmTranslation(prisma, { locale: 'en', key: 'Home.title', user: sam }, build1)).toEqual({ ok: false, code: 'not-a-translation' });
    expect(await confirmTranslation(prisma, { locale: 'de', key: 'Home.gone', user: sam }, build1)).toEqual({ ok: false, code: 'unknown-key' });
    expect((await prisma.auditEntry.findMany({ where: { action: 'copy-confirm' }, orderBy: { id: 'asc' } })).map((entry) => entry.detail)).toEqual([
      { locale: 'de', key: 'Home.title' },
      { locale: 'fr', key: 'Home.title' },
      { locale: 'fr', key: 'Home.title' },
    ]);
  });

  it('flags translations when a new build changes an English catalogue text', async () => {
    const { prisma, sam } = await open(engine);
    // The database saw build 1 first; build 2 changed the English of two keys.
    expect(await seedCatalogueBaseline(prisma, build1)).toBe(3);
    expect(await seedCatalogueBaseline(prisma, build2)).toBe(0);
    expect(await outdatedKeys(prisma, 'de', build2)).toEqual(['Home.hello', 'Home.title']);

    await confirmTranslation(prisma, { locale: 'de', key: 'Home.title', user: sam }, build2);
    expect(await outdatedKeys(prisma, 'de', build2)).toEqual(['Home.hello']);
    await saveDraft(prisma, { locale: 'de', key: 'Home.hello', text: 'Guten Tag {firstName}', user: sam }, build2);
    await publish(prisma, { locale: 'de', user: sam }, build2);
    expect(await outdatedKeys(prisma, 'de', build2)).toEqual([]);
    expect(await outdatedKeys(prisma, 'nl', build2)).toEqual(['Home.hello', 'Home.title']);
  });

  it('reads the published texts in index order, without sorting', async () => {
    const db = await dbs.open(engine);
    const session = await db.openSession();
    try {
      // An empty table is read whole, whatever the indexes: tell the planner to use one if it can.
      await session.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
      const plan = await session.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT "key", "text" FROM (SELECT DISTINCT ON ("key") "key", "text" FROM "copy_versions" WHERE "locale" = 'de' ORDER BY "key" DESC, "id" DESC) AS "latest" WHERE "text" IS NOT NULL`,
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Scan Backward using copy_versions_locale_key_id_idx');
      expect(text).not.toContain('Sort');
    } finally {
      await session.exec('RESET enable_seqscan; RESET enable_bitmapscan');
      await session.release();
    }
  });
});
