import { readiness } from '@/lib/lifecycle/readiness';

// Readiness (lib/lifecycle/readiness.ts): asked every few seconds by a load balancer, so it is never
// cached and never rate-limited.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { status, body } = await readiness(request);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
