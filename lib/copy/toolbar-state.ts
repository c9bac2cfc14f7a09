import 'server-only';
import type { Locale } from '@/i18n/routing';
import { pagesShowing } from '@/lib/copy/page-texts';
import { listDrafts } from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';

// The publish toolbar's figures (components/publish/publish-toolbar.tsx), asked again by the
// editor after every saved or discarded draft (app/api/team/copy/toolbar), so the bar never
// says "no drafts" beside a text that has one.

export type ToolbarState = {
  /** Keys with a draft in this language that the page at `path` shows. */
  pageDrafts: string[];
  /** Who wrote them, each once, by name: a member sees at once whose drafts the page holds. */
  pageDraftAuthors: string[];
  languageDrafts: number;
};

export function draftAuthors(drafts: { key: string; authorName: string }[], keys: string[]): string[] {
  const wanted = new Set(keys);
  return [...new Set(drafts.filter((draft) => wanted.has(draft.key)).map((draft) => draft.authorName))].sort((a, b) => a.localeCompare(b));
}

export async function toolbarState(db: PrismaClient, locale: Locale, path: string | undefined): Promise<ToolbarState> {
  const drafts = await listDrafts(db, locale);
  const pageDrafts = drafts.map((draft) => draft.key).filter((key) => path !== undefined && pagesShowing(locale, key).includes(path));
  return { pageDrafts, pageDraftAuthors: draftAuthors(drafts, pageDrafts), languageDrafts: drafts.length };
}
