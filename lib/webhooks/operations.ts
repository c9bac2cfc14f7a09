import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import { CLAIM_LEASE_MS } from '@/lib/outbox';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { destinationPolicy } from '@/lib/webhooks/config';
import { deliverWebhook, type WebhookOutcome } from '@/lib/webhooks/deliver';
import type { DestinationPolicy } from '@/lib/webhooks/destination';
import { TEST_EVENT, testPayload } from '@/lib/webhooks/payload';
import { newDeliveryId } from '@/lib/webhooks/signature';
import type { ClaimedDelivery } from '@/lib/webhooks/store';

// The webhooks page's two buttons that send now: "Send a test event" and, on a failed
// or retrying delivery, "Retry now". Both send while the member waits (a try ends within
// WEBHOOK_TIMEOUT_MS), log the try like the worker does, and are audited. A retry sends the same
// delivery again: the same `webhook-id`, so a receiver that saw it already drops the repeat.

type Options = { policy?: DestinationPolicy; now?: () => Date; timeoutMs?: number };

export type SendNowResult = { found: false } | { found: true; outcome: WebhookOutcome; deliveryId: string };

/** A clearly marked test event, sent at once and tried once (the worker never picks it up again). */
export async function sendTestEvent(prisma: PrismaClient, webhookId: number, actor: AuditActor, options: Options = {}): Promise<SendNowResult> {
  const now = options.now ?? (() => new Date());
  const webhook = await prisma.webhook.findUnique({ where: { id: webhookId }, select: { url: true, secret: true } });
  if (!webhook) return { found: false };
  const at = now();
  const payload = testPayload(webhookId, at);
  const id = newDeliveryId();
  // Written claimed (attempts 1, locked), so the worker leaves it alone while it is being sent.
  await prisma.webhookDelivery.create({
    data: {
      id,
      webhookId,
      event: TEST_EVENT,
      payload,
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at,
      lockedUntil: new Date(at.getTime() + CLAIM_LEASE_MS),
      createdAt: at,
    },
  });
  const claimed: ClaimedDelivery = { id, event: TEST_EVENT, payload, attempts: 1, url: webhook.url, secret: webhook.secret, active: true };
  const outcome = await deliverWebhook(prisma, claimed, sendOptions(options));
  await recordAudit(prisma, 'webhook-test', actor, { webhook: webhookId, outcome });
  return { found: true, outcome, deliveryId: id };
}

/**
 * One delivery of this endpoint sent again now, without waiting for its back-off: one that is
 * still retrying or that the worker gave up on (then it is tried once more). Not one already
 * sent, nor one the worker is sending at this moment.
 */
export async function retryDeliveryNow(
  prisma: PrismaClient,
  webhookId: number,
  deliveryId: string,
  actor: AuditActor,
  options: Options = {},
): Promise<SendNowResult> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(deliveryId)) return { found: false };
  const now = (options.now ?? (() => new Date()))();
  const [claimed] = await run<ClaimedDelivery>(
    prisma,
    Prisma.sql`
    WITH claimed AS (
      UPDATE "webhook_deliveries" SET "lockedUntil" = ${timestamp(new Date(now.getTime() + CLAIM_LEASE_MS))}::timestamp(3), "attempts" = "attempts" + 1,
        "status" = 'pending', "nextAttemptAt" = ${timestamp(now)}::timestamp(3)
      WHERE "id" = ${deliveryId}::uuid AND "webhookId" = ${webhookId}::int AND "status" IN ('pending', 'failed')
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${timestamp(now)}::timestamp(3))
      RETURNING "id", "webhookId", "event", "payload", "attempts"
    )
    SELECT claimed."id"::text AS "id", claimed."event", claimed."payload", claimed."attempts", w."url", w."secret", w."active"
    FROM claimed JOIN "webhooks" w ON w."id" = claimed."webhookId"`,
  );
  if (!claimed) return { found: false };
  // A paused endpoint still gets the send the member asked for (a test event is never retried later: deliver.ts).
  const outcome = await deliverWebhook(prisma, { ...claimed, active: true }, sendOptions(options));
  await recordAudit(prisma, 'webhook-retry', actor, { webhook: webhookId, delivery: deliveryId, outcome });
  return { found: true, outcome, deliveryId };
}

function sendOptions(options: Options) {
  return {
    policy: options.policy ?? destinationPolicy(),
    ...(options.now ? { now: options.now } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
}
