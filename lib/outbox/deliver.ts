import 'server-only';
import { type MailTransport, sendWithin } from '@/lib/mail';
import type { MailOutbox, PrismaClient } from '@/lib/generated/prisma/client';
import { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from '@/lib/outbox/retry-policy';
import { markFailed, markRetry, markSent, messageOf } from '@/lib/outbox/store';
import { errorText, log } from '@/lib/log';

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
      await markRetry(prisma, row.id, result.error, retryAt, now());
      return 'retry';
    }
    log.error('gave up sending a mail', { kind: row.kind, id: row.id, attempts: row.attempts, error: errorText(result.error) });
    await markFailed(prisma, row.id, result.error, now());
    return 'failed';
  } catch (error) {
    // The claim simply runs out and the worker tries again later, with the same idempotency
    // key, so a message that did go out is not sent a second time.
    log.error('could not record a mail outcome', { id: row.id, error: errorText(error) });
    return result.ok ? 'sent' : 'retry';
  }
}

/** The rows a request just wrote, all at once, each with the request's deadline. */
export function deliverNow(prisma: PrismaClient, rows: MailOutbox[], transport: MailTransport) {
  return Promise.all(rows.map((row) => deliver(prisma, row, { transport, timeoutMs: IMMEDIATE_SEND_TIMEOUT_MS, policy: defaultRetryPolicy })));
}
