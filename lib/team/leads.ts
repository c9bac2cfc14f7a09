import 'server-only';
import { storedSource } from '@/lib/insights/source-values';
import { marketingAddress } from '@/lib/db/marketing-consent';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type MailOutbox, type PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail';
import { deliver, IMMEDIATE_SEND_TIMEOUT_MS, type DeliveryOutcome, defaultRetryPolicy, CLAIM_LEASE_MS, mailErrorKind, type MailErrorKind } from '@/lib/outbox';
import { timestamp } from '@/lib/db/timestamp';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { isTeamMail, leadTimeline, mailTries, type MailTry, type TimelineEntry } from '@/lib/team/lead-timeline';
import { isId } from '@/lib/team/lead-work';
import type { LeadFilter, LeadKind } from '@/lib/team/lead-filter';
import { decodeSortCursor, encodeSortCursor, type SortKey } from '@/lib/team/lead-order';
import {
  decodeCursor,
  encodeCursor,
  pageSize,
  queryLeads,
  type LeadRow,
  type MarketingStatus,
  type NotificationState,
  type Viewer,
} from '@/lib/team/lead-query';

// The team's inbox: both forms' submissions as one list of leads, each with its status, note
// and the state of the mails it caused. Filters travel in URLs (lib/team/lead-filter.ts, free
// of server code so a client form can use it too); the SQL lives in lib/team/lead-query.ts.

export { leadFilterToParams, leadSorts, leadStatuses, parseLeadFilter } from '@/lib/team/lead-filter';
export type { LeadFilter, LeadKind, LeadSort, LeadStatusValue } from '@/lib/team/lead-filter';
export type { LeadRow, MarketingStatus, NotificationState, Viewer } from '@/lib/team/lead-query';

/** Newest first over both forms; `next` is the cursor of the following page, if there is one. */
export async function listLeads(
  prisma: PrismaClient,
  filter: LeadFilter,
  page: { after?: string; limit?: number },
  viewer?: Viewer,
): Promise<{ rows: LeadRow[]; next?: string }> {
  const limit = pageSize(page.limit);
  // Another order than newest first pages by its own keys (lib/team/lead-order.ts).
  const order = filter.sort ? { sort: filter.sort, after: decodeSortCursor(page.after, filter.sort) } : undefined;
  // One row more than shown tells whether another page follows.
  const found = await queryLeads(prisma, filter, order ? undefined : decodeCursor(page.after), limit + 1, {
    ...(viewer ? { viewer } : {}),
    ...(order ? { order } : {}),
  });
  const shown = found.slice(0, limit);
  const rows: LeadRow[] = shown.map(({ message: _m, note: _n, notes: _notes, sortKey: _k, ...row }) => row);
  const last = shown.at(-1);
  if (found.length <= limit || !last) return { rows };
  if (order) return { rows, next: encodeSortCursor(order.sort, JSON.parse(last.sortKey!) as SortKey[]) };
  return { rows, next: encodeCursor({ at: last.createdAt, kind: last.kind, id: last.id }) };
}

export type LeadNotification = {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  /** Every try made, across retries (the outbox row's own counter restarts with each retry). */
  attempts: number;
  lastError: string | null;
  lastErrorKind: MailErrorKind | null;
  sentAt: Date | null;
  createdAt: Date;
  /** When the worker tries a pending one again. */
  nextAttemptAt: Date;
  tries: MailTry[];
  /** To the agency's own inbox (the notifications), rather than to the visitor. */
  toTeam: boolean;
};

export type LeadDetail = LeadRow & {
  message: string | null;
  note: string | null;
  updatedAt: Date | null;
  assigneeId: number | null;
  timeline: TimelineEntry[];
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
  /** The next step (lib/team/follow-up.ts): a calendar day (YYYY-MM-DD) and a note. */
  nextAction: { on: string; note: string | null } | null;
};

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
  const tries = await mailTries(
    prisma,
    lead.mails.map((mail) => mail.id),
  );
  const notifications = lead.mails.map((mail) => notificationOf(mail, tries.get(mail.id) ?? []));
  const createdAt = 'createdAt' in lead ? lead.createdAt : lead.downloadedAt;
  const timeline = await leadTimeline(prisma, { kind, id: lead.id, createdAt }, lead.mails, tries);
  const assignee = lead.assigneeId === null ? null : await prisma.user.findUnique({ where: { id: lead.assigneeId }, select: { username: true } });
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
    createdAt,
    assigneeId: lead.assigneeId,
    assignee: assignee?.username ?? null,
    source: storedSource(lead),
    unread: false,
    excerpt: null,
    timeline,
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
    nextAction: lead.nextActionOn ? { on: lead.nextActionOn.toISOString().slice(0, 10), note: lead.nextActionNote } : null,
  };
}

