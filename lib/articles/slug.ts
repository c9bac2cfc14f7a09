/** A title as a slug: lower-case ASCII, words joined by hyphens ("Größer, schneller" → "grosser-schneller"). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
