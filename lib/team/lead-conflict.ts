import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { TeamError } from '@/lib/team/team-error';
import type { TimelineEntry } from '@/lib/team/lead-timeline';

// Two members with the same lead open: a change made on an out-of-date page must not silently
// undo a colleague's. The page carries the version it showed (`seen`: the id of the latest
// status or assignment entry of the lead's timeline, which only ever grows), and a change of the
// status is refused when the status changed since, an assignment when the assignment did. Changes
// that cannot conflict go through: a note stacks, and a status change on a page that missed a
// reassignment still says what it means. A member's own changes (another tab, a double click)
// never count against them. No column is added: the timeline is the version.

export type ConflictField = 'status' | 'assignment';

export type LeadConflict = {
  /** The timeline entry that made the page out of date (the newest of its kind). */
  eventId: number;
  type: ConflictField;
  authorName: string | null;
  from: string | null;
  to: string | null;
  at: Date;
};

/** What a lead page showed: its latest status or assignment change (0 for none). */
export function workVersion(timeline: TimelineEntry[]): number {
  return timeline.reduce((max, entry) => ((entry.type === 'status' || entry.type === 'assignment') && entry.id > max ? entry.id : max), 0);
}

/** `seen` as a form sent it; undefined when absent or not a version (the change is then not checked). */
export function parseSeen(value: string | null | undefined): number | undefined {
  if (!value || !/^(0|[1-9][0-9]{0,9})$/.test(value)) return undefined;
  const seen = Number(value);
  return seen <= 2_147_483_647 ? seen : undefined;
}

/**
 * The newest change of `field` someone other than `actorId` made after the page's version, or
 * null. Call it inside the transaction that holds the lead's row lock, so no change can slip in between.
 */
export async function conflictSince(
  tx: Prisma.TransactionClient,
  owner: { contactSubmissionId: number } | { downloadSubmissionId: number },
  field: ConflictField,
  seen: number | undefined,
  actorId: number,
): Promise<LeadConflict | null> {
  if (seen === undefined) return null;
  const event = await tx.leadEvent.findFirst({
    where: { ...owner, type: field, id: { gt: seen }, OR: [{ authorId: null }, { authorId: { not: actorId } }] },
    orderBy: { id: 'desc' },
  });
  if (!event) return null;
  return { eventId: event.id, type: field, authorName: event.authorName, from: event.fromValue, to: event.toValue, at: event.createdAt };
}

/**
 * The refusal, for the route to throw: 409 `{ error: 'conflict', conflict, location }` with what
 * changed, by whom and when for a script; for a plain form, the lead page again (`conflictPath`
 * names the entry), where the notice says it and shows the current state.
 */
export function staleError(conflict: LeadConflict, conflictPath: string): TeamError {
  return new TeamError(409, 'conflict', { back: conflictPath, body: { conflict, location: conflictPath } });
}
