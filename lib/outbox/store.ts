import 'server-only';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '@/lib/mail';
import { batchedPer } from '@/lib/db/batch';
import { run } from '@/lib/db/raw-sql';
import { timestamp } from '@/lib/db/timestamp';
import { Prisma, type MailOutbox, type PrismaClient } from '@/lib/generated/prisma/client';
import { mailErrorKind } from '@/lib/outbox/error-kind';

export type MailKind =
  | 'contact-notification'
  | 'download-notification'
  | 'download-visitor'
  | 'marketing-confirmation'
  | 'security-notice'
  | 'lead-reply'
  | 'morning-mail'
  | 'insights-weekly';
export type MailDraft = { kind: MailKind; message: MailMessage };

type Db = PrismaClient | Prisma.TransactionClient;

/** How long one sender owns a claimed row; far longer than any send may take. */
export const CLAIM_LEASE_MS = 60_000;

/**
 * The rows for a submission's mail, as they will be stored. They start claimed by the request
 * that writes them, which tries to send at once; the worker only takes them over if that
 * request dies. Built here rather than read back, so writing them takes no RETURNING.
 */
export function outboxRowsFor(drafts: MailDraft[], now: Date, owner: MailOwner = {}): MailOutbox[] {
  return drafts.map(({ kind, message: { to, ...payload } }) => {
    const id = randomUUID();
    return {
      id,
      kind,
      recipient: to,
      payload,
      status: 'pending',
      attempts: 1,
      nextAttemptAt: now,
      lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      lastError: null,
      sentAt: null,
      providerMessageId: null,
      idempotencyKey: `granite-outbox-${id}`,
      createdAt: now,
      contactSubmissionId: owner.contactSubmissionId ?? null,
      downloadSubmissionId: owner.downloadSubmissionId ?? null,
    };
  });
}

/** The submission a mail belongs to: the team area shows its state, an erasure deletes it. */
export type MailOwner = { contactSubmissionId?: number; downloadSubmissionId?: number };

/**
 * `INSERT INTO "mail_outbox" … VALUES …` for these rows, as one statement: on its own, or as the
 * last part of a statement that also writes the submission (lib/db/queries.ts), so both commit
 * together. Every column is written, so what `outboxRowsFor` returned is exactly what is stored.
 */
export function insertOutboxSql(rows: MailOutbox[]): Prisma.Sql {
  const values = rows.map(
    (row) => Prisma.sql`(${row.id}::uuid, ${row.kind}, ${row.recipient}, ${JSON.stringify(row.payload)}::jsonb,
      ${row.status}::"MailStatus", ${row.attempts}::int, ${timestamp(row.nextAttemptAt)}::timestamp(3),
      ${timestamp(row.lockedUntil)}::timestamp(3), ${row.idempotencyKey}, ${timestamp(row.createdAt)}::timestamp(3),
      ${row.contactSubmissionId}::int, ${row.downloadSubmissionId}::int)`,
  );
  return Prisma.sql`INSERT INTO "mail_outbox" ("id", "kind", "recipient", "payload", "status", "attempts",
      "nextAttemptAt", "lockedUntil", "idempotencyKey", "createdAt", "contactSubmissionId", "downloadSubmissionId")
    VALUES ${Prisma.join(values)}`;
}

/** Rows on their own (the outbox tests); a form request writes them with its submission. */
export async function createOutboxRows(db: Db, drafts: MailDraft[], now: Date): Promise<MailOutbox[]> {
  const rows = outboxRowsFor(drafts, now);
  if (rows.length > 0) await run(db, insertOutboxSql(rows));
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

// The outcome of a try, written back without reading the row again: plain UPDATEs, no RETURNING
// (the row holds the whole rendered message). Under load every request marks its mail sent at
// about the same moment, so those marks share statements (lib/db/batch.ts); each caller still
// waits until its own row is written. Each outcome also adds a row to "mail_attempts" in the
// same statement, so the team sees every try, not only the latest.

type SentMark = { id: string; providerMessageId: string; sentAt: Date };

const writeSentMarks = batchedPer((prisma: PrismaClient) => async (marks: SentMark[]) => {
  const values = marks.map((mark) => Prisma.sql`(${mark.id}::uuid, ${mark.providerMessageId}, ${timestamp(mark.sentAt)}::timestamp(3))`);
  await run(
    prisma,
    Prisma.sql`
    WITH "mark" ("id", "providerMessageId", "sentAt") AS (VALUES ${Prisma.join(values)}),
    "updated" AS (
      UPDATE "mail_outbox" AS "row" SET "status" = 'sent', "sentAt" = "mark"."sentAt",
        "providerMessageId" = "mark"."providerMessageId", "lockedUntil" = NULL, "lastError" = NULL
      FROM "mark" WHERE "row"."id" = "mark"."id"
      RETURNING "row"."id", "mark"."sentAt")
    INSERT INTO "mail_attempts" ("outboxId", "at", "outcome") SELECT "id", "sentAt", 'sent' FROM "updated"`,
  );
  return marks.map(() => undefined);
});

export function markSent(prisma: PrismaClient, id: string, providerMessageId: string, now: Date): Promise<void> {
  return writeSentMarks(prisma, { id, providerMessageId, sentAt: now });
}

export async function markRetry(prisma: PrismaClient, id: string, error: string, retryAt: Date, now = new Date()): Promise<void> {
  await run(
    prisma,
    Prisma.sql`
    WITH "updated" AS (
      UPDATE "mail_outbox" SET "nextAttemptAt" = ${timestamp(retryAt)}::timestamp(3), "lockedUntil" = NULL,
        "lastError" = ${error.slice(0, 1000)}
      WHERE "id" = ${id}::uuid RETURNING "id")
    ${attemptSql('retry', error, now)}`,
  );
}

export async function markFailed(prisma: PrismaClient, id: string, error: string, now = new Date()): Promise<void> {
  await run(
    prisma,
    Prisma.sql`
    WITH "updated" AS (
      UPDATE "mail_outbox" SET "status" = 'failed', "lockedUntil" = NULL, "lastError" = ${error.slice(0, 1000)}
      WHERE "id" = ${id}::uuid RETURNING "id")
    ${attemptSql('failed', error, now)}`,
  );
}

function attemptSql(outcome: 'retry' | 'failed', error: string, now: Date): Prisma.Sql {
  return Prisma.sql`INSERT INTO "mail_attempts" ("outboxId", "at", "outcome", "errorKind", "error")
    SELECT "id", ${timestamp(now)}::timestamp(3), ${outcome}, ${mailErrorKind(error)}, ${error.slice(0, 1000)} FROM "updated"`;
}

/** What a purged row's payload becomes: the row stays (it proves the mail went out), the body goes. */
export const PURGED_PAYLOAD = { purged: true } as const;

/**
 * Retention: empties the rendered bodies (names, addresses, messages) of mails sent more than
 * `days` ago. Pending and failed rows keep theirs: they may still be sent or looked into.
 * Returns how many rows were purged.
 */
export async function purgeMailBodies(prisma: PrismaClient, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return prisma.$executeRaw`
    UPDATE "mail_outbox" SET "payload" = ${JSON.stringify(PURGED_PAYLOAD)}::jsonb
    WHERE "status" = 'sent' AND "sentAt" < ${timestamp(before)}::timestamp(3)
      AND "payload" <> ${JSON.stringify(PURGED_PAYLOAD)}::jsonb`;
}
