import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/cron/outbox/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { createOutboxRows, PURGED_PAYLOAD } from '@/lib/outbox/store';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_TEAM_ADDRESS, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// The outbox worker of serverless hosts: Vercel Cron calls it with the bearer secret.

const dbs = useTestDatabases();
const env = useFormEnvironment();
const CRON_SECRET = 'cron-secret-0123456789abcdef';
const ENDPOINT = 'https://granite.test/api/cron/outbox';
const call = (authorization?: string) => GET(new Request(ENDPOINT, { headers: authorization ? { authorization } : {} }));
const message = (subject: string) => ({ to: TEST_TEAM_ADDRESS, subject, text: 'Hello Ada', html: '<p>Hello Ada</p>' });

beforeAll(() => {
  vi.stubEnv('CRON_SECRET', CRON_SECRET);
  resetEnvForTests();
});

describe('the cron route', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', `Bearer ${CRON_SECRET}x`],
    ['the secret without Bearer', CRON_SECRET],
    ['a shorter secret', 'Bearer cron'],
  ])('answers 401 to %s and does nothing', async (_name, authorization) => {
    const response = await call(authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 to everyone while CRON_SECRET is unset', async () => {
    vi.stubEnv('CRON_SECRET', '');
    resetEnvForTests();
    expect((await call('Bearer ')).status).toBe(401);
    expect((await call(`Bearer ${CRON_SECRET}`)).status).toBe(401);
    vi.stubEnv('CRON_SECRET', CRON_SECRET);
    resetEnvForTests();
  });

  describe.each(engines)('on %s', (engine) => {
    let db: Database;
    beforeAll(async () => {
      db = await dbs.open(engine);
      useDatabaseForTests(db);
    });

    it('runs every job: sends what is due, purges old sent bodies, clears expired rate limits, sessions, sign-in delays and unlock links', async () => {
      const now = new Date();
      const [due] = await createOutboxRows(db.prisma, [{ kind: 'contact-notification', message: message(`due ${engine}`) }], new Date(now.getTime() - 120_000));
      const [old] = await createOutboxRows(db.prisma, [{ kind: 'contact-notification', message: message(`old ${engine}`) }], now);
      await db.prisma.mailOutbox.update({
        where: { id: old!.id },
        data: { status: 'sent', sentAt: new Date(now.getTime() - 31 * 86_400_000), lockedUntil: null },
      });
      const [recent] = await createOutboxRows(db.prisma, [{ kind: 'contact-notification', message: message(`recent ${engine}`) }], now);
      await db.prisma.mailOutbox.update({
        where: { id: recent!.id },
        data: { status: 'sent', sentAt: new Date(now.getTime() - 86_400_000), lockedUntil: null },
      });
      await db.prisma.rateLimit.createMany({
        data: [
          { key: `contact:minute:expired-${engine}`, points: 3, expire: BigInt(now.getTime() - 1_000) },
          { key: `contact:hour:live-${engine}`, points: 3, expire: BigInt(now.getTime() + 3_600_000) },
        ],
      });

      const user = await db.prisma.user.create({ data: { username: `cron-${engine}`, password: 'x' } });
      await db.prisma.teamSession.createMany({
        data: [
          { id: `ended-${engine}`, userId: user.id, expiresAt: new Date(now.getTime() - 1_000) },
          { id: `live-${engine}`, userId: user.id, expiresAt: new Date(now.getTime() + 86_400_000) },
        ],
      });

      // A sign-in delay nobody has tripped for long, and an unlock link a day past its expiry: the
      // worker always tidied these, the cron route did not before both ran one job list.
      await db.prisma.signInThrottle.createMany({
        data: [
          { key: `stale-${engine}`, failures: 3, lastFailureAt: new Date(now.getTime() - 30 * 86_400_000) },
          { key: `recent-${engine}`, failures: 3, lastFailureAt: new Date(now.getTime() - 60_000) },
        ],
      });
      await db.prisma.teamUnlockLink.createMany({
        data: [
          { userId: user.id, tokenHash: `old-${engine}`, expiresAt: new Date(now.getTime() - 2 * 86_400_000) },
          { userId: user.id, tokenHash: `live-${engine}`, expiresAt: new Date(now.getTime() + 600_000) },
        ],
      });

      // Page-view totals: one past the 25 months the privacy notice promises, one within them.
      const oldDay = new Date(Date.now() - 800 * 86_400_000).toISOString().slice(0, 10);
      const recentDay = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      for (const day of [oldDay, recentDay]) {
        await db.prisma.pageViewDay.create({ data: { day: new Date(`${day}T00:00:00Z`), path: '/en', locale: 'en', source: '', device: 'mobile', views: 3 } });
      }

      // No member asked for the morning or the weekly mail, so the run sends neither.
      const response = await call(`Bearer ${CRON_SECRET}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
        purged: 1,
        rateLimitsCleared: 1,
        sessionsEnded: 1,
        throttlesDeleted: 1,
        unlockLinksDeleted: 1,
        insightsPruned: 1,
        insightsSummaries: 0,
        morningMails: 0,
        webhooksSent: 0,
        scheduledPublishes: 0,
        scheduledArticles: 0,
        deployHook: 'idle',
      });
      expect((await db.prisma.pageViewDay.findMany()).map((row) => row.day.toISOString().slice(0, 10))).toEqual([recentDay]);
      expect((await db.prisma.teamSession.findMany()).map((row) => row.id)).toEqual([`live-${engine}`]);
      expect((await db.prisma.signInThrottle.findMany()).map((row) => row.key)).toEqual([`recent-${engine}`]);
      expect((await db.prisma.teamUnlockLink.findMany()).map((row) => row.tokenHash)).toEqual([`live-${engine}`]);
      expect(env.fake.deliveries.filter((mail) => mail.subject === `due ${engine}`)).toHaveLength(1);
      expect((await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: due!.id } })).status).toBe('sent');
      expect((await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: old!.id } })).payload).toEqual(PURGED_PAYLOAD);
      expect((await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: recent!.id } })).payload).toMatchObject({ subject: `recent ${engine}` });
      expect((await db.prisma.rateLimit.findMany()).map((row) => row.key)).toEqual([`contact:hour:live-${engine}`]);

      // A second run finds nothing left to do.
      expect(await (await call(`Bearer ${CRON_SECRET}`)).json()).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
        purged: 0,
        rateLimitsCleared: 0,
        sessionsEnded: 0,
        throttlesDeleted: 0,
        unlockLinksDeleted: 0,
        insightsPruned: 0,
        insightsSummaries: 0,
        morningMails: 0,
        webhooksSent: 0,
        scheduledPublishes: 0,
        scheduledArticles: 0,
        deployHook: 'idle',
      });
    });
  });
});
