import { ApiError, errorResponse } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/guard';
import { readLimited } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { BEACON_MAX_BYTES, beaconSchema } from '@/lib/insights/beacon';
import { isBot } from '@/lib/insights/bots';
import { recordBeacon } from '@/lib/insights/record';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { requestLocale } from '@/lib/server-i18n';

export const dynamic = 'force-dynamic';

const done = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

// A page view or a set of Web Vitals readings from our own pages (components/analytics/
// visit-beacon.tsx), sent with navigator.sendBeacon. Nothing of the request is kept but the
// counters it increments: no address, no user agent, no cookie (none is read or set).
export async function POST(request: Request): Promise<Response> {
  try {
    // 1. Our own pages, a browser that is no bot (the header is looked at, never stored).
    if (!isSameOrigin(request, getEnv().siteUrl)) throw new ApiError(403, 'crossSite');
    if (isBot(request.headers.get('user-agent'))) return done();
    // 2. sendBeacon sends text/plain or JSON; nothing else.
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') throw new ApiError(415, 'unsupportedMediaType');
    // 3. Within the sender's allowance, counted by address in memory or the rate-limit table only.
    const verdict = await consumeRateLimit('beacon', clientAddress(request, getEnv().trustedProxyHops));
    if (!verdict.allowed) throw new ApiError(429, 'tooManyRequests', undefined, verdict.retryAfterSeconds);
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
    // 5. One counter row up.
    await recordBeacon(await getDb(), beacon.data);
    return done();
  } catch (error) {
    return errorResponse(error, requestLocale(request), request);
  }
}
