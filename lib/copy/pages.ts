import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/i18n/routing';
import { COPY_PAGES_FILE_NAME, type CopyPages } from '@/lib/copy/pages-file';
import { log } from '@/lib/log';
import { routes } from '@/lib/site';

// Which prerendered pages show which catalogue text, per language: a build artefact
// (scripts/post-build.mjs writes <distDir>/server/copy-pages.json, lib/copy/pages-table.ts).

export type { CopyPages };

const distDir = () => process.env.GRANITE_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next';
let loaded: CopyPages | null | undefined;

export function copyPages(): CopyPages | null {
  if (loaded !== undefined) return loaded;
  const file = join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'server', COPY_PAGES_FILE_NAME);
  try {
    loaded = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as CopyPages;
  } catch {
    loaded = null;
    log.error('copy-pages.json missing: a publish regenerates every page of its language; run scripts/post-build.mjs after next build', { file });
  }
  return loaded;
}

/** The pages of `locale` that show any of `keys`; every page of the language when the build has no table. */
export function pagesShowing(locale: Locale, keys: readonly string[]): string[] {
  const table = copyPages();
  if (!table) return routes.map((route) => `/${locale}${route}`);
  const byKey = table.pages[locale] ?? {};
  return [...new Set(keys.flatMap((key) => byKey[key] ?? []))].sort();
}
