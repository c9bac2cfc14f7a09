import 'server-only';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';
import { statusChangedPayload, type LeadSource } from '@/lib/webhooks/payload';
import { queueDeliveries, type LeadRef } from '@/lib/webhooks/store';

// The team area's side of `lead.status_changed`: called inside the transaction that changes the
// status (lib/team/leads.ts), so the delivery is queued exactly when the change commits.

type Db = PrismaClient | Prisma.TransactionClient;

/** A lead's status before a change, or undefined if there is no such lead. */
export async function leadStatusOf(db: Db, kind: LeadKind, id: number): Promise<LeadStatusValue | undefined> {
  const where = { where: { id }, select: { status: true } };
  const row = kind === 'contact' ? await db.contactSubmission.findUnique(where) : await db.downloadSubmission.findUnique(where);
  return row?.status;
}

export async function queueStatusChanged(db: Db, lead: LeadRef, previous: LeadStatusValue, changedBy: string, at: Date): Promise<void> {
  // Nothing to read or write when no endpoint wants this event.
  const subscribed = await db.webhook.count({ where: { active: true, events: { has: 'lead.status_changed' } } });
  if (subscribed === 0) return;
  const source = await leadSource(db, lead);
  if (source) await queueDeliveries(db, statusChangedPayload(source, previous, changedBy, at), lead, at);
}

async function leadSource(db: Db, lead: LeadRef): Promise<LeadSource | undefined> {
  if (lead.kind === 'contact') {
    const row = await db.contactSubmission.findUnique({ where: { id: lead.id } });
    return row ? { kind: 'contact', ...row } : undefined;
  }
  const row = await db.downloadSubmission.findUnique({ where: { id: lead.id } });
  return row ? { kind: 'download', ...row } : undefined;
}
