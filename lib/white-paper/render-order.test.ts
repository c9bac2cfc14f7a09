import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { flattenMessages } from '@/lib/copy/messages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { readPdf, type PopplerPdf } from '@/test/poppler';
import { renderWhitePaper } from './render';

// A white paper is a function of its language's messages only: rendered after the three other
// languages in one process it is the paper a fresh process renders, byte for byte, and its text
// layer holds every character of the catalogue (quotes and apostrophes in every weight), with
// lines breaking only where the catalogue allows it (a space, a hyphen, a soft hyphen).

const catalogues = { en, de, fr, nl } as unknown as Record<Locale, Messages & { WhitePaper: Record<string, unknown> }>;
const locales = ['en', 'de', 'fr', 'nl'] as const;
/** Each language from the fourth render on follows the three others: nl after en, de, fr; en after de, fr, nl … */
const ORDER: Locale[] = ['en', 'de', 'fr', 'nl', 'en', 'de', 'fr'];

type Rendered = { bytes: Uint8Array; pdf: PopplerPdf };
const afterOthers = new Map<Locale, Rendered>();
const fresh = new Map<Locale, Rendered>();

/** One language rendered in a new Node process (test/render-white-paper.tsx), nothing rendered before it. */
async function renderInFreshProcess(locale: Locale): Promise<Uint8Array> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/render-white-paper.tsx', locale], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}

beforeAll(async () => {
  // The fresh processes run while this one renders in order; two at a time for a two-core box.
  const children = (async () => {
    for (const pair of [locales.slice(0, 2), locales.slice(2)]) {
      await Promise.all(
        pair.map(async (locale) => {
          const bytes = await renderInFreshProcess(locale);
          fresh.set(locale, { bytes, pdf: readPdf(bytes) });
        }),
      );
    }
  })();
  for (const [i, locale] of ORDER.entries()) {
    const bytes = await renderWhitePaper(locale, catalogues[locale]);
    if (i >= 3) afterOthers.set(locale, { bytes, pdf: readPdf(bytes) });
  }
  await children;
}, 300_000);
afterAll(() => [...afterOthers.values(), ...fresh.values()].forEach(({ pdf }) => pdf.dispose()));

/**
 * A pattern for one catalogue text as pdftotext gives it back: every character in order, white
 * space where the text has white space (a line break counts), a line break after a hyphen, dash
 * or slash, and the hyphen a line break adds at a soft hyphen. Upper case counts as the same
 * letter (the cover's small headings are set in capitals).
 */
export function asPrinted(text: string): RegExp {
  const plain = text
    .replace(/<\/?b>/g, '')
    .replace(/[\u00A0\u202F]/g, ' ')
    .trim();
  let pattern = '';
  for (const part of plain.match(/\s+|\u00AD|[\s\S]/gu) ?? []) {
    if (/^\s+$/.test(part)) pattern += '\\s+';
    else if (part === '\u00AD') pattern += '(?:-\\n)?';
    else pattern += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (/[-–—/]/.test(part) ? '\\n?' : '');
  }
  return new RegExp(pattern, 'iu');
}

/** The text layer of every page, the running footers left out, no-break spaces read as spaces. */
function printedText(pdf: PopplerPdf, texts: Map<string, string>): string {
  const footer = (line: string) =>
    line === `Granite Digital · ${texts.get('labels.footerTitle')}` ||
    new RegExp(`^${texts.get('labels.pageOf')!.replace('{page}', '\\d+').replace('{total}', '\\d+')}$`).test(line);
  return Array.from({ length: pdf.pages }, (_, i) => pdf.text({ page: i + 1 }))
    .map((page) =>
      page
        .split('\n')
        .filter((line) => !footer(line))
        .join('\n'),
    )
    .join('\n')
    .replace(/[\u00A0\u202F]/g, ' ');
}

describe.each(locales)('the %s white paper after the other languages', (locale) => {
  const texts = flattenMessages(catalogues[locale].WhitePaper as Record<string, unknown>);

  it('is the paper a fresh process renders, byte for byte and in its text layer', () => {
    const after = afterOthers.get(locale)!;
    const first = fresh.get(locale)!;
    expect(after.pdf.text()).toBe(first.pdf.text());
    expect(Buffer.from(after.bytes).equals(Buffer.from(first.bytes)), 'the PDF bytes differ from a fresh process’s').toBe(true);
  });

  it('prints every character of every catalogue text, breaking lines only between words', () => {
    const printed = printedText(afterOthers.get(locale)!.pdf, texts);
    const shown = [...texts].filter(([key]) => !key.startsWith('meta.') && key !== 'labels.pageOf' && key !== 'labels.footerTitle');
    expect(shown.length).toBeGreaterThan(150);
    const missing = shown.filter(([, text]) => !asPrinted(text).test(printed)).map(([key, text]) => `WhitePaper.${key}: ${JSON.stringify(text)}`);
    expect(missing).toEqual([]);
    // The characters a shared font cache lost before: quotes and apostrophes, regular and bold.
    const quotes = [...new Set(shown.flatMap(([, text]) => text.match(/[‘’“”„«»]/g) ?? []))];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(printed, quote).toContain(quote);
  });
});

describe('the printed-text pattern', () => {
  it('takes line breaks at spaces, hyphens and soft hyphens, and nowhere inside a word', () => {
    expect(asPrinted('zelden ‘typen’. Het schrijven').test('zelden ‘typen’.\nHet schrijven')).toBe(true);
    expect(asPrinted('zelden ‘typen’. Het schrijven').test('zelden typen . He\nt schrijven')).toBe(false);
    expect(asPrinted('redactie\u00ADwerk en <b>AI-agent</b>').test('redactie-\nwerk en AI-\nagent')).toBe(true);
    expect(asPrinted('mérite d’être dit').test('mérite d être dit')).toBe(false);
    expect(asPrinted('agent\u00A0IA').test('agent\nIA')).toBe(true);
  });
});
