/**
 * Serializes structured data for a <script type="application/ld+json">. `<` is escaped so no
 * catalogue text or override can close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
