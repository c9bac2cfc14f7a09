import 'server-only';
import type { Locale } from '@/i18n/routing';
import { siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { withTexts } from '@/lib/copy/messages';
import { pendingSchedules, scheduledKeys, type KeySchedule } from '@/lib/copy/schedule';
import { publishedTexts } from '@/lib/copy/store';
import { fits, latestTexts, originalText, visibleText } from '@/lib/copy/versions';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { loadMessages } from '@/lib/server-i18n';
import { renderWhitePaperInPool } from '@/lib/work-pool';

// The white paper's texts for the team's white-paper screen (app/[locale]/team/white-paper): its
// catalogue texts (WhitePaper.*, messages/*.json) in the order the PDF prints them, grouped by
// the part of the document they belong to, each as visitors' PDF reads it now, with its draft
// and what a pending schedule will publish. Drafts, publishing and history are the site's texts'
// own (lib/copy/store.ts): a white-paper text is a catalogue text like any other, and the PDF
// visitors download follows what is published (lib/white-paper/published.ts).

export const WHITE_PAPER_PREFIX = 'WhitePaper.';

export const isWhitePaperKey = (key: string) => key.startsWith(WHITE_PAPER_PREFIX) && key.length <= 200;

export type PaperDraft = { text: string; authorName: string; updatedAt: Date; mine: boolean };

export type PaperText = {
  key: string;
  /** The key within its group ("p1", "bullets1.3.lead"): what the screen names in words. */
  part: string;
  /** What the PDF visitors download says now. */
  live: string;
  /** This build's text, the one "back to the original" restores. */
  original: string;
  draft: PaperDraft | null;
  /** The pending schedule that publishes this key, and the wording it pinned (null: the draft as it is then). */
  scheduled: KeySchedule | null;
};

/** A part of the document: "cover", "labels", "closing", "meta" or "sections.<name>". */
export type PaperGroup = { id: string; texts: PaperText[] };

/** Groups in the order the PDF prints them; the document's properties (metadata) last. */
const ORDER = ['cover', 'labels', 'sections', 'closing', 'meta'];

function groupOf(key: string): { id: string; part: string } {
  const [, first = '', ...rest] = key.split('.');
  if (first === 'sections') {
    const [section = '', ...part] = rest;
    return { id: `sections.${section}`, part: part.join('.') };
  }
  return { id: first, part: rest.join('.') };
}

/** The white paper's texts of a language, grouped, as the PDF reads now, with drafts and schedules. */
export async function whitePaperTexts(db: PrismaClient, locale: Locale, userId: number, catalogue: Catalogue = siteCatalogue): Promise<PaperGroup[]> {
  const keys = catalogue.keys().filter(isWhitePaperKey);
  const [published, drafts, pending] = await Promise.all([
    latestTexts(db, locale),
    db.copyDraft.findMany({
      where: { locale, key: { startsWith: WHITE_PAPER_PREFIX } },
      select: { key: true, text: true, authorId: true, authorName: true, updatedAt: true },
    }),
    pendingSchedules(db, locale),
  ]);
  const draftsByKey = new Map(drafts.map((draft) => [draft.key, draft]));
  const schedules = scheduledKeys(
    pending,
    drafts.map((draft) => draft.key),
  );
  const groups = new Map<string, PaperGroup>();
  for (const key of keys) {
    const { id, part } = groupOf(key);
    const draft = draftsByKey.get(key);
    const text: PaperText = {
      key,
      part,
      live: visibleText(catalogue, locale, key, published.get(key))!,
      original: originalText(catalogue, locale, key)!,
      draft: draft ? { text: draft.text, authorName: draft.authorName, updatedAt: draft.updatedAt, mine: draft.authorId === userId } : null,
      scheduled: schedules.get(key) ?? null,
    };
    const group = groups.get(id) ?? { id, texts: [] };
    group.texts.push(text);
    groups.set(id, group);
  }
  const rank = (id: string) => ORDER.indexOf(id.split('.')[0]!);
  // Stable: sections keep the catalogue's (the document's) order among themselves.
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/**
 * The white paper of a language as it would read with every draft of its texts published: the
 * published texts with the drafts over them (each only if it fits its catalogue text, as a
 * publish checks). For the team's preview only: never cached, never served to visitors. Rendered
 * in the work pool on `member`'s allowance (lib/work-pool): throws WorkRefused when it is used up.
 */
export async function whitePaperPreviewPdf(
  db: PrismaClient,
  locale: Locale,
  catalogue: Catalogue = siteCatalogue,
  member = 'team',
): Promise<{ pdf: Uint8Array; drafts: number }> {
  const texts = Object.fromEntries(Object.entries(await publishedTexts(db, locale, catalogue)).filter(([key]) => isWhitePaperKey(key)));
  const drafts = await db.copyDraft.findMany({ where: { locale, key: { startsWith: WHITE_PAPER_PREFIX } }, select: { key: true, text: true } });
  let applied = 0;
  for (const draft of drafts) {
    if (!fits(catalogue, locale, draft.key, draft.text)) continue;
    texts[draft.key] = draft.text;
    applied += 1;
  }
  const pdf = await renderWhitePaperInPool('white-paper-preview', member, locale, withTexts(await loadMessages(locale), texts));
  return { pdf, drafts: applied };
}
