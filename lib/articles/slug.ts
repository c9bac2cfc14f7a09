// Letters a language writes out rather than drops: German "ü" is "ue" ("Fünf" → "fuenf", as
// German addresses, dictionaries and search engines spell it); French and Dutch drop the accent
// ("Créer" → "creer", "geïnteresseerd" → "geinteresseerd"). "ß" is "ss", "œ" "oe" in every language.
const SPELLED_OUT: Partial<Record<string, Record<string, string>>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' },
};

/** A title as a slug in its language: lower-case ASCII, words joined by hyphens ("Größer, schneller" → "groesser-schneller" in German). */
export function slugify(title: string, locale?: string): string {
  const spelled = SPELLED_OUT[locale ?? ''];
  return (spelled ? title.normalize('NFC').replace(/[äöüÄÖÜ]/g, (letter) => spelled[letter] ?? letter) : title)
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
