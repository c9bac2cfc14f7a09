import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { isMailErrorKind, type MailErrorKind } from '@/lib/outbox';
import type { LeadRef } from '@/lib/team/lead-filter';

// A lead's story, newest first: what members did (notes, status and assignment changes, retries)
// and every try of every mail with its outcome. Read from rows that are only ever added to.

export type MailTry = { at: Date; outcome: 'sent' | 'retry' | 'failed'; errorKind: MailErrorKind | null; error: string | null };

export type TimelineEntry =
  | { type: 'received'; at: Date }
  | {
      type: 'note';
      at: Date;
      id: number;
      authorId: number | null;
      authorName: string | null;
      body: string;
      editedAt: Date | null;
      history: { body: string; at: Date }[];
    }
  | { type: 'status' | 'assignment'; at: Date; id: number; authorName: string | null; from: string | null; to: string | null }
  | { type: 'retry'; at: Date; id: number; authorName: string | null; toTeam: boolean }
  /** A member opened "Reply by Email" (the mail itself is out of our sight). */
  | { type: 'reply'; at: Date; id: number; authorName: string | null }
  /** A reply written and sent from the lead's page (lib/team/lead-reply.ts): its words as sent, its mail's tries below. */
  | { type: 'reply-sent'; at: Date; id: number; authorName: string | null; subject: string; body: string; mailId: string | null }
  /** The next step set (a calendar day and a note) or cleared (day null). */
  | { type: 'next-action'; at: Date; id: number; authorName: string | null; on: string | null; note: string | null }
  /** Assigned on arrival to the member working the person's earlier lead (lib/team/returning-person.ts). */
  | { type: 'routed'; at: Date; id: number; to: string | null; earlier: { kind: 'contact' | 'download'; id: number } | null }
  | { type: 'attempt'; at: Date; mailId: string; toTeam: boolean; number: number; of: number; attempt: MailTry };

const teamMailKinds = new Set(['contact-notification', 'download-notification']);
export const isTeamMail = (kind: string) => teamMailKinds.has(kind);

/** Every try of each of these mails, oldest first per mail. */
export async function mailTries(prisma: PrismaClient, mailIds: string[]): Promise<Map<string, MailTry[]>> {
  const rows = mailIds.length ? await prisma.mailAttempt.findMany({ where: { outboxId: { in: mailIds } }, orderBy: [{ at: 'asc' }, { id: 'asc' }] }) : [];
  const tries = new Map<string, MailTry[]>(mailIds.map((id) => [id, []]));
  for (const row of rows) {
    tries.get(row.outboxId)!.push({
      at: row.at,
      outcome: row.outcome === 'sent' || row.outcome === 'failed' ? row.outcome : 'retry',
      errorKind: isMailErrorKind(row.errorKind) ? row.errorKind : row.errorKind === null ? null : 'unknown',
      error: row.error,
    });
  }
  return tries;
}

export async function leadTimeline(
  prisma: PrismaClient,
  lead: LeadRef & { createdAt: Date },
  mails: { id: string; kind: string; createdAt: Date }[],
  tries: Map<string, MailTry[]>,
): Promise<TimelineEntry[]> {
  const events = await prisma.leadEvent.findMany({
    where: lead.kind === 'contact' ? { contactSubmissionId: lead.id } : { downloadSubmissionId: lead.id },
    orderBy: { id: 'asc' },
  });
  const mailKind = new Map(mails.map((mail) => [mail.id, mail.kind]));
  const entries: TimelineEntry[] = [{ type: 'received', at: lead.createdAt }];
  for (const event of events) {
    const base = { id: event.id, at: event.createdAt, authorName: event.authorName };
    if (event.type === 'note' && event.body !== null) {
      entries.push({ ...base, type: 'note', authorId: event.authorId, body: event.body, editedAt: event.editedAt, history: noteHistory(event.history) });
    } else if (event.type === 'status' || event.type === 'assignment') {
      entries.push({ ...base, type: event.type, from: event.fromValue, to: event.toValue });
    } else if (event.type === 'reply') {
      entries.push({ ...base, type: 'reply' });
    } else if (event.type === 'reply-sent') {
      entries.push({ ...base, type: 'reply-sent', subject: event.fromValue ?? '', body: event.body ?? '', mailId: event.toValue });
    } else if (event.type === 'next-action') {
      entries.push({ ...base, type: 'next-action', on: event.toValue, note: event.body });
    } else if (event.type === 'routed') {
      const [kind, id] = (event.fromValue ?? '').split(':');
      const earlier =
        (kind === 'contact' || kind === 'download') && /^[1-9][0-9]*$/.test(id ?? '') ? { kind: kind as 'contact' | 'download', id: Number(id) } : null;
      entries.push({ type: 'routed', at: event.createdAt, id: event.id, to: event.toValue, earlier });
    } else if (event.type === 'retry') {
      entries.push({ ...base, type: 'retry', toTeam: isTeamMail(mailKind.get(event.toValue ?? '') ?? '') });
    }
  }
  for (const mail of mails) {
    const list = tries.get(mail.id) ?? [];
    list.forEach((attempt, index) =>
      entries.push({ type: 'attempt', at: attempt.at, mailId: mail.id, toTeam: isTeamMail(mail.kind), number: index + 1, of: list.length, attempt }),
    );
  }
  // Newest first; at the same instant, the later-written entry first (a retry before its try).
  const rank = (entry: TimelineEntry) => (entry.type === 'received' ? 0 : entry.type === 'attempt' ? 2 : 1);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || rank(b.entry) - rank(a.entry) || b.index - a.index)
    .map(({ entry }) => entry);
}

/** A note's earlier wordings as stored ([{ body, at }]), oldest first; anything else is skipped. */
export function noteHistory(value: unknown): { body: string; at: Date }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { body, at } = item as { body?: unknown; at?: unknown };
    return typeof body === 'string' && typeof at === 'string' ? [{ body, at: new Date(at) }] : [];
  });
}
