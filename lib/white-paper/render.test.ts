import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts, decodePDFRawStream, type PDFObject } from 'pdf-lib';

import { CONTACT_LINE, DOCUMENT_DATE } from './brand';
import { WHITE_PAPER_LOCALES, getWhitePaperContent } from './content';
import type { Block, WhitePaperContent, WhitePaperLocale } from './content/types';
import { renderWhitePaper } from './render';
import { isWinAnsi, sanitizeText, stripMarkup, unencodableChars } from './text';

/* ----------------------------------------------------------------------------
 * Helpers: pull the drawn text back out of the PDF.
 * pdf-lib writes every string as `<hex> Tj` in a Flate-compressed content
 * stream, encoded in WinAnsi (windows-1252).
 * ------------------------------------------------------------------------- */

/** windows-1252 0x80–0x9F (Node's TextDecoder may lack the full table). */
const CP1252_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16);
    const char = code >= 0x80 && code <= 0x9f ? CP1252_HIGH[code] : String.fromCharCode(code);
    if (char === undefined) throw new Error(`undefined WinAnsi code 0x${code.toString(16)}`);
    out += char;
  }
  return out;
}

function streamBytes(doc: PDFDocument, ref: PDFObject | undefined): Uint8Array {
  const stream = ref ? doc.context.lookup(ref) : undefined;
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  throw new Error('unexpected content stream type');
}

/** Text segments (one per Tj operator) for every page, in drawing order. */
async function extractSegments(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs: (PDFObject | undefined)[] = contents instanceof PDFArray ? contents.asArray() : [contents];
    const segments: string[] = [];
    for (const ref of refs) {
      const ops = Buffer.from(streamBytes(doc, ref)).toString('latin1');
      for (const match of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) segments.push(decodeHex(match[1] ?? ''));
    }
    return segments;
  });
}

/** Letters and digits only, lower-cased: robust against wrapping and styling. */
function letters(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'bullets':
    case 'steps':
      return block.items.flatMap((item) => (typeof item === 'string' ? [item] : [item.lead, item.text]));
    case 'checklist':
      return [block.title, ...block.items];
    case 'table':
      return [...block.columns, ...block.rows.flat()];
    case 'prompt':
      return [block.title, block.text];
    case 'callout':
      return [block.title, block.text];
    case 'stat':
      return [block.value, block.label, block.text];
    case 'flow':
      return [...block.steps.flatMap((s) => [s.title, s.text]), block.loop];
  }
}

/** Every piece of text the reader should find in the PDF. */
function visibleTexts(content: WhitePaperContent): string[] {
  const { cover, closing } = content;
  return [
    cover.eyebrow,
    cover.title,
    cover.subtitle,
    cover.audience,
    cover.offices,
    ...cover.highlights.flatMap((h) => [h.value, h.text]),
    content.labels.contents,
    ...[content.intro, ...content.sections].flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)]),
    closing.heading,
    ...closing.paragraphs,
    closing.helpTitle,
    ...closing.help,
    closing.officesTitle,
    ...closing.offices.flatMap((o) => [o.city, o.text]),
    closing.ctaTitle,
    closing.ctaText,
    closing.contact,
    closing.disclaimer,
  ];
}

/** All strings in a content object, including metadata and labels. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function footerFor(content: WhitePaperContent, page: number, total: number): string {
  const label = content.labels.pageOf.replace('{page}', String(page)).replace('{total}', String(total));
  return sanitizeText(`Granite Digital · ${content.labels.footerTitle}${label}`, content.locale);
}

const TITLE_WORDS: Record<WhitePaperLocale, RegExp> = {
  en: /LinkedIn AI agent/,
  de: /LinkedIn-KI-Agent/,
  fr: /agent IA/,
  nl: /AI-agent voor LinkedIn/,
};

/* ------------------------------------------------------------------------- */

const rendered = new Map<WhitePaperLocale, Uint8Array>();

