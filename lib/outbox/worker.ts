import 'server-only';
import { getDb } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail/message';
import { mailTransport } from '@/lib/mail/transport';
import { deliver, type DeliveryOutcome } from '@/lib/outbox/deliver';
import type { RetryPolicy } from '@/lib/outbox/retry-policy';
import { claimDueRows } from '@/lib/outbox/store';

export type DrainOptions = {
  transport: MailTransport;
  now?: () => Date;
  batchSize?: number;
  timeoutMs?: number;
  policy?: RetryPolicy;
};

/** Sends every row that is due now, batch by batch; returns what happened to each. */
export async function drainOutbox(prisma: PrismaClient, options: DrainOptions): Promise<DeliveryOutcome[]> {
  const now = options.now ?? (() => new Date());
  const outcomes: DeliveryOutcome[] = [];
  for (;;) {
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

type WorkerState = { timer?: NodeJS.Timeout; stopped?: boolean; failing?: boolean };
const worker: WorkerState = ((globalThis as { __graniteOutboxWorker?: WorkerState }).__graniteOutboxWorker ??= {});

/** Polls the outbox for the lifetime of the server process; started once from instrumentation. */
export function startOutboxWorker({ intervalMs = 5_000 }: { intervalMs?: number } = {}): () => void {
  if (worker.timer) return stopOutboxWorker;
  worker.stopped = false;
  const tick = async () => {
    try {
      const outcomes = await drainOutbox(await getDb(), { transport: mailTransport() });
      if (worker.failing) console.info('[mail] outbox worker is running again');
      worker.failing = false;
      const sent = outcomes.filter((outcome) => outcome === 'sent').length;
      if (sent > 0) console.info(`[mail] outbox worker sent ${sent} queued message(s)`);
    } catch (error) {
      // Logged once per outage, not every few seconds.
      if (!worker.failing) console.error('[mail] outbox worker cannot reach the database:', reason(error));
      worker.failing = true;
    } finally {
      if (!worker.stopped) worker.timer = setTimeout(tick, intervalMs).unref();
    }
  };
  worker.timer = setTimeout(tick, intervalMs).unref();
  return stopOutboxWorker;
}

export function stopOutboxWorker(): void {
  worker.stopped = true;
  clearTimeout(worker.timer);
  worker.timer = undefined;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
