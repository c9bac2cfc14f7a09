import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { isJsonRequest } from '@/lib/api/read-json';
import { getEnv } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { consumeRateLimit, type RateLimitedEndpoint } from '@/lib/rate-limit/limiter';

/**
 * What every form endpoint checks before it reads a byte of the body: the request comes from
 * our own pages (403), is JSON (415), and its sender is within the rate limit (429). It runs
 * in the handlers themselves, since a proxy in front can be bypassed or misconfigured.
 */
export async function guardFormPost(request: Request, endpoint: RateLimitedEndpoint): Promise<void> {
  const env = getEnv();
  if (!isSameOrigin(request, env.siteUrl)) throw new ApiError(403, 'crossSite');
  if (!isJsonRequest(request)) throw new ApiError(415, 'unsupportedMediaType');
  const verdict = await consumeRateLimit(endpoint, clientAddress(request, env.trustedProxyHops));
  if (!verdict.allowed) throw new ApiError(429, 'tooManyRequests', undefined, verdict.retryAfterSeconds);
}

/**
 * Browsers say where a request comes from: Sec-Fetch-Site, and Origin on every POST. Either
 * one pointing elsewhere (another site, a sandboxed frame's `null`) is refused. A request
 * with neither comes from no browser (curl, a server), so no visitor's cookies ride along.
 */
export function isSameOrigin(request: Request, siteUrl: string | undefined): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return ownOrigins(request, siteUrl).has(origin);
}

/**
 * Our public origin, and the one this request was addressed to (a preview host, localhost or
 * 127.0.0.1 alike). Next.js builds `request.url` from its own listen address, not from Host,
 * so the Host header counts too: a browser always sends the real one, so a page elsewhere
 * cannot make its Origin match it.
 */
function ownOrigins(request: Request, siteUrl: string | undefined): Set<string> {
  const own = new Set([new URL(request.url).origin]);
  if (siteUrl) own.add(new URL(siteUrl).origin);
  const host = request.headers.get('host');
  if (host) {
    const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
    try {
      own.add(new URL(`${scheme}://${host}`).origin);
    } catch {
      // Not a host name: nothing to add.
    }
  }
  return own;
}
