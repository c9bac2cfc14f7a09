import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DeployHookCall, Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from '@/lib/outbox';
import { recordAudit, type AuditActor } from '@/lib/team/audit';

// On a host that caches pages itself (lib/page-cache/kind.ts) a publish goes live with the next
// build, which renders the published texts (lib/copy/build-texts.ts): the site asks the host for
// one through its deploy hook, as a headless CMS does. Queued in the database with the publish,
// called right after the response (lib/api/after-response.ts), and retried with the outbox's
// back-off by the outbox worker or its cron route, so a host that is down for a while still
// builds once it is back. One call covers every publish queued before it.

/** How long a host may take to accept a deploy hook call. */
export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;
/** How long one caller owns claimed rows; far longer than a call may take. */
const CLAIM_LEASE_MS = 60_000;

type Db = PrismaClient | Prisma.TransactionClient;

export type DeployHookOutcome = 'idle' | 'called' | 'retry' | 'failed';

/** Queues a deploy hook call for a publish (in the publish's transaction, if given one), audited. */
export async function queueDeployHook(db: Db, { locale, user, now = new Date() }: { locale: Locale; user: AuditActor; now?: Date }): Promise<void> {
  await db.deployHookCall.create({ data: { locale, requestedBy: user.username, nextAttemptAt: now, createdAt: now } });
  await recordAudit(db, 'deploy-hook-queued', user, { locale }, now);
}

export type CallOptions = { url: string; now?: () => Date; policy?: RetryPolicy; timeoutMs?: number; fetch?: typeof fetch };

/**
 * Calls the deploy hook once for every call that is due, and records the outcome on each.
 * 'idle': nothing was due (or another instance holds it). Never throws for the host's answer.
 */
export async function callDeployHook(prisma: PrismaClient, options: CallOptions): Promise<DeployHookOutcome> {
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  const claimed = await prisma.$queryRaw<{ id: number; attempts: number }[]>`
    UPDATE "deploy_hook_calls" SET "lockedUntil" = ${new Date(claimedAt.getTime() + CLAIM_LEASE_MS)}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "deploy_hook_calls"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${claimedAt}
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${claimedAt})
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "attempts"`;
  if (claimed.length === 0) return 'idle';
  const ids = claimed.map((row) => row.id);
  const error = await post(options);
  const at = now();
  if (!error) {
    await prisma.deployHookCall.updateMany({ where: { id: { in: ids } }, data: { status: 'called', calledAt: at, lockedUntil: null, lastError: null } });
    await recordAudit(prisma, 'deploy-hook-called', undefined, { calls: ids.length }, at);
    log.info('deploy hook called: the published texts go live with that deployment', { calls: ids.length });
    return 'called';
  }
  const attempts = Math.max(...claimed.map((row) => row.attempts));
  const retryAt = nextAttemptAt(attempts, at, undefined, options.policy ?? defaultRetryPolicy);
  if (retryAt) {
    await prisma.deployHookCall.updateMany({ where: { id: { in: ids } }, data: { nextAttemptAt: retryAt, lockedUntil: null, lastError: error } });
    log.error('deploy hook call failed: retrying later', { error, attempts, retryAt: retryAt.toISOString() });
    return 'retry';
  }
  await prisma.deployHookCall.updateMany({ where: { id: { in: ids } }, data: { status: 'failed', lockedUntil: null, lastError: error } });
  await recordAudit(prisma, 'deploy-hook-failed', undefined, { calls: ids.length, attempts }, at);
  log.error('gave up calling the deploy hook: publish again or deploy by hand', { error, attempts });
  return 'failed';
}

/** What went wrong with one POST to the hook, or undefined when the host accepted it. Never the URL: it holds the hook's secret. */
async function post({ url, timeoutMs = DEPLOY_HOOK_TIMEOUT_MS, fetch: send = fetch }: CallOptions): Promise<string | undefined> {
  try {
    const response = await send(url, { method: 'POST', signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    await response.body?.cancel().catch(() => {});
    return response.ok ? undefined : `the host answered HTTP ${response.status}`;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `no answer from the host: ${errorText(cause ?? error)}`.slice(0, 500);
  }
}

/**
 * The retry round of the outbox worker and its cron route: calls the hook for what is due, where
 * publishing takes a deployment and a hook is configured. Never throws.
 */
export async function retryDeployHook(prisma: PrismaClient, env: { deployHookUrl: string | undefined }, platform: boolean): Promise<DeployHookOutcome> {
  if (!platform || !env.deployHookUrl) return 'idle';
  return callDeployHook(prisma, { url: env.deployHookUrl }).catch((error) => {
    log.error('deploy hook: retry round failed', { error: errorText(error) });
    return 'idle' as const;
  });
}

/** The newest deploy hook call, for the Texts page (null: none yet). */
export function lastDeployHookCall(db: Db): Promise<DeployHookCall | null> {
  return db.deployHookCall.findFirst({ orderBy: { id: 'desc' } });
}
