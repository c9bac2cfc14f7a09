import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';

/** Deletes rate-limit counters whose window has ended (`expire`: ms since the epoch). */
export async function clearExpiredRateLimits(prisma: PrismaClient, now: Date): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "rate_limits" WHERE "expire" IS NOT NULL AND "expire" < ${BigInt(now.getTime())}`;
}
