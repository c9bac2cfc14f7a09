import 'server-only';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { jobs as registry, type Job } from '@/lib/jobs/registry';
import { runJobs, type JobFailure } from '@/lib/jobs/run';
import { errorText, log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

// The scheduler of a long-running server: every `intervalMs` one round runs each job of the
// registry that is due (its `everyMs` since its last start in this process). Serverless hosts
// have no timer; the cron route runs the same list (app/api/cron/outbox).

type WorkerState = { timer?: NodeJS.Timeout; stopped?: boolean; failing?: Set<string>; running?: Promise<void>; lastStart?: Map<string, number> };
const worker = processSlot<WorkerState>('outboxWorker', () => ({}));

/** One round: the jobs due at `now`. A job's start is recorded first, so one that fails waits its interval too. */
export async function runWorkerRound(now = new Date(), list: readonly Job[] = registry): Promise<void> {
  let prisma;
  try {
    prisma = await getDb();
  } catch (error) {
    noteOutcome([], [{ job: 'database', error }]);
    return;
  }
  const lastStart = (worker.lastStart ??= new Map());
  const due = list.filter((job) => {
    const last = lastStart.get(job.name);
    return last === undefined || now.getTime() - last >= job.everyMs;
  });
  for (const job of due) lastStart.set(job.name, now.getTime());
  const { report, ran, failures } = await runJobs(due, { prisma, now, env: getEnv(), stopped: () => Boolean(worker.stopped) });
  noteOutcome(['database', ...ran], failures);
  const sent = typeof report.sent === 'number' ? report.sent : 0;
  if (sent > 0) log.info('outbox worker sent queued messages', { sent });
}

/** A failure is logged once per outage and job, not every few seconds; a recovery once. */
function noteOutcome(ran: readonly string[], failures: readonly JobFailure[]): void {
  const failing = (worker.failing ??= new Set());
  const failed = new Set(failures.map((failure) => failure.job));
  for (const { job, error } of failures) {
    if (!failing.has(job))
      log.error(job === 'database' ? 'outbox worker cannot reach the database' : 'outbox worker: a job failed', { job, error: errorText(error) });
    failing.add(job);
  }
  for (const job of ran) {
    if (failing.has(job) && !failed.has(job)) {
      failing.delete(job);
      log.info('outbox worker is running again', { job });
    }
  }
}

/** Runs the rounds for the lifetime of the server process; started once from lib/lifecycle/startup.ts. */
export function startJobWorker({ intervalMs = 5_000 }: { intervalMs?: number } = {}): () => Promise<void> {
  if (worker.timer) return stopJobWorker;
  worker.stopped = false;
  const tick = () => {
    worker.running = runWorkerRound().finally(() => {
      worker.running = undefined;
      if (!worker.stopped) worker.timer = setTimeout(tick, intervalMs).unref();
    });
  };
  worker.timer = setTimeout(tick, intervalMs).unref();
  return stopJobWorker;
}

/** Stops the rounds; resolves once the job in progress (if any) is finished. */
export async function stopJobWorker(): Promise<void> {
  worker.stopped = true;
  clearTimeout(worker.timer);
  worker.timer = undefined;
  await worker.running;
}
