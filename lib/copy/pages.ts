import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildArtefact } from '@/lib/build-artefact';
import { COPY_PAGES_FILE_NAME, type CopyPages } from '@/lib/copy/pages-file';
import { routes } from '@/lib/site';

// Which prerendered pages show which catalogue text, per language: a build artefact
// (scripts/post-build.mjs writes <distDir>/server/copy-pages.json, lib/copy/pages-table.ts).

export type { CopyPages };

/** The build's table, or null when there is none (logged once). */
export function copyPages(): CopyPages | null {
  return buildArtefact<CopyPages>(COPY_PAGES_FILE_NAME, 'a publish regenerates every page of its language');
}

/** The pages of `locale` that show any of `keys`; every page of the language when the build has no table. */
export function pagesShowing(locale: Locale, keys: readonly string[]): string[] {
  const table = copyPages();
  if (!table) return routes.map((route) => `/${locale}${route}`);
  const byKey = table.pages[locale] ?? {};
  return [...new Set(keys.flatMap((key) => byKey[key] ?? []))].sort();
}
