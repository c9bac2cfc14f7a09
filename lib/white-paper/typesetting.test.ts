import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { flattenMessages } from '@/lib/copy/messages';
import { unsafeSoftHyphen } from '@/messages/copy-rules';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { readPdf, type PopplerPdf } from '@/test/poppler';
import { countPages, whitePaperPageCount } from './page-count';
import { renderWhitePaper } from './render';
import { SECTIONS } from './structure';

vi.mock('server-only', () => ({}));

// The white paper typeset as a reader sees it, read back with poppler: no page left nearly
// empty, no section number alone at the start of a line, no compound misspelled by a soft
// hyphen that did not break, no table row alone on a page, and the page count the site
// announces is the document's.

const catalogues = { en, de, fr, nl } as unknown as Record<Locale, Messages & { WhitePaper: Record<string, unknown>; DiyAgentsPage: Record<string, unknown> }>;
const locales = ['en', 'de', 'fr', 'nl'] as const;

/** A4 body area (styles.ts: paddingTop 62, paddingBottom 70 of 841.9 pt); the footer sits below it. */
const BODY_TOP = 62;
const BODY_BOTTOM = 841.9 - 70;
/**
 * A page whose text ends above this share of the body is "nearly empty": the nl page 9 once
 * ended at 18 %. Each language's last page of running text ends at 60 % or more.
 */
const MIN_FILLED = 0.4;
/** The words a section reference is made of: „section 05“, „Abschnitt 05“, „hoofdstuk 05“. */
const SECTION_WORD = /(?:^|\s)(section|Abschnitt|hoofdstuk|chapitre|Kapitel)$/;

const pdfs = new Map<Locale, { bytes: Uint8Array; pdf: PopplerPdf }>();
const get = (locale: Locale) => pdfs.get(locale)!;

beforeAll(async () => {
  for (const locale of locales) {
    const bytes = await renderWhitePaper(locale, catalogues[locale]);
    pdfs.set(locale, { bytes, pdf: readPdf(bytes) });
  }
}, 240_000);
afterAll(() => pdfs.forEach(({ pdf }) => pdf.dispose()));

/** How far down the body the page's text reaches, 0 to 1 (the running footer left out). */
function filled(pdf: PopplerPdf, page: number): number {
  const bottom = Math.max(
    BODY_TOP,
    ...pdf
      .words(page)
      .filter((word) => word.yMax <= BODY_BOTTOM + 4)
      .map((word) => word.yMax),
  );
  return (bottom - BODY_TOP) / (BODY_BOTTOM - BODY_TOP);
}

