import 'server-only';
import { queueDeployHook } from '@/lib/copy/deploy-hook';
import { runDueSchedules } from '@/lib/copy/schedule';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { expireLanguage, pageCacheKind } from '@/lib/page-cache';

/**
 * The outbox worker's and the cron route's round for scheduled publishes: runs what is due and
 * expires the pages of each language that changed, as a publish from a route does. On a
 * host that caches pages itself it queues a deployment instead (lib/copy/go-live.ts); the same
 * round calls the deploy hook right after.
 */
export async function publishDueSchedules(db: PrismaClient, now = new Date()): Promise<number> {
  const ran = await runDueSchedules(db, now);
  for (const { locale, published } of ran) {
    if (published.length > 0 && pageCacheKind() === 'platform') await queueDeployHook(db, { locale, user: { id: 0, username: 'schedule' }, now });
    else if (published.length > 0) await expireLanguage(locale);
    log.info('scheduled publish ran', { locale, published: published.length });
  }
  return ran.length;
}
