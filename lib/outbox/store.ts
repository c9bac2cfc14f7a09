import 'server-only';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '@/lib/mail/message';
import type { MailOutbox, Prisma, PrismaClient } from '@/lib/generated/prisma/client';

export type MailKind = 'contact-notification' | 'download-notification' | 'download-visitor';
export type MailDraft = { kind: MailKind; message: MailMessage };

type Db = PrismaClient | Prisma.TransactionClient;

/** How long one sender owns a claimed row; far longer than any send may take. */
export const CLAIM_LEASE_MS = 60_000;

/**
 * Rows for a submission's transaction. They start claimed by the request that writes them,
 * which tries to send at once; the worker only takes them over if that request dies.
 */
export async function createOutboxRows(db: Db, drafts: MailDraft[], now: Date): Promise<MailOutbox[]> {
  const rows: MailOutbox[] = [];
  // One after the other: statements of one transaction share a single connection.
  for (const { kind, message: { to, ...payload } } of drafts) {
    const id = randomUUID();
    rows.push(
      await db.mailOutbox.create({
        data: {
          id,
          kind,
          recipient: to,
          payload,
          attempts: 1,
          lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
          nextAttemptAt: now,
          idempotencyKey: `granite-outbox-${id}`,
          createdAt: now,
        },
      }),
    );
  }
  return rows;
}

/**
 * Claims up to `limit` due rows. SKIP LOCKED lets several app instances poll one PostgreSQL
 * without ever claiming the same row; on PGlite there is only one process anyway.
 */
export async function claimDueRows(prisma: PrismaClient, now: Date, limit: number): Promise<MailOutbox[]> {
  const lockedUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const claimed = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "mail_outbox" SET "lockedUntil" = ${lockedUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "mail_outbox"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now}
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now})
      ORDER BY "nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  if (claimed.length === 0) return [];
  return prisma.mailOutbox.findMany({ where: { id: { in: claimed.map((row) => row.id) } } });
}

export function messageOf(row: MailOutbox): MailMessage {
  const payload = row.payload as Omit<MailMessage, 'to'>;
  return { ...payload, to: row.recipient };
}

export function markSent(prisma: PrismaClient, id: string, providerMessageId: string, now: Date) {
  return prisma.mailOutbox.update({
    where: { id },
    data: { status: 'sent', sentAt: now, providerMessageId, lockedUntil: null, lastError: null },
  });
}

export function markRetry(prisma: PrismaClient, id: string, error: string, retryAt: Date) {
  return prisma.mailOutbox.update({
    where: { id },
    data: { nextAttemptAt: retryAt, lockedUntil: null, lastError: error.slice(0, 1000) },
  });
}

export function markFailed(prisma: PrismaClient, id: string, error: string) {
  return prisma.mailOutbox.update({
    where: { id },
    data: { status: 'failed', lockedUntil: null, lastError: error.slice(0, 1000) },
  });
}
