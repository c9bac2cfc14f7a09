import { getDb } from '@/lib/db/client';
import { isCronAuthorized } from '@/lib/cron-auth';
import { getEnv } from '@/lib/env';
import { jobs, runJobs } from '@/lib/jobs';
import { errorText, log } from '@/lib/log';

// The job runner for hosts without a long-running process (Vercel-style): a cron job calls
// this (vercel.json: once a day, which every Vercel plan accepts; each form's mail is sent by
// after() anyway, so this only retries what failed then; on a paid plan `* * * * *` retries
// within a minute) with `Authorization: Bearer $CRON_SECRET`. It runs every job of the registry
// once (lib/jobs: what is due in the outbox and webhooks, scheduled publishes, the tidying),
// the same list the worker of a long-running server runs. Safe next to running workers: rows
// are claimed with SKIP LOCKED, so nothing is sent twice.
export const dynamic = 'force-dynamic';
export const maxDuration = 60;

export async function GET(request: Request): Promise<Response> {
  const env = getEnv();
  if (!isCronAuthorized(request, env.cronSecret)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  try {
    const prisma = await getDb();
    const started = Date.now();
    // Stop claiming new batches, and starting jobs, well before the host's time limit.
    const { report, failures } = await runJobs(jobs, { prisma, now: new Date(), env, stopped: () => Date.now() - started > 40_000 });
    for (const { job, error } of failures) log.error('cron: a job failed', { job, error: errorText(error) });
    if (failures.length > 0) {
      return Response.json({ error: 'Service unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    }
    log.info('cron: outbox drained', report);
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.error('cron: outbox run failed', { error: errorText(error) });
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
