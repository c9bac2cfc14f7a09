import 'server-only';
import type { MailStatus, PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadRef } from '@/lib/webhooks/store';

// What the team sees of deliveries: per lead (its page) and per endpoint (the webhooks page),
// newest first, each with every attempt. Never the payload: it repeats the lead's own data.

export type DeliveryAttempt = { at: Date; statusCode: number | null; error: string | null; durationMs: number };
export type DeliveryLogEntry = {
  id: string;
  event: string;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  webhookUrl: string;
  lead: LeadRef | null;
  attemptLog: DeliveryAttempt[];
};

const select = {
  id: true,
  event: true,
  status: true,
  attempts: true,
  createdAt: true,
  deliveredAt: true,
  nextAttemptAt: true,
  contactSubmissionId: true,
  downloadSubmissionId: true,
  webhook: { select: { url: true } },
  attemptLog: { select: { at: true, statusCode: true, error: true, durationMs: true }, orderBy: [{ at: 'desc' as const }, { id: 'desc' as const }] },
};

type Row = {
  id: string;
  event: string;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  contactSubmissionId: number | null;
  downloadSubmissionId: number | null;
  webhook: { url: string };
  attemptLog: DeliveryAttempt[];
};

function entry({ webhook, contactSubmissionId, downloadSubmissionId, ...row }: Row): DeliveryLogEntry {
  const lead: LeadRef | null = contactSubmissionId
    ? { kind: 'contact', id: contactSubmissionId }
    : downloadSubmissionId
      ? { kind: 'download', id: downloadSubmissionId }
      : null;
  return { ...row, webhookUrl: webhook.url, lead };
}

export async function leadDeliveries(prisma: PrismaClient, lead: LeadRef, limit = 50): Promise<DeliveryLogEntry[]> {
  const where = lead.kind === 'contact' ? { contactSubmissionId: lead.id } : { downloadSubmissionId: lead.id };
  const rows = await prisma.webhookDelivery.findMany({ where, select, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  return rows.map(entry);
}

export async function webhookDeliveries(prisma: PrismaClient, webhookId: number, limit = 20): Promise<DeliveryLogEntry[]> {
  const rows = await prisma.webhookDelivery.findMany({ where: { webhookId }, select, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  return rows.map(entry);
}

/** An endpoint's latest tries, newest first, for its state (lib/webhooks/health.ts). */
export async function webhookAttempts(prisma: PrismaClient, webhookId: number, limit = 100): Promise<DeliveryAttempt[]> {
  return prisma.webhookAttempt.findMany({
    where: { delivery: { webhookId } },
    select: { at: true, statusCode: true, error: true, durationMs: true },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}
