import 'server-only';
import { getDb } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail/message';
import { mailTransport } from '@/lib/mail/transport';
import { deliver, type DeliveryOutcome } from '@/lib/outbox/deliver';
import type { RetryPolicy } from '@/lib/outbox/retry-policy';
import { claimDueRows, purgeMailBodies } from '@/lib/outbox/store';
import { publishDueArticlesNow } from '@/lib/articles/startup';
import { publishDueSchedules } from '@/lib/copy/schedule-run';
import { retryDeployHook } from '@/lib/copy/deploy-hook';
import { getEnv } from '@/lib/env';
import { pageCacheKind } from '@/lib/page-cache';
import { errorText, log } from '@/lib/log';
import { deleteExpiredSessions } from '@/lib/team/sessions';
import { pruneInsights } from '@/lib/insights/record';
import { sendWeeklySummaries } from '@/lib/insights/weekly-mail';
import { deleteStaleThrottles } from '@/lib/team/sign-in-throttle';
import { deleteOldUnlockLinks } from '@/lib/team/unlock-link';
import { destinationPolicy } from '@/lib/webhooks/config';
import { drainWebhooks } from '@/lib/webhooks/deliver';
import { processSlot } from '@/lib/process-slot.mjs';

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

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Retention (MAIL_BODY_RETENTION_DAYS) at most once an hour per process: it scans the table.
 * Ended team sessions and stale sign-in delays go in the same round (every request checks expiry itself; this only tidies).
 */
async function purgeHourly(prisma: PrismaClient, now = new Date()): Promise<void> {
  if (worker.lastPurge && now.getTime() - worker.lastPurge < PURGE_EVERY_MS) return;
  worker.lastPurge = now.getTime();
  const purged = await purgeMailBodies(prisma, now, getEnv().mailBodyRetentionDays);
  if (purged > 0) log.info('purged the bodies of old sent mails', { purged });
  await deleteExpiredSessions(prisma, now);
  await deleteStaleThrottles(prisma, now);
  await deleteOldUnlockLinks(prisma, now);
  await pruneInsights(prisma, now);
}

const WEEKLY_EVERY_MS = 10 * 60 * 1000;

/** The Monday Insights summaries (lib/insights/weekly-mail.ts): looked for every ten minutes; each is queued once per member and week. */
async function weeklyMails(prisma: PrismaClient, now = new Date()): Promise<void> {
  if (worker.lastWeekly && now.getTime() - worker.lastWeekly < WEEKLY_EVERY_MS) return;
  worker.lastWeekly = now.getTime();
  const queued = await sendWeeklySummaries(prisma, now);
  if (queued > 0) log.info('queued weekly Insights summaries', { queued });
}

type WorkerState = { timer?: NodeJS.Timeout; stopped?: boolean; failing?: boolean; running?: Promise<void>; lastPurge?: number; lastWeekly?: number };
const worker = processSlot<WorkerState>('outboxWorker', () => ({}));

/** Polls the outbox for the lifetime of the server process; started once from instrumentation. */
export function startOutboxWorker({ intervalMs = 5_000 }: { intervalMs?: number } = {}): () => Promise<void> {
  if (worker.timer) return stopOutboxWorker;
  worker.stopped = false;
  const round = async () => {
    try {
      const outcomes = await drainOutbox(await getDb(), { transport: mailTransport(), stopped: () => Boolean(worker.stopped) });
      // Webhooks share the round: the same outbox pattern, their own table (lib/webhooks).
      await drainWebhooks(await getDb(), { policy: destinationPolicy(), stopped: () => Boolean(worker.stopped) });
      await purgeHourly(await getDb());
      await weeklyMails(await getDb());
      // Scheduled publishes of texts (lib/copy/schedule.ts) ride on the same round.
      await publishDueSchedules(await getDb());
      await publishDueArticlesNow(await getDb());
      // Deploy hook calls that failed come due here too (lib/copy/deploy-hook.ts).
      await retryDeployHook(await getDb(), getEnv(), pageCacheKind() === 'platform');
      if (worker.failing) log.info('outbox worker is running again');
      worker.failing = false;
      const sent = outcomes.filter((outcome) => outcome === 'sent').length;
      if (sent > 0) log.info('outbox worker sent queued messages', { sent });
    } catch (error) {
      // Logged once per outage, not every few seconds.
      if (!worker.failing) log.error('outbox worker cannot reach the database', { error: errorText(error) });
      worker.failing = true;
    }
  };
  const tick = () => {
    worker.running = round().finally(() => {
      worker.running = undefined;
      if (!worker.stopped) worker.timer = setTimeout(tick, intervalMs).unref();
    });
  };
  worker.timer = setTimeout(tick, intervalMs).unref();
  return stopOutboxWorker;
}

/** Stops polling; resolves once the batch in progress (if any) is finished. */
export async function stopOutboxWorker(): Promise<void> {
  worker.stopped = true;
  clearTimeout(worker.timer);
  worker.timer = undefined;
  await worker.running;
}
