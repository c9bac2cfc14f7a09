import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFString, PDFArray, PDFRef } from 'pdf-lib';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { flattenMessages } from '@/lib/copy/messages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { readPdf, type PopplerPdf } from '@/test/poppler';
import { CONTACT_LINE, CONTACT_LINKS, LANGUAGE_TAG } from './brand';
import { renderWhitePaper } from './render';
import { INTRO, SECTIONS } from './structure';

// The PDFs as a reader gets them: text extracted by poppler's pdftotext in reading order, fonts
// listed by pdffonts, links and named destinations read from the file's objects.

const catalogues = { en, de, fr, nl } as unknown as Record<Locale, Messages & { WhitePaper: Record<string, unknown> }>;
const locales = ['en', 'de', 'fr', 'nl'] as const;
const paper = (locale: Locale) => flattenMessages(catalogues[locale].WhitePaper as Record<string, unknown>);

/** Letters and digits only, lower-cased: robust against line breaks, hyphenation and styling. */
const letters = (text: string) =>
  text
    .replace(/<\/?b>/g, '')
    .replace(/\u00ad/g, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Texts a reader sees in the body (metadata and the running footer are checked on their own). */
const printed = (locale: Locale) => [...paper(locale)].filter(([key]) => !key.startsWith('meta.') && key !== 'labels.pageOf' && key !== 'labels.footerTitle');

const pdfs = new Map<Locale, { bytes: Uint8Array; pdf: PopplerPdf }>();
const get = (locale: Locale) => pdfs.get(locale)!;

beforeAll(async () => {
  for (const locale of locales) {
    const bytes = await renderWhitePaper(locale, catalogues[locale]);
    pdfs.set(locale, { bytes, pdf: readPdf(bytes) });
  }
  return () => pdfs.forEach(({ pdf }) => pdf.dispose());
}, 240_000);

describe.each(locales)('the %s white paper', (locale) => {
  const texts = paper(locale);

  it('is 6 to 10 A4 pages with its metadata in its language', () => {
    const { pdf, bytes } = get(locale);
    expect(pdf.pages).toBeGreaterThanOrEqual(6);
    expect(pdf.pages).toBeLessThanOrEqual(10);
    for (let page = 1; page <= pdf.pages; page++) expect(pdf.info(page)[`Page${String(page).padStart(5)} size`]).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    const info = pdf.info();
    expect(info.Title).toBe(texts.get('meta.title'));
    expect(info.Subject).toBe(texts.get('meta.subject'));
    expect(info.Author).toBe('Granite Digital');
    expect(info.CreationDate).toBe('2025-06-02T09:00:00Z');
    expect(Buffer.from(bytes).toString('latin1')).toContain(`/Lang (${LANGUAGE_TAG[locale]})`);
  });

  it('embeds the site’s fonts, subset, and draws no text in any other', () => {
    const { pdf } = get(locale);
    const names = pdf.fonts().map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['Inter-Regular', 'Inter-Bold', 'PlusJakartaSans-Bold', 'PlusJakartaSans-ExtraBold']));
    for (let page = 1; page <= pdf.pages; page++) {
      for (const font of pdf.fonts(page)) {
        expect(font, `page ${page}`).toMatchObject({ embedded: true, subset: true, unicode: true });
        expect(font.name).toMatch(/^[A-Z]{6}\+(Inter|PlusJakartaSans)-/);
      }
    }
  });

  it('prints every white-paper text of its catalogue, in the order of the structure, and no other language', () => {
    const { pdf } = get(locale);
    const body = letters(bodyText(pdf, texts));
    const missing = printed(locale).filter(([, text]) => !body.includes(letters(text)));
    expect(missing).toEqual([]);
    // Reading order: after the contents list (which ends with the closing page's heading) the
    // headings follow each other in the order of the structure.
    const closing = letters(texts.get('closing.heading')!);
    const afterContents = body.slice(body.indexOf(closing) + closing.length);
    const headings = [...[INTRO, ...SECTIONS].map((section) => letters(texts.get(`sections.${section.key}.heading`)!)), closing];
    const positions = headings.map((heading) => afterContents.indexOf(heading));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const other of locales.filter((l) => l !== locale)) {
      for (const key of ['sections.whyTime.heading', 'closing.ctaTitle', 'cover.title']) {
        expect(body.includes(letters(paper(other).get(key)!)), `${other} ${key}`).toBe(false);
      }
    }
  });

  it('numbers every page after the cover in the running footer', () => {
    const { pdf } = get(locale);
    const footer = (page: number) => texts.get('labels.pageOf')!.replace('{page}', String(page)).replace('{total}', String(pdf.pages));
    expect(pdf.text({ page: 1 })).not.toContain(footer(1));
    for (let page = 2; page <= pdf.pages; page++) {
      const lines = pdf
        .text({ page })
        .trim()
        .split('\n')
        .filter((line) => line.trim());
      expect(lines.at(-1), `page ${page}`).toBe(footer(page));
      expect(lines.at(-2), `page ${page}`).toBe(`Granite Digital · ${texts.get('labels.footerTitle')}`);
    }
  });

  it('gives the right page for every entry of the contents, and links each to its section', async () => {
    const { pdf, bytes } = get(locale);
    const contents = pdf.text({ page: 2, layout: true }).split('\n');
    const entries = [INTRO, ...SECTIONS].map((section) => ({ id: section.id, title: texts.get(`sections.${section.key}.heading`)! }));
    entries.push({ id: 'about', title: texts.get('closing.heading')! });
    const doc = await PDFDocument.load(bytes);
    const destinations = namedDestinations(doc);
    for (const { id, title } of entries) {
      const line = contents.find((row) => row.replace(/[\u00a0\u202f]/g, ' ').includes(title.replace(/[\u00a0\u202f]/g, ' ')));
      expect(line, title).toBeDefined();
      const page = Number(/(\d+)\s*$/.exec(line!)?.[1]);
      expect(letters(pdf.text({ page })), `${title} on page ${page}`).toContain(letters(title));
      expect(destinations.get(id), `link target of ${id}`).toBe(page);
    }
    const contentsLinks = linkActions(doc, 1).filter((action) => action.dest !== undefined);
    expect(contentsLinks.map((action) => action.dest)).toEqual(entries.map((entry) => entry.id));
  });

  it('prints the contact details verbatim on the last page, each a working link', async () => {
    const { pdf } = get(locale);
    expect(pdf.text({ page: pdf.pages }).split('\n')).toContain(CONTACT_LINE);
    const urls = pdf
      .urls()
      .filter((link) => link.page === pdf.pages)
      .map((link) => link.url);
    expect(urls).toEqual(expect.arrayContaining(Object.values(CONTACT_LINKS)));
  });

  if (locale === 'fr') {
    it('keeps French punctuation on the line of the word before it (no-break spaces)', () => {
      const lines = get(locale).pdf.text().split('\n');
      expect(lines.filter((line) => /[:;?!%»]/.test(line)).length).toBeGreaterThan(20);
      expect(lines.filter((line) => /^\s*[:;?!%»]/.test(line))).toEqual([]);
      expect(lines.filter((line) => /«\s*$/.test(line))).toEqual([]);
    });
  }
});

