import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import { CLAIM_LEASE_MS } from '@/lib/outbox';
import type { LeadRef } from '@/lib/team/lead-filter';
import type { TEST_EVENT, WebhookEvent, WebhookPayload, WebhookTestPayload } from '@/lib/webhooks/payload';

// The webhooks' outbox: one row per event and configured endpoint, written with what caused it
// (a submission's own statement, a status change's transaction), then claimed and sent by the
// outbox worker like mail (lib/jobs). With no webhook configured the INSERT … SELECT
// finds no endpoint and writes nothing: the forms and the team area behave as before.

type Db = PrismaClient | Prisma.TransactionClient;
export type { LeadRef };

function ownerColumns(lead: LeadRef) {
  return { contact: lead.kind === 'contact' ? lead.id : null, download: lead.kind === 'download' ? lead.id : null };
}

/** `INSERT … SELECT` of one delivery per active endpoint subscribed to the event. */
export function queueDeliveriesSql(payload: WebhookPayload, lead: LeadRef, now: Date): Prisma.Sql {
  const owner = ownerColumns(lead);
  return Prisma.sql`INSERT INTO "webhook_deliveries" ("id", "webhookId", "event", "payload", "status", "attempts", "nextAttemptAt", "createdAt", "contactSubmissionId", "downloadSubmissionId")
    SELECT gen_random_uuid(), "id", ${payload.type}, ${JSON.stringify(payload)}::jsonb, 'pending', 0, ${timestamp(now)}::timestamp(3),
      ${timestamp(now)}::timestamp(3), ${owner.contact}::int, ${owner.download}::int
    FROM "webhooks" WHERE "active" AND ${payload.type} = ANY("events")`;
}

/** The same as a part of a submission's statement (lib/db/queries.ts): `, "webhooks_queued" AS (…)`. */
export function queueDeliveriesCte(payload: WebhookPayload, lead: LeadRef, now: Date): Prisma.Sql {
  return Prisma.sql`, "webhooks_queued" AS (${queueDeliveriesSql(payload, lead, now)})`;
}

export async function queueDeliveries(db: Db, payload: WebhookPayload, lead: LeadRef, now: Date): Promise<void> {
  await run(db, queueDeliveriesSql(payload, lead, now));
}

export type ClaimedDelivery = {
  id: string;
  event: WebhookEvent | typeof TEST_EVENT;
  payload: WebhookPayload | WebhookTestPayload;
  attempts: number;
  url: string;
  secret: string;
  active: boolean;
};

/** Claims due deliveries (SKIP LOCKED: several instances never send the same one at once). */
export async function claimDueDeliveries(prisma: PrismaClient, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  return run<ClaimedDelivery>(
    prisma,
    Prisma.sql`
    WITH claimed AS (
      UPDATE "webhook_deliveries" SET "lockedUntil" = ${timestamp(new Date(now.getTime() + CLAIM_LEASE_MS))}::timestamp(3), "attempts" = "attempts" + 1
      WHERE "id" IN (
        SELECT "id" FROM "webhook_deliveries"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= ${timestamp(now)}::timestamp(3)
          AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${timestamp(now)}::timestamp(3))
        ORDER BY "nextAttemptAt"
        LIMIT ${limit}::int
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id", "webhookId", "event", "payload", "attempts"
    )
    SELECT claimed."id"::text AS "id", claimed."event", claimed."payload", claimed."attempts", w."url", w."secret", w."active"
    FROM claimed JOIN "webhooks" w ON w."id" = claimed."webhookId"`,
  );
}

export type AttemptRecord = { at: Date; statusCode: number | null; error: string | null; durationMs: number };
export type DeliveryState = { status: 'sent' } | { status: 'pending'; retryAt: Date } | { status: 'failed' };

/** One try's outcome: the attempt logged and the delivery's state, in one statement. */
export async function recordAttempt(prisma: PrismaClient, id: string, attempt: AttemptRecord, state: DeliveryState): Promise<void> {
  const at = timestamp(attempt.at);
  const error = attempt.error?.slice(0, 500) ?? null;
  const update =
    state.status === 'sent'
      ? Prisma.sql`"status" = 'sent', "deliveredAt" = ${at}::timestamp(3), "lastError" = NULL`
      : state.status === 'pending'
        ? Prisma.sql`"nextAttemptAt" = ${timestamp(state.retryAt)}::timestamp(3), "lastError" = ${error}`
        : Prisma.sql`"status" = 'failed', "lastError" = ${error}`;
  await run(
    prisma,
    Prisma.sql`
    WITH logged AS (
      INSERT INTO "webhook_attempts" ("deliveryId", "at", "statusCode", "error", "durationMs")
      VALUES (${id}::uuid, ${at}::timestamp(3), ${attempt.statusCode}::int, ${error}, ${attempt.durationMs}::int)
    )
    UPDATE "webhook_deliveries" SET ${update}, "lockedUntil" = NULL WHERE "id" = ${id}::uuid`,
  );
}
