import localFont from 'next/font/local';

// Self-hosted so the build never needs the network; the Latin subset covers en/de/fr/nl.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