function notificationOf(row: MailOutbox, tries: MailTry[]): LeadNotification {
  const { id, kind, status, lastError, sentAt, createdAt, nextAttemptAt } = row;
  // Rows from before tries were recorded know only their counter.
  const attempts = Math.max(tries.length, row.attempts);
  const lastErrorKind = lastError === null ? null : (tries.findLast((attempt) => attempt.error !== null)?.errorKind ?? mailErrorKind(lastError));
  return { id, kind, status, attempts, lastError, lastErrorKind, sentAt, createdAt, nextAttemptAt, tries, toTeam: isTeamMail(kind) };
}

/** The same rule as the list's SQL (lib/team/lead-query.ts). */
function worstState(mails: { status: LeadNotification['status'] }[]): NotificationState {
  for (const state of ['failed', 'pending', 'sent'] as const) if (mails.some((mail) => mail.status === state)) return state;
  return 'none';
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
 * What a retry came to: sent, failed again (for good: the cause persists), queued for the worker
 * (a passing problem, or no transport given), or null when the mail is not this lead's or is not
 * failed (a second click finds it pending already).
 */
export type RetryOutcome = 'sent' | 'failed' | 'queued';

/**
 * Puts a failed mail of this lead back into the outbox with a fresh series of tries, and with a
 * transport makes the first of them now. The lead's timeline records the retry, the mail's
 * tries (lib/outbox/store.ts) what came of it.
 */
export async function retryNotification(
  prisma: PrismaClient,
  kind: LeadKind,
  leadId: number,
  outboxId: string,
  actor: AuditActor,
  options: RetryOptions = {},
): Promise<RetryOutcome | null> {
  if (!isId(leadId) || !isUuid(outboxId)) return null;
  const now = new Date();
  const owner = kind === 'contact' ? Prisma.raw('"contactSubmissionId"') : Prisma.raw('"downloadSubmissionId"');
  // Claimed now (one try made, as a form request's first one) or left for the worker to claim.
  const claim = options.transport
    ? Prisma.sql`"lockedUntil" = ${timestamp(new Date(now.getTime() + CLAIM_LEASE_MS))}::timestamp(3), "attempts" = 1`
    : Prisma.sql`"lockedUntil" = NULL, "attempts" = 0`;
  const retried = await prisma.$transaction(async (tx) => {
    const rows = await run<{ id: string }>(
      tx,
      Prisma.sql`
      UPDATE "mail_outbox" SET "status" = 'pending', "nextAttemptAt" = ${timestamp(now)}::timestamp(3), ${claim}
      WHERE "id" = ${outboxId}::uuid AND ${owner} = ${leadId}::int AND "status" = 'failed'
      RETURNING "id"`,
    );
    if (rows.length === 0) return false;
    await tx.leadEvent.create({
      data: {
        ...(kind === 'contact' ? { contactSubmissionId: leadId } : { downloadSubmissionId: leadId }),
        type: 'retry',
        toValue: outboxId,
        authorId: actor.id,
        authorName: actor.username,
        createdAt: now,
      },
    });
    await recordAudit(tx, 'notification-retry', actor, { kind, id: leadId, outboxId });
    return true;
  });
  if (!retried) return null;
  if (!options.transport) return 'queued';
  const outcome = await sendClaimed(prisma, outboxId, options.transport);
  return outcome === 'sent' || outcome === 'failed' ? outcome : 'queued';
}

async function sendClaimed(prisma: PrismaClient, id: string, transport: MailTransport): Promise<DeliveryOutcome | undefined> {
  const row = await prisma.mailOutbox.findUnique({ where: { id } });
  // Gone (erased meanwhile): nothing to send. Otherwise ours until the lease ends.
  if (!row) return undefined;
  return deliver(prisma, row, { transport, timeoutMs: IMMEDIATE_SEND_TIMEOUT_MS, policy: defaultRetryPolicy });
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