describe.each(locales)('the %s white paper, typeset', (locale) => {
  const texts = flattenMessages(catalogues[locale].WhitePaper as Record<string, unknown>);

  it(`leaves no page nearly empty (text down to ${MIN_FILLED * 100} % of the body at least)`, () => {
    const { pdf } = get(locale);
    // The cover (page 1) is a designed page of its own.
    const thin = Array.from({ length: pdf.pages - 1 }, (_, i) => i + 2)
      .map((page) => ({ page, filled: Math.round(filled(pdf, page) * 100) }))
      .filter(({ filled: share }) => share < MIN_FILLED * 100);
    expect(thin).toEqual([]);
  });

  it('never ends a line with „section“ and starts the next with its number', () => {
    const { pdf } = get(locale);
    const lines = pdf.text().split('\n');
    const split = lines.flatMap((line, i) =>
      SECTION_WORD.test(line.trimEnd()) && /^\s*\d/.test(lines[i + 1] ?? '') ? [`${line.trim()} / ${lines[i + 1]!.trim()}`] : [],
    );
    expect(split).toEqual([]);
    // The catalogue binds them with a no-break space, which the check above relies on.
    const references = [...texts.values()].flatMap((text) => [...text.matchAll(/(section|Abschnitt|hoofdstuk)(\s)\d/g)].map((m) => m[2]));
    expect(references.length).toBeGreaterThan(0);
    expect(references.every((space) => space === '\u00A0')).toBe(true);
  });

  it('prints every compound with a soft hyphen correctly spelled, broken or not', () => {
    const { pdf } = get(locale);
    const body = pdf.text().replace(/-\n/g, '-').replace(/\s+/g, ' ');
    const compounds = [...texts.values()].flatMap((text) => text.match(/[\p{L}\u00AD-]*\u00AD[\p{L}\u00AD-]*/gu) ?? []);
    const problems = compounds.flatMap((compound) => {
      const joined = compound.replace(/\u00AD/g, '');
      const printedJoined = body.includes(joined);
      const printedBroken = compound.split('\u00AD').some((_, i, parts) => body.includes(`${parts.slice(0, i + 1).join('')}-${parts.slice(i + 1).join('')}`));
      if (!printedJoined && !printedBroken) return [`${joined}: not found in the PDF`];
      return printedJoined && unsafeSoftHyphen(locale, compound) ? [`${joined}: misspelled where the line did not break`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('sets every table on one page (the §02 table split across pages 3–4 in French)', () => {
    const { pdf } = get(locale);
    const tables = SECTIONS.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.kind === 'table'
          ? [
              {
                at: `${section.key}.${block.key}`,
                cells: Array.from({ length: block.rows }, (_, r) => texts.get(`sections.${section.key}.${block.key}.rows.${r + 1}.1`)!.replace(/<\/?b>/g, '')),
              },
            ]
          : [],
      ),
    );
    expect(tables.length).toBe(3);
    const pages = Array.from({ length: pdf.pages }, (_, i) => pdf.text({ page: i + 1, layout: true }).split('\n'));
    const pageOf = (cell: string) => pages.flatMap((lines, i) => (lines.some((line) => line.trimStart().startsWith(`${cell}  `)) ? [i + 1] : []));
    const problems = tables.flatMap(({ at, cells }) => {
      const pages = [...new Set(cells.flatMap(pageOf))];
      return pages.length === 1 ? [] : [`${at}: rows on pages ${pages.join(', ') || 'none found'}`];
    });
    expect(problems).toEqual([]);
  });

  it('carries no table row alone onto a page', () => {
    const { pdf } = get(locale);
    const tables = SECTIONS.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.kind === 'table'
          ? [Array.from({ length: block.rows }, (_, r) => texts.get(`sections.${section.key}.${block.key}.rows.${r + 1}.1`)!.replace(/<\/?b>/g, ''))]
          : [],
      ),
    );
    expect(tables.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (let page = 1; page <= pdf.pages; page++) {
      const lines = pdf.text({ page, layout: true }).split('\n');
      for (const firstCells of tables) {
        const rows = firstCells.filter((cell) => lines.some((line) => line.trimStart().startsWith(`${cell}  `)));
        if (rows.length === 1) problems.push(`page ${page}: only the row „${rows[0]}“ of its table`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('announces on the site the number of pages the PDF has, counted from the document', async () => {
    const { pdf, bytes } = get(locale);
    expect(countPages(bytes)).toBe(pdf.pages);
    expect(await whitePaperPageCount(locale, catalogues[locale])).toBe(pdf.pages);
    const page = catalogues[locale].DiyAgentsPage as { heroNote: string; inside: { subtitle: string } };
    // Nothing typed: the count is an argument of both texts, and no number stands in them.
    for (const text of [page.heroNote, page.inside.subtitle]) {
      expect(text).toContain('{pages}');
      expect(text.replace('{pages}', '')).not.toMatch(/\d|\b(?:nine|ten|neun|zehn|neuf|dix|negen|tien)\b/i);
    }
    const t = createTranslator({ locale, messages: catalogues[locale] }) as unknown as (key: string, values: { pages: number }) => string;
    expect(t('DiyAgentsPage.heroNote', { pages: pdf.pages })).toContain(String(pdf.pages));
    expect(t('DiyAgentsPage.inside.subtitle', { pages: pdf.pages })).toContain(String(pdf.pages));
  });
});

describe('the typesetting checks themselves', () => {
  it('take a Dutch soft hyphen between two vowels for a misspelling, and German and French ones for none', () => {
    expect(unsafeSoftHyphen('nl', 'Redactie\u00ADinspanning')).toBeDefined();
    expect(unsafeSoftHyphen('nl', 'Redactie-inspanning')).toBeUndefined();
    expect(unsafeSoftHyphen('nl', 'Werk\u00ADdruk')).toBeUndefined();
    expect(unsafeSoftHyphen('de', 'Überarbeitungs\u00ADaufwand')).toBeUndefined();
  });

  it('see a section word at the end of a line', () => {
    expect(SECTION_WORD.test('wie in Abschnitt')).toBe(true);
    expect(SECTION_WORD.test('the sections')).toBe(false);
  });
});
