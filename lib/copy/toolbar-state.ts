import 'server-only';
import type { Locale } from '@/i18n/routing';
import { pagesShowing } from '@/lib/copy/page-texts';
import { pendingSchedules, scheduledKeys, type ScheduledPublish } from '@/lib/copy/schedule';
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
  /** The soonest pending scheduled publish of a text this page shows, or null. */
  scheduledAt: Date | null;
};

/** When the soonest pending schedule publishes a text shown at `path` (its pinned keys; an older schedule: the drafts). */
export function pageScheduledAt(locale: Locale, path: string | undefined, pending: readonly ScheduledPublish[], draftKeys: readonly string[]): Date | null {
  if (path === undefined) return null;
  let soonest: Date | null = null;
  for (const [key, schedule] of scheduledKeys(pending, draftKeys)) {
    if (pagesShowing(locale, key).includes(path) && (!soonest || schedule.runAt < soonest)) soonest = schedule.runAt;
  }
  return soonest;
}

export function draftAuthors(drafts: { key: string; authorName: string }[], keys: string[]): string[] {
  const wanted = new Set(keys);
  return [...new Set(drafts.filter((draft) => wanted.has(draft.key)).map((draft) => draft.authorName))].sort((a, b) => a.localeCompare(b));
}

export async function toolbarState(db: PrismaClient, locale: Locale, path: string | undefined): Promise<ToolbarState> {
  const [drafts, pending] = await Promise.all([listDrafts(db, locale), pendingSchedules(db, locale)]);
  const pageDrafts = drafts.map((draft) => draft.key).filter((key) => path !== undefined && pagesShowing(locale, key).includes(path));
  const scheduledAt = pageScheduledAt(
    locale,
    path,
    pending,
    drafts.map((draft) => draft.key),
  );
  return { pageDrafts, pageDraftAuthors: draftAuthors(drafts, pageDrafts), languageDrafts: drafts.length, scheduledAt };
}