beforeAll(async () => {
  for (const locale of WHITE_PAPER_LOCALES) rendered.set(locale, await renderWhitePaper(locale));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function pdfOf(locale: WhitePaperLocale): Uint8Array {
  const bytes = rendered.get(locale);
  if (!bytes) throw new Error(`not rendered: ${locale}`);
  return bytes;
}

describe('white paper content', () => {
  it.each(WHITE_PAPER_LOCALES)('%s: every string is expressible in WinAnsi (no lossy fallback)', (locale) => {
    const content = getWhitePaperContent(locale);
    expect(content.locale).toBe(locale);
    for (const text of allStrings(content)) {
      expect(unencodableChars(text), text).toEqual([]);
      const clean = sanitizeText(text, locale);
      expect([...clean].every(isWinAnsi), clean).toBe(true);
    }
  });

  it('all locales share the same structure', () => {
    const shape = (c: WhitePaperContent) => ({
      sections: [c.intro, ...c.sections].map((s) => ({
        id: s.id,
        blocks: s.blocks.map((b) => {
          if (b.kind === 'table') return `table:${b.columns.length}x${b.rows.length}`;
          if (b.kind === 'bullets' || b.kind === 'steps' || b.kind === 'checklist') return `${b.kind}:${b.items.length}`;
          if (b.kind === 'flow') return `flow:${b.steps.length}`;
          return b.kind;
        }),
      })),
      highlights: c.cover.highlights.length,
      help: c.closing.help.length,
      offices: c.closing.offices.map((o) => o.city),
      paragraphs: c.closing.paragraphs.length,
    });
    const reference = shape(getWhitePaperContent('en'));
    for (const locale of WHITE_PAPER_LOCALES) expect(shape(getWhitePaperContent(locale)), locale).toEqual(reference);
  });

  it('every closing page carries the exact contact line', () => {
    for (const locale of WHITE_PAPER_LOCALES) expect(getWhitePaperContent(locale).closing.contact).toBe(CONTACT_LINE);
  });
});

describe('text sanitising', () => {
  it('maps characters outside WinAnsi and keeps the rest', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const nasty = 'A → B ≥ C ✓ \u202F\u2009 ĳ ﬁ 🙂 Ω äöüß éèêàçôîï ë ÿ œ « » – — ’ “ ” … €';
    const clean = sanitizeText(nasty, 'en');
    expect(() => font.encodeText(clean)).not.toThrow();
    expect(clean).toContain('A -> B >= C');
    expect(clean).toContain('äöüß éèêàçôîï ë ÿ œ « » – — ’ “ ” … €');
    expect(clean).toContain('ij fi');
    expect(unencodableChars(nasty)).toEqual(['🙂', 'Ω']);
  });

  it('agrees with the Helvetica character set', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    for (let cp = 0x20; cp < 0x2200; cp++) {
      const char = String.fromCodePoint(cp);
      if (isWinAnsi(char)) expect(supported.has(cp), char).toBe(true);
    }
  });

  it('applies French non-breaking spaces', () => {
    expect(sanitizeText('Attention : « oui » ? Non ! 70 %', 'fr')).toBe('Attention\u00a0: «\u00a0oui\u00a0»\u00a0? Non\u00a0! 70\u00a0%');
    expect(sanitizeText('Note: http://x.y 10:30', 'fr')).toBe('Note: http://x.y 10:30');
    expect(sanitizeText('Time : yes', 'en')).toBe('Time : yes');
  });

  it('strips inline markup', () => {
    expect(stripMarkup('A **bold** and *italic* word')).toBe('A bold and italic word');
  });
});

