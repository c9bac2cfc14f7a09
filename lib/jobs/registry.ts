import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { publishDueArticlesNow } from '@/lib/articles/startup';
import { retryDeployHook } from '@/lib/copy/deploy-hook';
import { publishDueSchedules } from '@/lib/copy/schedule-run';
import type { ServerEnv } from '@/lib/env';
import { pruneInsights } from '@/lib/insights/record';
import { sendWeeklySummaries } from '@/lib/insights/weekly-mail';
import { mailTransport } from '@/lib/mail';
import { purgeMailBodies, drainOutbox } from '@/lib/outbox';
import { pageCacheKind } from '@/lib/page-cache';
import { clearExpiredRateLimits } from '@/lib/rate-limit/cleanup';
import { queueMorningMails } from '@/lib/team/morning-mail';
import { deleteExpiredSessions } from '@/lib/team/sessions';
import { deleteStaleThrottles } from '@/lib/team/sign-in-throttle';
import { deleteOldUnlockLinks } from '@/lib/team/unlock-link';
import { destinationPolicy, drainWebhooks } from '@/lib/webhooks';

// Every job of the application, once: the worker of a long-running server (lib/jobs/worker.ts)
// and the cron route of a serverless host (app/api/cron/outbox) both run this list, so a job
// added here runs on every host. jobs.test.ts checks that both paths run every entry.

export type JobContext = {
  prisma: PrismaClient;
  now: Date;
  env: ServerEnv;
  /** True once the caller wants no new batch claimed: shutdown (worker) or the time limit (cron). */
  stopped: () => boolean;
};

/** What a run did, in counts (or a short state): merged into the cron route's answer. */
export type JobReport = Readonly<Record<string, number | string>>;

export type Job = {
  /** Unique, kebab-case: the log and the test name jobs by it. */
  name: string;
  /** What it does, for the README and the log. */
  what: string;
  /** The worker runs it at most this often per process (0: every round, 5 s); each cron call runs it once. */
  everyMs: number;
  run: (context: JobContext) => Promise<JobReport>;
};

export const EVERY_ROUND = 0;
export const HOURLY = 60 * 60 * 1000;

const count = (outcomes: readonly string[], wanted: string) => outcomes.filter((outcome) => outcome === wanted).length;

export const jobs: readonly Job[] = [
  {
    name: 'send-mail',
    what: 'sends the outbox mails that are due, batch by batch (claimed with SKIP LOCKED: once whichever instance sends)',
    everyMs: EVERY_ROUND,
    run: async ({ prisma, stopped }) => {
      const outcomes = await drainOutbox(prisma, { transport: mailTransport(), stopped });
      return { sent: count(outcomes, 'sent'), retrying: count(outcomes, 'retry'), failed: count(outcomes, 'failed') };
    },
  },
  {
    name: 'send-webhooks',
    what: 'delivers the webhook calls that are due (the same outbox pattern, table webhook_deliveries)',
    everyMs: EVERY_ROUND,
    run: async ({ prisma, stopped }) => ({ webhooksSent: count(await drainWebhooks(prisma, { policy: destinationPolicy(), stopped }), 'sent') }),
  },
  {
    name: 'purge-mail-bodies',
    what: 'deletes the rendered bodies of mails sent more than MAIL_BODY_RETENTION_DAYS ago (scans the outbox)',
    everyMs: HOURLY,
    run: async ({ prisma, now, env }) => ({ purged: await purgeMailBodies(prisma, now, env.mailBodyRetentionDays) }),
  },
  {
    name: 'clear-rate-limits',
    what: 'deletes rate-limit counters whose window has ended (table rate_limits)',
    everyMs: HOURLY,
    run: async ({ prisma, now }) => ({ rateLimitsCleared: await clearExpiredRateLimits(prisma, now) }),
  },
  {
    name: 'end-expired-sessions',
    what: 'deletes team sessions past their expiry (every request checks expiry itself; this only tidies)',
    everyMs: HOURLY,
    run: async ({ prisma, now }) => ({ sessionsEnded: await deleteExpiredSessions(prisma, now) }),
  },
  {
    name: 'delete-stale-throttles',
    what: 'deletes sign-in delay scopes with no recent failure and no known address (table sign_in_throttles)',
    everyMs: HOURLY,
    run: async ({ prisma, now }) => ({ throttlesDeleted: await deleteStaleThrottles(prisma, now) }),
  },
  {
    name: 'delete-old-unlock-links',
    what: 'deletes mailed unlock links a day past their expiry (table team_unlock_links)',
    everyMs: HOURLY,
    run: async ({ prisma, now }) => ({ unlockLinksDeleted: await deleteOldUnlockLinks(prisma, now) }),
  },
  {
    name: 'prune-insights',
    what: 'deletes page-view and Web Vitals day totals older than 25 months',
    everyMs: HOURLY,
    run: async ({ prisma, now }) => ({ insightsPruned: await pruneInsights(prisma, now) }),
  },
  {
    name: 'insights-weekly-summary',
    what: 'queues the Monday Insights summary for each owner who asked for it, once per week (claimed in member_preferences), from 07:00 in their zone',
    everyMs: 10 * 60 * 1000,
    run: async ({ prisma, now }) => ({ insightsSummaries: await sendWeeklySummaries(prisma, now) }),
  },
  {
    name: 'publish-scheduled-texts',
    what: "publishes the texts' scheduled publishes that are due and expires their pages",
    everyMs: EVERY_ROUND,
    run: async ({ prisma, now }) => ({ scheduledPublishes: await publishDueSchedules(prisma, now) }),
  },
  {
    name: 'publish-scheduled-articles',
    what: 'publishes the article versions whose time has come and expires their pages',
    everyMs: EVERY_ROUND,
    run: async ({ prisma, now }) => ({ scheduledArticles: await publishDueArticlesNow(prisma, now) }),
  },
  {
    name: 'retry-deploy-hook',
    what: "calls the host's deploy hook again when a publish's call failed and its back-off is over",
    everyMs: EVERY_ROUND,
    run: async ({ prisma, env }) => ({ deployHook: await retryDeployHook(prisma, env, pageCacheKind() === 'platform') }),
  },
  {
    name: 'queue-morning-mails',
    what: "writes each opted-in member's day to the outbox at 8:00 on weekdays in their zone (claimed once a day per member in the database)",
    everyMs: 60_000,
    run: async ({ prisma, now, env, stopped }) => ({ morningMails: await queueMorningMails(prisma, { origin: env.siteUrl, now, stopped }) }),
  },
];
