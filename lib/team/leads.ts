import 'server-only';
import { marketingAddress } from '@/lib/db/marketing-consent';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type MailOutbox, type PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail/message';
import { deliver, IMMEDIATE_SEND_TIMEOUT_MS, type DeliveryOutcome } from '@/lib/outbox/deliver';
import { defaultRetryPolicy } from '@/lib/outbox/retry-policy';
import { CLAIM_LEASE_MS, timestamp } from '@/lib/outbox/store';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import type { LeadFilter, LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';
import { leadStatusOf, queueStatusChanged } from '@/lib/webhooks/lead-events';
import { decodeCursor, encodeCursor, pageSize, queryLeads, type LeadRow, type MarketingStatus, type NotificationState } from '@/lib/team/lead-query';

// The team's inbox: both forms' submissions as one list of leads, each with its status, note
// and the state of the mails it caused. Filters travel in URLs (lib/team/lead-filter.ts, free
// of server code so a client form can use it too); the SQL lives in lib/team/lead-query.ts.

export { leadFilterToParams, leadStatuses, parseLeadFilter } from '@/lib/team/lead-filter';
export type { LeadFilter, LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';
export type { LeadRow, MarketingStatus, NotificationState } from '@/lib/team/lead-query';

/** Newest first over both forms; `next` is the cursor of the following page, if there is one. */
export async function listLeads(
  prisma: PrismaClient,
  filter: LeadFilter,
  page: { after?: string; limit?: number },
): Promise<{ rows: LeadRow[]; next?: string }> {
  const limit = pageSize(page.limit);
  // One row more than shown tells whether another page follows.
  const found = await queryLeads(prisma, filter, decodeCursor(page.after), limit + 1);
  const rows: LeadRow[] = found.slice(0, limit).map(({ message: _m, note: _n, ...row }) => row);
  const last = rows.at(-1);
  return found.length > limit && last ? { rows, next: encodeCursor({ at: last.createdAt, kind: last.kind, id: last.id }) } : { rows };
}

export type LeadNotification = {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  /** To the agency's own inbox (the notifications), rather than to the visitor. */
  toTeam: boolean;
};

export type LeadDetail = LeadRow & {
  message: string | null;
  note: string | null;
  updatedAt: Date | null;
  agreePrivacy: boolean | null;
  consent: null | {
    textVersion: string;
    locale: string;
    method: string;
    givenAt: Date;
    marketingStatus: MarketingStatus | null;
    confirmedAt: Date | null;
    withdrawnAt: Date | null;
  };
  notifications: LeadNotification[];
};

const teamMailKinds = new Set(['contact-notification', 'download-notification']);

export async function getLead(prisma: PrismaClient, kind: LeadKind, id: number): Promise<LeadDetail | null> {
  if (!isId(id)) return null;
  const mails = { orderBy: [{ createdAt: 'asc' as const }, { kind: 'asc' as const }] };
  const lead =
    kind === 'contact'
      ? await prisma.contactSubmission.findUnique({ where: { id }, include: { mails } })
      : await prisma.downloadSubmission.findUnique({ where: { id }, include: { mails, consentRecord: true } });
  if (!lead) return null;
  const optIn = await prisma.marketingConsent.findUnique({
    where: { email: marketingAddress(lead.email) },
    select: { status: true, confirmedAt: true, withdrawnAt: true },
  });
  const notifications = lead.mails.map(notificationOf);
  const record = 'consentRecord' in lead ? lead.consentRecord : null;
  return {
    kind,
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    company: lead.company,
    service: 'service' in lead ? lead.service : null,
    locale: lead.locale,
    status: lead.status,
    createdAt: 'createdAt' in lead ? lead.createdAt : lead.downloadedAt,
    agreeMarketing: 'agreeMarketing' in lead ? lead.agreeMarketing : null,
    agreePrivacy: 'agreePrivacy' in lead ? lead.agreePrivacy : null,
    notification: worstState(notifications),
    marketingConsent: optIn?.status ?? null,
    message: 'message' in lead ? lead.message : null,
    note: lead.note,
    updatedAt: lead.updatedAt,
    consent: record && {
      textVersion: record.textVersion,
      locale: record.locale,
      method: record.method,
      givenAt: record.givenAt,
      marketingStatus: optIn?.status ?? null,
      confirmedAt: optIn?.confirmedAt ?? null,
      withdrawnAt: optIn?.withdrawnAt ?? null,
    },
    notifications,
  };
}

function notificationOf(row: MailOutbox): LeadNotification {
  const { id, kind, status, attempts, lastError, sentAt, createdAt } = row;
  return { id, kind, status, attempts, lastError, sentAt, createdAt, toTeam: teamMailKinds.has(kind) };
}

/** The same rule as the list's SQL (lib/team/lead-query.ts). */
function worstState(mails: { status: LeadNotification['status'] }[]): NotificationState {
  for (const state of ['failed', 'pending', 'sent'] as const) if (mails.some((mail) => mail.status === state)) return state;
  return 'none';
}

export const NOTE_MAX_LENGTH = 2000;

/**
 * Sets a lead's status and internal note; false when there is no such lead. A note is trimmed,
 * empty means none, and longer than 2,000 characters is refused (RangeError): the form limits
 * it, so a longer one is not a person typing.
 */
export async function updateLead(
  prisma: PrismaClient,
  kind: LeadKind,
  id: number,
  change: { status: LeadStatusValue; note: string | null },
  actor: AuditActor,
): Promise<boolean> {
  const note = change.note?.trim() || null;
  if (note && [...note].length > NOTE_MAX_LENGTH) throw new RangeError(`a note holds at most ${NOTE_MAX_LENGTH} characters`);
  if (!isId(id)) return false;
  const data = { status: change.status, note, updatedAt: new Date() };
  return prisma.$transaction(async (tx) => {
    const previous = await leadStatusOf(tx, kind, id);
    const { count } =
      kind === 'contact'
        ? await tx.contactSubmission.updateMany({ where: { id }, data })
        : await tx.downloadSubmission.updateMany({ where: { id }, data });
    if (count === 0) return false;
    await recordAudit(tx, 'lead-update', actor, { kind, id, status: change.status });
    // Issue #23: a changed status goes to the configured webhooks, committed with the change.
    if (previous && previous !== change.status) await queueStatusChanged(tx, { kind, id }, previous, actor.username, data.updatedAt);
    return true;
  });
}

export type RetryOptions = {
  /**
   * Send it now, as the form requests do, waiting at most IMMEDIATE_SEND_TIMEOUT_MS. The row is
   * claimed for this caller in the same statement that puts it back in the queue, so the worker
   * cannot take it meanwhile; without a transport the worker (or the cron drain) sends it.
   */
  transport?: MailTransport;
};

/**
 * Puts a failed mail of this lead back into the outbox with a fresh series of tries; false when
 * the mail is not this lead's or is not failed (a second click finds it pending already).
 */
export async function retryNotification(
  prisma: PrismaClient,
  kind: LeadKind,
  leadId: number,
  outboxId: string,
  actor: AuditActor,
  options: RetryOptions = {},
): Promise<boolean> {
  if (!isId(leadId) || !isUuid(outboxId)) return false;
  const now = new Date();
  const owner = kind === 'contact' ? Prisma.raw('"contactSubmissionId"') : Prisma.raw('"downloadSubmissionId"');
  // Claimed now (one try made, as a form request's first one) or left for the worker to claim.
  const claim = options.transport
    ? Prisma.sql`"lockedUntil" = ${timestamp(new Date(now.getTime() + CLAIM_LEASE_MS))}::timestamp(3), "attempts" = 1`
    : Prisma.sql`"lockedUntil" = NULL, "attempts" = 0`;
  const retried = await prisma.$transaction(async (tx) => {
    const rows = await run<{ id: string }>(tx, Prisma.sql`
      UPDATE "mail_outbox" SET "status" = 'pending', "nextAttemptAt" = ${timestamp(now)}::timestamp(3), ${claim}
      WHERE "id" = ${outboxId}::uuid AND ${owner} = ${leadId}::int AND "status" = 'failed'
      RETURNING "id"`);
    if (rows.length === 0) return false;
    await recordAudit(tx, 'notification-retry', actor, { kind, id: leadId, outboxId });
    return true;
  });
  if (retried && options.transport) await sendClaimed(prisma, outboxId, options.transport);
  return retried;
}

async function sendClaimed(prisma: PrismaClient, id: string, transport: MailTransport): Promise<DeliveryOutcome | undefined> {
  const row = await prisma.mailOutbox.findUnique({ where: { id } });
  // Gone (erased meanwhile): nothing to send. Otherwise ours until the lease ends.
  if (!row) return undefined;
  return deliver(prisma, row, { transport, timeoutMs: IMMEDIATE_SEND_TIMEOUT_MS, policy: defaultRetryPolicy });
}

const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
