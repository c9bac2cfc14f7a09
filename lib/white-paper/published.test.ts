import { describe, expect, it, vi } from 'vitest';
import { catalogueOf, siteCatalogue } from '@/lib/copy/catalogue';
import { checkCopyText } from '@/lib/copy/safety';
import { publish, saveDraft, translationStatus } from '@/lib/copy/store';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { useTestDatabases } from '@/test/databases';
import { readPdf } from '@/test/poppler';
import { OUTAGE_PDF_MS, whitePaperPdf } from './published';

vi.mock('server-only', () => ({}));

// A white-paper text is a catalogue text like any other: published like one, flagged when its
// English changes, checked like one, and a published wording is in the next PDF of its language.

const dbs = useTestDatabases();
const KEY = 'WhitePaper.sections.atAGlance.p1';
const paperKeys = siteCatalogue.keys().filter((key) => key.startsWith('WhitePaper.'));
const textOf = (pdf: Uint8Array) => {
  const read = readPdf(pdf);
  try {
    return read.text().replace(/\s+/g, ' ');
  } finally {
    read.dispose();
  }
};

describe('the white paper’s texts in the catalogues', () => {
  it('are all there in every language, and all pass the editor’s safety check as they are', () => {
    expect(paperKeys.length).toBeGreaterThan(180);
    for (const locale of ['en', 'de', 'fr', 'nl'] as const) {
      for (const key of paperKeys) {
        const text = siteCatalogue.text(locale, key);
        expect(text, `${locale} ${key}`).toBeDefined();
        expect(checkCopyText(text!, text!), `${locale} ${key}`).toBeNull();
      }
    }
    // Bold runs are <b> tags the check keeps: a wording that drops them is refused.
    const bold = 'WhitePaper.cover.audience';
    expect(siteCatalogue.text('de', bold)).toContain('<b>');
    expect(checkCopyText(siteCatalogue.text('de', bold)!, 'Für alle, die auf LinkedIn präsent sein wollen.')).toEqual({ code: 'tags' });
  });
});

describe('the white paper from the published texts', () => {
  it('renders a published wording in the next PDF of that language only, and keeps every other PDF', async () => {
    const { prisma } = await dbs.open('pglite');
    const user = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
    const db = async () => prisma;
    const before = { de: await whitePaperPdf(db, 'de'), en: await whitePaperPdf(db, 'en') };
    expect(await whitePaperPdf(db, 'de')).toBe(before.de); // cached
    const catalogueWording = siteCatalogue.text('de', KEY)!;
    expect(textOf(before.de)).toContain(catalogueWording.slice(0, 60));

    // Another text published: the PDF stays as it is.
    await saveDraft(prisma, { locale: 'de', key: 'HomePage.hero.title', text: 'Wachsen Sie mit uns', user });
    await publish(prisma, { locale: 'de', user });
    expect(await whitePaperPdf(db, 'de')).toBe(before.de);

    const wording = 'LinkedIn belohnt Beständigkeit: Wer regelmäßig Nützliches teilt, wird gesehen. Diese Fassung wurde im Teambereich veröffentlicht.';
    expect(await saveDraft(prisma, { locale: 'de', key: KEY, text: wording, user })).toMatchObject({ ok: true });
    expect(await publish(prisma, { locale: 'de', user })).toEqual([KEY]);

    const after = await whitePaperPdf(db, 'de');
    expect(after).not.toBe(before.de);
    const text = textOf(after);
    expect(text).toContain('Diese Fassung wurde im Teambereich veröffentlicht.');
    expect(text).not.toContain(catalogueWording.slice(0, 60));
    expect(await whitePaperPdf(db, 'en')).toBe(before.en);
  }, 240_000);

  it('falls back to the catalogue when the database cannot be read, rendered once per language for a minute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = async () => {
      throw new Error('database down');
    };
    let now = 1_000_000;
    const clock = () => now;
    const pdf = await whitePaperPdf(broken, 'nl', clock);
    expect(textOf(pdf)).toContain(siteCatalogue.text('nl', 'WhitePaper.closing.ctaTitle')!);
    expect(error).toHaveBeenCalledTimes(1);
    // A burst of downloads during the outage reuses that render: no second render, no second log line.
    const burst = await Promise.all(Array.from({ length: 5 }, () => whitePaperPdf(broken, 'nl', clock)));
    for (const again of burst) expect(again).toBe(pdf);
    expect(error).toHaveBeenCalledTimes(1);
    // After OUTAGE_PDF_MS the texts are asked again (still down: one new render).
    now += OUTAGE_PDF_MS + 1;
    const later = await whitePaperPdf(broken, 'nl', clock);
    expect(later).not.toBe(pdf);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  }, 120_000);

  it('serves the last PDF with published texts while the database is down', async () => {
    const { prisma } = await dbs.open('pglite');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const published = await whitePaperPdf(async () => prisma, 'fr');
    const during = await whitePaperPdf(async () => {
      throw new Error('database down');
    }, 'fr');
    expect(during).toBe(published);
    error.mockRestore();
  }, 120_000);

  it('flags a translation of a white-paper text as outdated when its English changes', async () => {
    const { prisma } = await dbs.open('pglite');
    const build1 = catalogueOf({ en, de, fr, nl } as never);
    const changedEnglish = structuredClone(en) as typeof en;
    changedEnglish.WhitePaper.sections.atAGlance.p1 = 'LinkedIn rewards people who post useful things regularly.';
    const build2 = catalogueOf({ en: changedEnglish, de, fr, nl } as never);
    expect((await translationStatus(prisma, 'de', build1)).outdated.map((item) => item.key)).not.toContain(KEY);
    expect((await translationStatus(prisma, 'de', build2)).outdated.map((item) => item.key)).toContain(KEY);
  });
});
