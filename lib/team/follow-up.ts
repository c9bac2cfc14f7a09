import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import type { LeadRef } from '@/lib/team/lead-filter';
import { lockLead, owner } from '@/lib/team/lead-work';
import { singleLine } from '@/lib/validation/plain-text';

// A lead's next step: the day a member means to act on it and a short note ("call back about
// the offer"). One per lead, replaced or cleared; each change is a timeline entry. The day is a
// calendar day (no time, no zone): it comes due on that day wherever its member is.

export const NEXT_ACTION_NOTE_MAX = 200;

export type NextAction = { on: string; note: string | null };

/** A day as a form sends it (YYYY-MM-DD, a real date), or undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) < 2100 ? value! : undefined;
}

/** The note as it will be stored: trimmed, one line, at most 200 characters; null for none; undefined when refused. */
export function parseNote(value: string | null | undefined): string | null | undefined {
  const note = (value ?? '').trim();
  if (!note) return null;
  if (!singleLine.test(note) || [...note].length > NEXT_ACTION_NOTE_MAX) return undefined;
  return note;
}

/** Sets (or with null clears) the next step; false when there is no such lead. */
export async function setNextAction(prisma: PrismaClient, lead: LeadRef, next: NextAction | null, actor: AuditActor, at = new Date()): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    if (!(await lockLead(tx, lead))) return false;
    const data = { nextActionOn: next ? new Date(`${next.on}T00:00:00Z`) : null, nextActionNote: next?.note ?? null };
    if (lead.kind === 'contact') await tx.contactSubmission.update({ where: { id: lead.id }, data });
    else await tx.downloadSubmission.update({ where: { id: lead.id }, data });
    await tx.leadEvent.create({
      data: {
        ...owner(lead),
        type: 'next-action',
        toValue: next?.on ?? null,
        body: next?.note ?? null,
        authorId: actor.id,
        authorName: actor.username,
        createdAt: at,
      },
    });
    await recordAudit(tx, 'lead-next-action', actor, { kind: lead.kind, id: lead.id, on: next?.on ?? null }, at);
    return true;
  });
}

/** "Today" as a calendar day in a zone (YYYY-MM-DD). */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