/** Every page's text from `first` on, without the running footers, so text flows across pages. */
function bodyText(pdf: PopplerPdf, texts: Map<string, string>, first = 1): string {
  const footerTitle = `Granite Digital · ${texts.get('labels.footerTitle')}`;
  const pageOf = new RegExp(
    `^${texts
      .get('labels.pageOf')!
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{page}', '\\d+')
      .replace('{total}', '\\d+')}$`,
  );
  return Array.from({ length: pdf.pages - first + 1 }, (_, i) => pdf.text({ page: first + i }))
    .map((page) =>
      page
        .split('\n')
        .filter((line) => line !== footerTitle && !pageOf.test(line))
        .join('\n'),
    )
    .join('\n');
}

/** Named destination → 1-based page number, from the document catalogue's /Dests name tree. */
function namedDestinations(doc: PDFDocument): Map<string, number> {
  const pages = doc.getPages().map((page) => page.ref);
  const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('Dests'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
  const found = new Map<string, number>();
  for (let i = 0; i + 1 < names.size(); i += 2) {
    const name = names.lookup(i, PDFString).decodeText();
    const target = names.lookup(i + 1, PDFArray).get(0);
    found.set(name, pages.findIndex((ref) => target instanceof PDFRef && ref.toString() === target.toString()) + 1);
  }
  return found;
}

/** The link annotations of a page (0-based) in drawing order: a named destination or a URI. */
function linkActions(doc: PDFDocument, pageIndex: number): { dest?: string; uri?: string }[] {
  const annots = doc.getPage(pageIndex).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (!annots) return [];
  return annots.asArray().map((ref) => {
    const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
    const dest = action.lookupMaybe(PDFName.of('D'), PDFString);
    const uri = action.lookupMaybe(PDFName.of('URI'), PDFString);
    return { dest: dest?.decodeText(), uri: uri?.decodeText() };
  });
}
