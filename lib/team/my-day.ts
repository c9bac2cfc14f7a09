import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { nextClosing } from '@/lib/team/business-hours';
import { dayIn } from '@/lib/team/follow-up';
import type { LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';
import { agencyCalendar, isOpenLead, replyClock } from '@/lib/team/reply-clock';

// A member's day: their leads whose reply is overdue, those due by today's closing, the next
// steps they planned for today or earlier, and the leads given to them in the last day. One lead
// may stand in two lists (overdue, with a next step for today): each list answers its question.

export type DayLead = {
  kind: LeadKind;
  id: number;
  firstName: string;
  lastName: string;
  company: string | null;
  status: LeadStatusValue;
  createdAt: Date;
  nextAction: { on: string; note: string | null } | null;
};

export type MyDay = { overdue: DayLead[]; dueToday: DayLead[]; followUps: DayLead[]; newlyAssigned: DayLead[] };

const ASSIGNED_WITHIN_MS = 24 * 60 * 60 * 1000;

export async function myDay(prisma: PrismaClient, member: { id: number; username: string }, timeZone: string, now = new Date()): Promise<MyDay> {
  const select = { id: true, firstName: true, lastName: true, company: true, status: true, nextActionOn: true, nextActionNote: true } as const;
  const mine = { assigneeId: member.id, status: { not: 'closed' as const } };
  const [contacts, downloads] = await Promise.all([
    prisma.contactSubmission.findMany({ where: mine, select: { ...select, createdAt: true } }),
    prisma.downloadSubmission.findMany({ where: mine, select: { ...select, downloadedAt: true } }),
  ]);
  const leads: DayLead[] = [
    ...contacts.map((row) => toDayLead('contact', { ...row, createdAt: row.createdAt })),
    ...downloads.map((row) => toDayLead('download', { ...row, createdAt: row.downloadedAt })),
  ];
  const calendar = agencyCalendar();
  const closing = nextClosing(now, calendar);
  const today = dayIn(timeZone, now);
  const open = leads.filter((lead) => isOpenLead(lead.status)).map((lead) => ({ lead, due: replyClock(lead, now, calendar).due }));
  const byDue = (a: { due: Date }, b: { due: Date }) => a.due.getTime() - b.due.getTime();
  // Given to this member by someone else (or routed on arrival) in the last day.
  const since = new Date(now.getTime() - ASSIGNED_WITHIN_MS);
  const events = await prisma.leadEvent.findMany({
    where: {
      type: { in: ['assignment', 'routed'] },
      toValue: member.username,
      createdAt: { gt: since },
      OR: [{ authorId: null }, { authorId: { not: member.id } }],
    },
    select: { contactSubmissionId: true, downloadSubmissionId: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
  });
  const byRef = new Map(leads.map((lead) => [`${lead.kind}:${lead.id}`, lead]));
  const assigned = new Set<DayLead>();
  for (const event of events) {
    const lead = byRef.get(event.contactSubmissionId !== null ? `contact:${event.contactSubmissionId}` : `download:${event.downloadSubmissionId}`);
    if (lead) assigned.add(lead);
  }
  return {
    overdue: open
      .filter(({ due }) => due <= now)
      .sort(byDue)
      .map(({ lead }) => lead),
    dueToday: open
      .filter(({ due }) => due > now && due <= closing)
      .sort(byDue)
      .map(({ lead }) => lead),
    followUps: leads
      .filter((lead) => lead.nextAction && lead.nextAction.on <= today)
      .sort((a, b) => a.nextAction!.on.localeCompare(b.nextAction!.on) || a.createdAt.getTime() - b.createdAt.getTime()),
    newlyAssigned: [...assigned],
  };
}

function toDayLead(
  kind: LeadKind,
  row: {
    id: number;
    firstName: string;
    lastName: string;
    company: string | null;
    status: LeadStatusValue;
    createdAt: Date;
    nextActionOn: Date | null;
    nextActionNote: string | null;
  },
): DayLead {
  const { nextActionOn, nextActionNote, ...lead } = row;
  return { kind, ...lead, nextAction: nextActionOn ? { on: nextActionOn.toISOString().slice(0, 10), note: nextActionNote } : null };
}
