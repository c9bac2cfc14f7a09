import 'server-only';
import type { MailTransport } from '@/lib/mail/message';
import { sendWithin } from '@/lib/mail/transport';
import type { MailOutbox, PrismaClient } from '@/lib/generated/prisma/client';
import { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from '@/lib/outbox/retry-policy';
import { markFailed, markRetry, markSent, messageOf } from '@/lib/outbox/store';

/** How long a form request waits for the provider before answering and leaving it to the worker. */
export const IMMEDIATE_SEND_TIMEOUT_MS = 3_000;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export type DeliveryOptions = {
  transport: MailTransport;
  timeoutMs: number;
  now?: () => Date;
  policy?: RetryPolicy;
};

/** One try of a row this caller has claimed, with the outcome written back to the outbox. */
export async function deliver(prisma: PrismaClient, row: MailOutbox, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const now = options.now ?? (() => new Date());
  const result = await sendWithin(options.transport, messageOf(row), row.idempotencyKey, options.timeoutMs);
  try {
    if (result.ok) {
      await markSent(prisma, row.id, result.id, now());
      return 'sent';
    }
    const retryAt = result.retryable ? nextAttemptAt(row.attempts, now(), result.retryAfterMs, options.policy) : null;
    if (retryAt) {
      await markRetry(prisma, row.id, result.error, retryAt);
      return 'retry';
    }
    console.error(`[mail] gave up on ${row.kind} ${row.id} after ${row.attempts} tries: ${result.error}`);
    await markFailed(prisma, row.id, result.error);
    return 'failed';
  } catch (error) {
    // The claim simply runs out and the worker tries again later, with the same idempotency
    // key, so a message that did go out is not sent a second time.
    console.error(`[mail] could not record the outcome for ${row.id}:`, error);
    return result.ok ? 'sent' : 'retry';
  }
}

/** The rows a request just wrote, all at once, each with the request's deadline. */
export function deliverNow(prisma: PrismaClient, rows: MailOutbox[], transport: MailTransport) {
  return Promise.all(
    rows.map((row) => deliver(prisma, row, { transport, timeoutMs: IMMEDIATE_SEND_TIMEOUT_MS, policy: defaultRetryPolicy })),
  );
}
