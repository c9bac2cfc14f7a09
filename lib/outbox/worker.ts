import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail';
import { deliver, type DeliveryOutcome } from '@/lib/outbox/deliver';
import type { RetryPolicy } from '@/lib/outbox/retry-policy';
import { claimDueRows } from '@/lib/outbox/store';

export type DrainOptions = {
  transport: MailTransport;
  now?: () => Date;
  batchSize?: number;
  timeoutMs?: number;
  policy?: RetryPolicy;
  /** Checked between batches: at shutdown the batch in hand is finished, no new one claimed. */
  stopped?: () => boolean;
};

/** Sends every row that is due now, batch by batch; returns what happened to each. */
export async function drainOutbox(prisma: PrismaClient, options: DrainOptions): Promise<DeliveryOutcome[]> {
  const now = options.now ?? (() => new Date());
  const outcomes: DeliveryOutcome[] = [];
  for (;;) {
    if (options.stopped?.()) return outcomes;
    const rows = await claimDueRows(prisma, now(), options.batchSize ?? 10);
    if (rows.length === 0) return outcomes;
    const delivered = await Promise.all(
      rows.map((row) =>
        deliver(prisma, row, {
          transport: options.transport,
          timeoutMs: options.timeoutMs ?? 15_000,
          now,
          ...(options.policy ? { policy: options.policy } : {}),
        }),
      ),
    );
    outcomes.push(...delivered);
  }
}
