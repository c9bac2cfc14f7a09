import 'server-only';
import { ApiError, errorResponse } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/guard';
import { readLimited } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { BEACON_MAX_BYTES, beaconSchema } from '@/lib/insights/beacon';
import { isBot } from '@/lib/insights/bots';
import { errorText, log } from '@/lib/log';
import { countBeacon, flushCounts, flushSoon } from '@/lib/insights/record';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { BEACON_ALLOWANCE } from '@/lib/rate-limit/limiter';
import { memoryAllowance } from '@/lib/rate-limit/memory-allowance';
import { requestLocale } from '@/lib/server-i18n';
import { sessionTokenOf } from '@/lib/team/session-cookie';

// POST /api/beacon, answered in one of two places with these same checks: the server's request
// hook (lib/insights/beacon-hook.ts), before Next.js sees the request, on our own server; the App
// Router route (app/api/beacon/route.ts) where no hook runs (a platform host, tests of the route).
// A page view or a set of Web Vitals readings from our own pages (lib/insights/visit-script.ts,
// components/analytics/visit-beacon.tsx), sent with navigator.sendBeacon. Nothing of the request
// is kept but the counters it adds to, in memory and written in batches (lib/insights/record.ts):
// no database round per beacon, no address, no user agent, no cookie set. Every refusal comes
// before the body is parsed, and nothing waits in a queue: past its allowance a sender gets 429.

const done = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

const withinAllowance = memoryAllowance('beacon', BEACON_ALLOWANCE);

/** Writes the counts in memory as one batch (lib/insights/record.ts); never rejects: what is not written stays for the next batch. */
export async function writeCounts(): Promise<void> {
  try {
    await flushCounts(await getDb());
  } catch (error) {
    log.error('page-view counts could not be written; kept for the next attempt', { error: errorText(error) });
  }
}

/**
 * The answer to one beacon. `writeAfterAnswer` is called when a batch is due: it must start the
 * write only once the answer has gone (after() in the route, setImmediate in the hook).
 */
export async function answerBeacon(request: Request, writeAfterAnswer: () => void): Promise<Response> {
  try {
    const env = getEnv();
    // 1. Our own pages, a browser that is no bot (the header is looked at, never stored).
    if (!isSameOrigin(request, env.siteUrl)) throw new ApiError(403, 'crossSite');
    if (isBot(request.headers.get('user-agent'))) return done();
    // The team's own views (publish mode included) are not visits: any request that carries the
    // team session cookie is left out. Its presence is enough: a stranger who forges one only
    // leaves out their own views, and no database round is spent on checking it.
    if (sessionTokenOf(request)) return done();
    // 2. sendBeacon sends text/plain or JSON; nothing else.
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') throw new ApiError(415, 'unsupportedMediaType');
    // 3. Within the sender's allowance, counted by address in this process's memory.
    if (!env.rateLimit.disabled && !withinAllowance(clientAddress(request, env.trustedProxyHops))) throw new ApiError(429, 'tooManyRequests', undefined, 60);
    // 4. At most 1 KiB of UTF-8 JSON, of one of the two known shapes: a declared larger body is
    // refused unread, an undeclared one once it passes the bound.
    if (Number(request.headers.get('content-length') ?? 0) > BEACON_MAX_BYTES) throw new ApiError(413, 'payloadTooLarge');
    const bytes = await readLimited(request, BEACON_MAX_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new ApiError(400, 'malformedJson');
    }
    const beacon = beaconSchema.safeParse(body);
    if (!beacon.success) throw new ApiError(422, 'validationFailed');
    // 5. Counted in memory; a batch that is due is written after the answer has gone, and the
    // tail of a quiet minute by a timer.
    if (countBeacon(beacon.data)) writeAfterAnswer();
    else flushSoon(writeCounts);
    return done();
  } catch (error) {
    return errorResponse(error, requestLocale(request), request);
  }
}
