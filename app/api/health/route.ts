// Liveness: the process answers. Nothing else is checked, so a database outage never gets a
// healthy instance restarted; readiness (/api/ready) is what takes it out of rotation.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
