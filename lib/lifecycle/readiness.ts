import 'server-only';
import { isCronAuthorized } from '@/lib/cron-auth';
import { databaseProblem } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { shutdownReason } from '@/lib/lifecycle/shutdown';
import { rateLimitStore } from '@/lib/rate-limit/limiter';

export type Readiness = { status: 200 | 503; body: Record<string, unknown> };

const UNREACHABLE = 'database unreachable';

/**
 * /api/ready: 200 while this instance can take form submissions (database reachable, every
 * migration applied, not shutting down), 503 otherwise. Anyone (a load balancer) learns which of
 * the three it is, never the driver's words: those name hosts, ports and databases. An operator
 * who sends `Authorization: Bearer <CRON_SECRET>` also gets the driver's error text and where the
 * rate limits count (`rateLimits`: shared in PostgreSQL, in memory by design, or in memory since
 * PostgreSQL failed). The log carries the same detail for hosts without a CRON_SECRET.
 */
export async function readiness(request: Request): Promise<Readiness> {
  const reason = shutdownReason() ?? (await databaseProblem());
  const operator = isCronAuthorized(request, getEnv().cronSecret);
  const body: Record<string, unknown> = reason ? { status: 'unavailable', reason: operator ? reason : publicReason(reason) } : { status: 'ready' };
  if (operator) body.rateLimits = rateLimitStore();
  return { status: reason ? 503 : 200, body };
}

function publicReason(reason: string): string {
  return reason.startsWith(`${UNREACHABLE}:`) ? UNREACHABLE : reason;
}
