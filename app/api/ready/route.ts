import { databaseProblem } from '@/lib/db/client';
import { shutdownReason } from '@/lib/lifecycle';

// Readiness: 200 while this instance can take form submissions (database reachable, every
// migration applied, not shutting down); 503 with the reason otherwise. Asked every few
// seconds by a load balancer, so it is never cached and never rate-limited.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const reason = shutdownReason() ?? (await databaseProblem());
  return Response.json(reason ? { status: 'unavailable', reason } : { status: 'ready' }, {
    status: reason ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
