import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flattenMessages } from '@/lib/copy/messages';
import { COPY_PAGES_FILE_NAME, type CopyPages } from '@/lib/copy/pages-file';

// Builds the key → pages table (lib/copy/pages.ts) after `next build`, from what each prerendered
// page really holds: its HTML and its RSC payload. A page shows a key when it marks it for the
// editor (data-edit-key) or contains its text, which also finds texts handed to client components
// as props (form labels, toasts) and texts used in the page's metadata. A false match (two keys
// with the same text) only regenerates a page more than needed; a text that takes arguments and
// is not marked is missed, so it is published without regenerating any page until the next build.

export { COPY_PAGES_FILE_NAME };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
// Shorter texts ("Email", "Next") would match half the site by accident inside longer ones.
const MIN_MATCH_LENGTH = 12;

/** `appDir`: <distDir>/server/app; `catalogues`: each language's messages. */
export function buildCopyPages(appDir: string, catalogues: Record<string, unknown>): CopyPages {
  const table: CopyPages = { version: 1, pages: {} };
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of files.sort()) {
    const page = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    const locale = page.split('/')[1]!;
    if (!(locale in catalogues) || page.endsWith('/page-not-found')) continue;
    const html = readFileSync(path.join(appDir, file), 'utf8');
    const rscFile = path.join(appDir, file.replace(/\.html$/, '.rsc'));
    let rsc = '';
    try {
      rsc = readFileSync(rscFile, 'utf8');
    } catch {
      // a page without its own payload: the HTML holds it too
    }
    const byKey = (table.pages[locale] ??= {});
    for (const [key, text] of flattenMessages(catalogues[locale] as Record<string, unknown>)) {
      const shown =
        html.includes(`data-edit-key="${key}"`) ||
        // The whole text as one string of the payload ("children":"Über uns"), however short.
        rsc.includes(JSON.stringify(text)) ||
        html.includes(`>${escapeHtml(text)}<`) ||
        (text.length >= MIN_MATCH_LENGTH && !text.includes('{') && (html.includes(escapeHtml(text)) || rsc.includes(JSON.stringify(text).slice(1, -1))));
      if (shown) (byKey[key] ??= []).push(page);
    }
  }
  return table;
}

/** Reads <distDir>/server/app and messages/*.json; for scripts/post-build.mjs. */
export function buildCopyPagesFrom(root: string, distDir: string, locales: readonly string[]): CopyPages {
  const catalogues = Object.fromEntries(locales.map((locale) => [locale, JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'))]));
  return buildCopyPages(path.join(root, distDir, 'server', 'app'), catalogues);
}
