import vercelConfig from '@/vercel.json';

// What the Texts page says about a deploy hook call that did not go through (lib/copy/deploy-hook.ts
// records why in `lastError`): what the host did, and when it is tried again on this host. Who
// retries is configuration: the outbox worker (every few seconds, on a server that keeps running)
// or, where it is off (a serverless host, OUTBOX_WORKER=off), only the cron route
// /api/cron/outbox, as often as the host's scheduler calls it. On Vercel that is vercel.json's
// `crons` entry, read here; elsewhere the schedule lives outside the project.

/** The host answered with an HTTP error, or did not answer at all. */
export type HookFailure = { kind: 'status'; status: number } | { kind: 'unreachable' };

const STATUS = /^the host answered HTTP (\d{3})$/;

/** Reads `lastError` as deploy-hook.ts writes it. */
export function hookFailure(lastError: string): HookFailure {
  const status = STATUS.exec(lastError);
  return status ? { kind: 'status', status: Number(status[1]) } : { kind: 'unreachable' };
}

/** When the next try happens: at the worker's next round after `due`, or at the cron's next run after it (unknown off Vercel). */
export type HookRetry = { by: 'worker'; at: Date } | { by: 'cron'; at: Date | undefined };

export function hookRetry(due: Date, { outboxWorker, vercel }: { outboxWorker: boolean; vercel: boolean }): HookRetry {
  if (outboxWorker) return { by: 'worker', at: due };
  const schedule = vercel ? outboxCronSchedule() : undefined;
  return { by: 'cron', at: schedule ? nextDailyRun(schedule, due) : undefined };
}

/** vercel.json's schedule for /api/cron/outbox. */
export function outboxCronSchedule(config: { crons?: { path: string; schedule: string }[] } = vercelConfig): string | undefined {
  return config.crons?.find((cron) => cron.path === '/api/cron/outbox')?.schedule;
}

/**
 * The first run at or after `after` of a cron schedule that runs at fixed minutes and hours every
 * day ("17 4 * * *", "0,30 * * * *": what Vercel's plans allow), in UTC as Vercel reads it;
 * undefined for anything else (then the page names the job without a time).
 */
export function nextDailyRun(schedule: string, after: Date): Date | undefined {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(2).some((field) => field !== '*')) return undefined;
  const minutes = values(fields[0]!, 59);
  const hours = values(fields[1]!, 23);
  if (!minutes || !hours) return undefined;
  const start = new Date(Math.ceil(after.getTime() / 60_000) * 60_000);
  for (let day = 0; day < 2; day += 1) {
    for (const hour of hours) {
      for (const minute of minutes) {
        const run = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + day, hour, minute));
        if (run >= start) return run;
      }
    }
  }
  return undefined;
}

function values(field: string, max: number): number[] | undefined {
  if (field === '*') return Array.from({ length: max + 1 }, (_, i) => i);
  const list = field.split(',').map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  if (list.some((value) => !(value >= 0 && value <= max))) return undefined;
  return [...new Set(list)].sort((a, b) => a - b);
}
