import 'server-only';
import { linkOrigin } from '@/lib/api/public-origin';
import { teamAreaState } from '@/lib/team/security-level';
import { describeTarget, databaseTarget, prepareDatabase, closeDatabase, checkMigrations, getDb } from '@/lib/db/client';
import { distDir } from '@/lib/build-artefact';
import { prepareArticles, setAsideBuildListings } from '@/lib/articles/startup';
import { prepareCopy } from '@/lib/copy/startup';
import { restrictUmask } from '@/lib/data-dir';
import { rawSql } from '@/lib/db/raw-sql';
import { usePublishModeSecrets } from '@/lib/copy/publish-cookie';
import { signingSecrets } from '@/lib/signed-link';
import { configurationProblems, getEnv, serverlessHost } from '@/lib/env';
import { installShutdown } from '@/lib/lifecycle/shutdown';
import { errorText, log } from '@/lib/log';
import { checkNextInternals } from '@/lib/next-internals.mjs';
import { pageCacheKind, pageCacheMismatch, startPageCache } from '@/lib/page-cache';
import { retryUntilDone } from '@/lib/lifecycle/retry-later';
import { startJobWorker, stopJobWorker } from '@/lib/jobs';
import { workPoolProblem } from '@/lib/work-pool';
import { flushCounts } from '@/lib/insights/record';

// What instrumentation.ts runs once per server process, before the first request is answered.

export async function startServer(): Promise<void> {
  // 1. Refuse an unsafe configuration: one line per problem, names only, then exit non-zero.
  const problems = configurationProblems(process.env);
  if (problems.length > 0) {
    for (const problem of problems) log.error(`configuration: ${problem}`);
    log.error('refusing to start: fix the configuration above (see .env.example and docs/deploying.md)');
    process.exit(1);
  }
  const env = getEnv();
  // 2. What the server relies on in Next.js (lib/next-internals.mjs), against this build.
  if (process.env.NODE_ENV === 'production') {
    // The work pool's worker is our own build artefact: without it no PDF can be made, whatever the mode.
    const noWorker = workPoolProblem();
    if (noWorker) {
      log.error(`refusing to start: ${noWorker}`);
      process.exit(1);
    }
    const internals = checkNextInternals(distDir(), 'en');
    // The page cache this build is for, against the host it runs on.
    const host = pageCacheMismatch();
    if (host?.severity === 'error') internals.push(`page cache host: ${host.text}`);
    else if (host) log.warn(`page cache host: ${host.text}`);
    // A build for a host that caches pages itself publishes through the deploy hook (lib/copy/go-live.ts).
    if (pageCacheKind() === 'platform' && !env.deployHookUrl) {
      log.warn(
        'publishing off: this build is for a host that caches pages itself and DEPLOY_HOOK_URL is not set; the Texts page refuses to publish or schedule until it is',
      );
    }
    if (internals.length > 0 && env.mode === 'production') {
      for (const problem of internals) log.error(`next internals: ${problem}`);
      log.error('refusing to start: this Next.js release or build is not what the server relies on (lib/next-internals.mjs)');
      process.exit(1);
    }
    if (internals.length > 0) log.error(`next internals: ${internals.join('; ')} — published texts and the page cache may not work (lib/next-internals.mjs)`);
  }
  if (env.mode === 'single-box') {
    restrictUmask();
    log.info(
      `single-box mode: embedded database in ${env.dataDir}/pglite, ${env.resend ? 'mail through Resend' : `mail written to ${env.dataDir}/mail`}, ` +
        `${env.appSecret ? 'APP_SECRET from the environment' : `secret generated in ${env.dataDir}/secret`}, migrations at start-up; one process only`,
    );
    if (!env.siteUrl) {
      log.warn(
        `SITE_URL is not set: links in e-mails (white-paper download, confirmation, the lead in the team area, team access links) use the address this server was started on, ${linkOrigin(env)}. ` +
          'Set SITE_URL to the public address (e.g. SITE_URL=https://www.example.com) before anyone else uses this site.',
      );
    }
  }
  // 3. The page cache's hooks (lib/page-cache): each page's policy, expiries on every instance;
  //    and the secrets a publish-mode cookie must be signed with to count (lib/copy/publish-cookie.ts).
  await signingSecrets()
    .then(({ secret, previousSecret }) => usePublishModeSecrets([secret, previousSecret]))
    .catch((error: unknown) => log.error('no secret for publish mode: the team cannot preview drafts on the pages', { error: errorText(error) }));
  startPageCache(async () => rawSql(await getDb()));
  // 4. Shutdown: readiness first, then requests, then the worker and the database.
  installShutdown(async () => {
    await stopJobWorker();
    // Page views counted in memory since the last batch (lib/insights/record.ts) are written before the database closes.
    await flushCounts(await getDb()).catch((error: unknown) => log.error('page-view counts lost at shutdown', { error: errorText(error) }));
    await closeDatabase();
  });
  // 5. The database: migrated here only in single-box mode and development; in production
  //    migrations are a release step (`node migrate.mjs`), and readiness reports a pending one.
  //    Where functions are frozen between requests, each cold start skips that check (/api/ready
  //    still reports it) and the timer-driven worker: after() and the cron route send the mail.
  const target = describeTarget(databaseTarget());
  const serverless = serverlessHost(process.env);
  try {
    if (env.mode === 'production' && serverless) {
      log.info('serverless host: database opened on first use', { target, host: serverless });
    } else if (env.mode === 'production') {
      const pending = await checkMigrations();
      if (pending.length > 0) log.error('database migrations pending: run the migrate command (docs/deploying.md)', { pending: pending.join(', ') });
      else log.info('database ready', { target });
    } else {
      await prepareDatabase();
      log.info('database ready', { target });
    }
    // One line now if this release must keep the team area closed on this database.
    if (!(env.mode === 'production' && serverless)) await teamAreaState(await getDb());
  } catch (error) {
    // Pages still render without a database: the forms answer 503 and /api/ready says why.
    log.error('database unavailable: the forms answer 503 until it is reachable', { target, error: errorText(error) });
  }
  if (env.outboxWorker) startJobWorker();
  else log.info('outbox worker off: mail is sent after each answer and by the cron route /api/cron/outbox', { host: serverless ?? 'OUTBOX_WORKER=off' });
  // 6. Published texts outlive a new build: their pages are regenerated (retried until it works).
  // Before the first request, so no visitor gets a page the build rendered without them.
  await retryUntilDone(async () => prepareCopy(await getDb()), 'published texts: cannot expire the pages that show them yet');
  // Articles: the seed on a fresh database, and the article pages the build rendered without it.
  let articlesTried = false;
  await retryUntilDone(async () => {
    try {
      await prepareArticles(await getDb());
    } catch (error) {
      if (!articlesTried) await setAsideBuildListings();
      throw error;
    } finally {
      articlesTried = true;
    }
  }, 'articles: cannot load the seed or expire the article pages yet');
}
