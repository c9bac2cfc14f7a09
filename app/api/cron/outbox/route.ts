import { getDb } from '@/lib/db/client';
import { retryDeployHook } from '@/lib/copy/deploy-hook';
import { isCronAuthorized } from '@/lib/cron-auth';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { mailTransport } from '@/lib/mail/transport';
import { pageCacheKind } from '@/lib/page-cache';
import { drainOutbox } from '@/lib/outbox/worker';
import { publishDueArticlesNow } from '@/lib/articles/startup';
import { publishDueSchedules } from '@/lib/copy/schedule-run';
import { purgeMailBodies } from '@/lib/outbox/store';
import { clearExpiredRateLimits } from '@/lib/rate-limit/cleanup';
import { deleteExpiredSessions } from '@/lib/team/sessions';
import { pruneInsights } from '@/lib/insights/record';
import { destinationPolicy } from '@/lib/webhooks/config';
import { drainWebhooks } from '@/lib/webhooks/deliver';

// The outbox worker for hosts without a long-running process (Vercel-style): a cron job calls
// this (vercel.json: once a day, which every Vercel plan accepts; each form's mail is sent by
// after() anyway, so this only retries what failed then; on a paid plan `* * * * *` retries
// within a minute) with `Authorization: Bearer $CRON_SECRET`. It sends what
// is due, purges old mail bodies and deletes expired rate-limit rows and team sessions. Safe next to running
// workers: rows are claimed with SKIP LOCKED, so nothing is sent twice.
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
    // Stop claiming new batches well before the host's time limit.
    const outcomes = await drainOutbox(prisma, { transport: mailTransport(), stopped: () => Date.now() - started > 40_000 });
    const webhooks = await drainWebhooks(prisma, { policy: destinationPolicy(), stopped: () => Date.now() - started > 45_000 });
    const purged = await purgeMailBodies(prisma, new Date(), env.mailBodyRetentionDays);
    const rateLimitsCleared = await clearExpiredRateLimits(prisma, new Date());
    const sessionsEnded = await deleteExpiredSessions(prisma, new Date());
    const insightsPruned = await pruneInsights(prisma, new Date());
    const scheduledPublishes = await publishDueSchedules(prisma, new Date());
    const scheduledArticles = await publishDueArticlesNow(prisma, new Date());
    const deployHook = await retryDeployHook(prisma, env, pageCacheKind() === 'platform');
    const result = {
      sent: outcomes.filter((outcome) => outcome === 'sent').length,
      retrying: outcomes.filter((outcome) => outcome === 'retry').length,
      failed: outcomes.filter((outcome) => outcome === 'failed').length,
      purged,
      rateLimitsCleared,
      sessionsEnded,
      insightsPruned,
      webhooksSent: webhooks.filter((outcome) => outcome === 'sent').length,
      scheduledPublishes,
      scheduledArticles,
      deployHook,
    };
    log.info('cron: outbox drained', result);
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.error('cron: outbox run failed', { error: errorText(error) });
    return Response.json({ error: 'Service unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
