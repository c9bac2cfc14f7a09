import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the request carries `Authorization: Bearer <CRON_SECRET>`, as Vercel Cron sends it.
 * Compared in constant time, over digests so the length does not leak either; no secret
 * configured means nobody is authorised.
 */
export function isCronAuthorized(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = request.headers.get('authorization') ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`));
}
