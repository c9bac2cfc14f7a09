import 'server-only';
import { queueDeployHook } from '@/lib/copy/deploy-hook';
import { languagePages } from '@/lib/copy/page-texts';
import { runDueSchedules } from '@/lib/copy/schedule';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { expirePages } from '@/lib/page-cache';
import { pageCacheKind } from '@/lib/page-cache-kind';

/**
 * The outbox worker's and the cron route's round for scheduled publishes: runs what is due and
 * expires the pages of each language that changed, as a publish from a route would
 * (lib/copy/revalidate.ts; revalidatePath needs a request, the shared expiry does not). On a
 * host that caches pages itself it queues a deployment instead (lib/copy/go-live.ts); the same
 * round calls the deploy hook right after.
 */
export async function publishDueSchedules(db: PrismaClient, now = new Date()): Promise<number> {
  const ran = await runDueSchedules(db, now);
  for (const { locale, published } of ran) {
    if (published.length > 0 && pageCacheKind() === 'platform') await queueDeployHook(db, { locale, user: { id: 0, username: 'schedule' }, now });
    else if (published.length > 0) await expirePages([...languagePages(locale), '/sitemap.xml']);
    log.info('scheduled publish ran', { locale, published: published.length });
  }
  return ran.length;
}