describe.each(WHITE_PAPER_LOCALES)('renderWhitePaper(%s)', (locale) => {
  const content = getWhitePaperContent(locale);

  it('produces a valid A4 PDF of a sensible length', async () => {
    const bytes = pdfOf(locale);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-7)).toString('latin1')).toContain('%%EOF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(6);
    expect(doc.getPageCount()).toBeLessThanOrEqual(10);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
  });

  it('has metadata in its own language', async () => {
    const doc = await PDFDocument.load(pdfOf(locale), { updateMetadata: false });
    expect(doc.getTitle()).toBe(content.meta.title);
    expect(doc.getTitle()).toMatch(TITLE_WORDS[locale]);
    expect(doc.getAuthor()).toBe('Granite Digital');
    expect(doc.getSubject()).toBe(content.meta.subject);
    expect(doc.getCreationDate()?.toISOString()).toBe(DOCUMENT_DATE.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(DOCUMENT_DATE.toISOString());
    const lang = doc.catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString ? lang.decodeText() : String(lang)).toBe(content.language);
    expect(content.language.startsWith(locale)).toBe(true);
    for (const other of WHITE_PAPER_LOCALES) {
      if (other !== locale) expect(getWhitePaperContent(other).meta.title).not.toBe(content.meta.title);
    }
  });

  it('renders byte-identical output regardless of clock and Math.random', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-03T04:05:06Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.987654321);
    const again = await renderWhitePaper(locale);
    expect(Buffer.from(again).equals(Buffer.from(pdfOf(locale)))).toBe(true);
  });

  it('numbers every inner page in the running footer', async () => {
    const pages = await extractSegments(pdfOf(locale));
    pages.slice(1).forEach((segments, i) => {
      const tail = segments.slice(-3).join('');
      expect(tail).toBe(footerFor(content, i + 2, pages.length));
    });
  });

  it('contains all of its text, and none of the other languages', async () => {
    const pages = await extractSegments(pdfOf(locale));
    // Drop the footers so that text flowing across a page break is contiguous.
    const body = pages.map((segments, i) => (i === 0 ? segments : segments.slice(0, -3)).join('')).join('');
    const haystack = letters(body);
    expect(haystack.length).toBeGreaterThan(10_000);

    const missing = visibleTexts(content)
      .map((text) => stripMarkup(sanitizeText(text, locale)))
      .filter((text) => !haystack.includes(letters(text)));
    expect(missing).toEqual([]);

    for (const other of WHITE_PAPER_LOCALES) {
      if (other === locale) continue;
      const foreign = getWhitePaperContent(other);
      for (const text of [foreign.intro.heading, foreign.sections[0]?.heading ?? '', foreign.closing.ctaTitle]) {
        expect(haystack.includes(letters(stripMarkup(text))), `${other}: ${text}`).toBe(false);
      }
    }
  });

  it('prints the contact line verbatim on the last page', async () => {
    const pages = await extractSegments(pdfOf(locale));
    expect(pages.at(-1)).toContain(CONTACT_LINE);
  });

  it('lists every section with the right page in the table of contents', async () => {
    const pages = await extractSegments(pdfOf(locale));
    const contents = pages[1] ?? [];
    expect(contents[0]).toBe(sanitizeText(content.labels.contents, locale));
    const entries = [
      ...content.sections.map((s, i) => ({ number: String(i + 1).padStart(2, '0'), heading: s.heading })),
      { number: undefined, heading: content.closing.heading },
    ];
    for (const { number, heading } of entries) {
      const at = contents.indexOf(sanitizeText(heading, locale));
      expect(at, heading).toBeGreaterThan(0);
      if (number) expect(contents[at - 1]).toBe(number);
      const page = Number(contents[at + 1]);
      expect(page).toBeGreaterThan(1);
      expect(page).toBeLessThanOrEqual(pages.length);
      expect(letters((pages[page - 1] ?? []).join('')), `${heading} on page ${page}`).toContain(letters(heading));
    }
  });

  if (locale === 'fr') {
    it('uses French typography (non-breaking space before : ; ? !)', async () => {
      const pages = await extractSegments(pdfOf(locale));
      const text = pages.flat().join('\n');
      expect(text).toMatch(/\u00a0[:;?!]/);
      expect(text).not.toMatch(/ [:;?!](\s|$)/);
      expect(text).toContain('\u00a0%');
    });
  }
});
