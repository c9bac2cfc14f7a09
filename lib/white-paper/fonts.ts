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

let registered = false;

export function registerFonts(): void {
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
  // No automatic hyphenation (react-pdf's patterns are English only): words break only at the
  // soft hyphens a translator puts into long compounds (U+00AD).
  Font.registerHyphenationCallback((word) => word.split('\u00ad'));
}
