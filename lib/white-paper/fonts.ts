import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff';

// The site's own fonts, embedded and subset by react-pdf (fontkit reads WOFF, and the variable
// WOFF2 files of @fontsource-variable/* carry no static weights it can pick, hence the static
// Fontsource packages). Read at run time like lib/og/og-image.tsx does: the server build traces
// node_modules/@fontsource/… from this join, and the Latin files cover de/fr/nl too.
const files = (name: string) => join(process.cwd(), `node_modules/@fontsource/${name}/files`);

/** Handed to react-pdf as the TrueType file inside the WOFF (see woff.ts for why). */
const font = (dir: string, file: string) => `data:font/ttf;base64,${woffToSfnt(readFileSync(join(dir, file))).toString('base64')}`;

export const BODY_FONT = 'Inter';
export const HEADING_FONT = 'Plus Jakarta Sans';

/** Every face the paper uses, as styles.ts and cover.tsx ask for them. */
export const FACES = [
  { fontFamily: BODY_FONT, fontWeight: 400, fontStyle: 'normal' },
  { fontFamily: BODY_FONT, fontWeight: 400, fontStyle: 'italic' },
  { fontFamily: BODY_FONT, fontWeight: 700, fontStyle: 'normal' },
  { fontFamily: HEADING_FONT, fontWeight: 700, fontStyle: 'normal' },
  { fontFamily: HEADING_FONT, fontWeight: 800, fontStyle: 'normal' },
] as const;

/** No automatic hyphenation (react-pdf's patterns are English only): words break only at the soft hyphens a translator puts into long compounds (U+00AD). */
export const breakAtSoftHyphens = (word: string) => word.split('\u00ad');

let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  const inter = files('inter');
  const jakarta = files('plus-jakarta-sans');
  Font.register({
    family: BODY_FONT,
    fonts: [
      { src: font(inter, 'inter-latin-400-normal.woff'), fontWeight: 400 },
      { src: font(inter, 'inter-latin-400-italic.woff'), fontWeight: 400, fontStyle: 'italic' },
      { src: font(inter, 'inter-latin-700-normal.woff'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: HEADING_FONT,
    fonts: [
      { src: font(jakarta, 'plus-jakarta-sans-latin-700-normal.woff'), fontWeight: 700 },
      { src: font(jakarta, 'plus-jakarta-sans-latin-800-normal.woff'), fontWeight: 800 },
    ],
  });
}

/** The part of a fontkit font (react-pdf's FontSource.data) this module relies on. */
type FontkitGlyph = { id: number; codePoints: number[] };
type FontkitFont = { getGlyph(id: number, codePoints?: number[]): FontkitGlyph | null; _glyphs?: unknown };

const fixed = new WeakSet<object>();

/**
 * fontkit keeps one glyph object per glyph id for the life of the font, and that object keeps
 * the characters it was first asked for. react-pdf loads a registered font once per process, so
 * what one render asked for stayed for the next: encoding a subset asks for the parts of a
 * composite glyph with no characters (“ is built from ‘, ” from ’), and every later render then
 * laid ‘ and ’ out as glyphs of no character — line breaks shifted one letter per quote („He /
 * t“) and the quotes left the text layer. Here each request gets a glyph carrying exactly the
 * characters it asked for (the shared glyph's outline and metrics stay shared), so a render
 * depends on its own text only, whatever rendered before it in this process.
 */
function glyphsCarryTheirOwnCharacters(data: unknown): void {
  const face = data as FontkitFont;
  if (fixed.has(face)) return;
  if (typeof face.getGlyph !== 'function' || face._glyphs === undefined) {
    throw new Error(
      'White paper fonts: react-pdf no longer loads fontkit fonts with a glyph cache (getGlyph, _glyphs); check fonts.ts against the new version',
    );
  }
  const shared = face.getGlyph.bind(face);
  face.getGlyph = (id, codePoints = []) => {
    const glyph = shared(id, codePoints);
    if (!glyph || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as FontkitGlyph;
  };
  fixed.add(face);
}

const sameCodePoints = (a: number[], b: number[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Registers and loads the paper's fonts, made safe to share between renders (see above), and
 * sets the hyphenation rule again: react-pdf keeps both in one process-wide store, so each
 * render states what it relies on instead of trusting what an earlier caller left there.
 */
export async function prepareFonts(): Promise<void> {
  register();
  Font.registerHyphenationCallback(breakAtSoftHyphens);
  for (const face of FACES) {
    const source = Font.getFont(face) as unknown as { load(): Promise<void>; data: unknown };
    await source.load();
    glyphsCarryTheirOwnCharacters(source.data);
  }
}
