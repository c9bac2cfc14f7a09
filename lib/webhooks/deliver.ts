import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { nextAttemptAt, type RetryPolicy } from '@/lib/outbox';
import type { DestinationPolicy } from '@/lib/webhooks/destination';
import { TEST_EVENT } from '@/lib/webhooks/payload';
import { postWebhook } from '@/lib/webhooks/send';
import { messageId, signedHeaders } from '@/lib/webhooks/signature';
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery, type DeliveryState } from '@/lib/webhooks/store';

// Receivers are down for minutes (a deploy) or hours (an expired token): eight tries spaced
// 30 s, 1 min, 2 min … up to 2 h cover about six hours, close to the spec's suggested schedule.
export const webhookRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 2 * 3_600_000, maxAttempts: 8 };

export type WebhookDrainOptions = {
  policy: DestinationPolicy;
  now?: () => Date;
  retry?: RetryPolicy;
  timeoutMs?: number;
  batchSize?: number;
  stopped?: () => boolean;
};

export type WebhookOutcome = 'sent' | 'retry' | 'failed';

/** One try of a claimed delivery, signed at the moment it is sent; the attempt is logged. */
export async function deliverWebhook(prisma: PrismaClient, delivery: ClaimedDelivery, options: WebhookDrainOptions): Promise<WebhookOutcome> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const body = JSON.stringify(delivery.payload);
  const result = delivery.active
    ? await postWebhook(delivery.url, { ...signedHeaders(delivery.secret, messageId(delivery.id), started, body) }, body, {
        policy: options.policy,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      })
    : { ok: false as const, statusCode: null, error: 'webhook turned off', retryable: false };
  const finished = now();
  // A test event is tried once, whoever sends it (the page's button, or the worker after a crash).
  const retryable = !result.ok && result.retryable && delivery.event !== TEST_EVENT;
  const retryAt = retryable ? nextAttemptAt(delivery.attempts, finished, undefined, options.retry ?? webhookRetryPolicy) : null;
  const state: DeliveryState = result.ok ? { status: 'sent' } : retryAt ? { status: 'pending', retryAt } : { status: 'failed' };
  const attempt = {
    at: started,
    statusCode: result.statusCode,
    error: result.ok ? null : result.error,
    durationMs: Math.max(0, finished.getTime() - started.getTime()),
  };
  try {
    await recordAttempt(prisma, delivery.id, attempt, state);
  } catch (error) {
    // The claim runs out and the worker tries again; the receiver drops the repeat by webhook-id.
    log.error('could not record a webhook attempt', { id: delivery.id, error: errorText(error) });
  }
  if (state.status === 'failed') log.error('gave up sending a webhook', { id: delivery.id, event: delivery.event, attempts: delivery.attempts });
  return result.ok ? 'sent' : retryAt ? 'retry' : 'failed';
}

/** Sends every delivery that is due now, batch by batch (the outbox worker calls it each round). */
export async function drainWebhooks(prisma: PrismaClient, options: WebhookDrainOptions): Promise<WebhookOutcome[]> {
  const outcomes: WebhookOutcome[] = [];
  for (;;) {
    if (options.stopped?.()) return outcomes;
    const due = await claimDueDeliveries(prisma, (options.now ?? (() => new Date()))(), options.batchSize ?? 10);
    if (due.length === 0) return outcomes;
    outcomes.push(...(await Promise.all(due.map((delivery) => deliverWebhook(prisma, delivery, options)))));
  }
}
