import { after } from 'next/server';
import { ApiError, errorResponse } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/guard';
import { readLimited } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { BEACON_MAX_BYTES, beaconSchema } from '@/lib/insights/beacon';
import { isBot } from '@/lib/insights/bots';
import { countBeacon, flushCounts, flushSoon } from '@/lib/insights/record';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { BEACON_ALLOWANCE } from '@/lib/rate-limit/limiter';
import { memoryAllowance } from '@/lib/rate-limit/memory-allowance';
import { requestLocale } from '@/lib/server-i18n';
import { sessionTokenOf } from '@/lib/team/session-cookie';

export const dynamic = 'force-dynamic';

const done = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

const withinAllowance = memoryAllowance('beacon', BEACON_ALLOWANCE);
const write = async () => flushCounts(await getDb());
/** after() needs a request's scope; called outside one (a test calling the handler), the write simply starts now. */
function writeAfterAnswer(): void {
  try {
    after(write);
  } catch {
    void write();
  }
}

// A page view or a set of Web Vitals readings from our own pages (lib/insights/visit-script.ts,
// components/analytics/visit-beacon.tsx), sent with navigator.sendBeacon. Nothing of the request
// is kept but the counters it adds to, in memory and written in batches (lib/insights/record.ts):
// no database round per beacon, no address, no user agent, no cookie set.
export async function POST(request: Request): Promise<Response> {
  try {
    // 1. Our own pages, a browser that is no bot (the header is looked at, never stored).
    if (!isSameOrigin(request, getEnv().siteUrl)) throw new ApiError(403, 'crossSite');
    if (isBot(request.headers.get('user-agent'))) return done();
    // The team's own views (publish mode included) are not visits: any request that carries the
    // team session cookie is left out. Its presence is enough: a stranger who forges one only
    // leaves out their own views, and no database round is spent on checking it.
    if (sessionTokenOf(request)) return done();
    // 2. sendBeacon sends text/plain or JSON; nothing else.
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') throw new ApiError(415, 'unsupportedMediaType');
    // 3. Within the sender's allowance, counted by address in this process's memory.
    const env = getEnv();
    if (!env.rateLimit.disabled && !withinAllowance(clientAddress(request, env.trustedProxyHops))) throw new ApiError(429, 'tooManyRequests', undefined, 60);
    // 4. At most 1 KiB of UTF-8 JSON, of one of the two known shapes.
    const bytes = await readLimited(request, BEACON_MAX_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new ApiError(400, 'malformedJson');
    }
    const beacon = beaconSchema.safeParse(body);
    if (!beacon.success) throw new ApiError(422, 'validationFailed');
    // 5. Counted in memory; a batch that is due is written after the answer has gone.
    if (countBeacon(beacon.data)) writeAfterAnswer();
    else flushSoon(write);
    return done();
  } catch (error) {
    return errorResponse(error, requestLocale(request), request);
  }
}
