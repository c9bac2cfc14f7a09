import 'server-only';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { prepareDatabase } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

// The one module that talks to rate-limiter-flexible. With the embedded database there is
// one server process, so counting in memory is exact; with PostgreSQL several instances may
// share the traffic, so they count in one table there. Should that table be unreachable,
// each instance counts in memory until it is back rather than failing the form, and says so
// in the log (once when it starts, once when the table answers again) and in /api/ready for
// operators (rateLimitStore below).

export type RateLimitedEndpoint =
  'contact' | 'download' | 'sign-in-address' | 'unlock-link-address' | 'link-address' | 'beacon' | keyof typeof MEMBER_ALLOWANCES;
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Windows = { minute: RateLimiterAbstract; hour: RateLimiterAbstract };
/** Since when, and why, the PostgreSQL count has been failing (each instance counting on its own). */
type Outage = { since: Date; error: string };
type LimiterState = {
  signature?: string;
  limiters?: Promise<Record<RateLimitedEndpoint, Windows>>;
  pool?: pg.Pool;
  outage?: Outage | undefined;
};
const state = processSlot<LimiterState>('rateLimits', () => ({}));

/** Created by the migration …_rate_limits; model RateLimit in prisma/schema.prisma. */
const TABLE = 'rate_limits';

type Allowance = { perMinute: number; perHour: number };

/**
 * Team sign-in (lib/team/sign-in.ts), per client address. Per username it is slowed down by
 * progressive delays instead (lib/team/sign-in-throttle.ts): a fixed allowance per username
 * could be used up by anyone who knows the name, shutting its owner out. Fixed rather than from
 * the environment: RATE_LIMIT_* tune the public forms, and RATE_LIMIT_DISABLED (for form load
 * tests) must never open sign-in to password guessing.
 */
export const SIGN_IN_ALLOWANCES = {
  'sign-in-address': { perMinute: 10, perHour: 50 },
  /** Asking for a mailed unlock link (lib/team/unlock-link.ts), which also has a limit per account. */
  'unlock-link-address': { perMinute: 3, perHour: 10 },
  /** Following a mailed one-time link: accepting an invitation (which hashes the new password), using an unlock link. */
  'link-address': { perMinute: 10, perHour: 50 },
} as const satisfies Record<string, Allowance>;

/**
 * The page-view and Web Vitals beacon (app/api/beacon): far more than a form, since every page a
 * visitor opens sends one or two, but bounded so that one address cannot inflate the counts.
 */
export const BEACON_ALLOWANCE: Allowance = { perMinute: 60, perHour: 1000 };

/**
 * Per signed-in member (the key is the member's id), for the article routes (lib/articles/team-route.ts):
 * a member is trusted, this only stops a runaway script or a stolen session from filling the
 * database. Saves: 120 a minute; image uploads: 60 an hour. Fixed, as sign-in's: RATE_LIMIT_* are the public forms'.
 */
export const MEMBER_ALLOWANCES = {
  'article-write': { perMinute: 120, perHour: 120 * 60 },
  'article-upload': { perMinute: 60, perHour: 60 },
} as const satisfies Record<string, Allowance>;

const ENDPOINTS = [
  'contact',
  'download',
  'sign-in-address',
  'unlock-link-address',
  'link-address',
  'beacon',
  'article-write',
  'article-upload',
] as const satisfies readonly RateLimitedEndpoint[];
const isSignIn = (endpoint: RateLimitedEndpoint): endpoint is keyof typeof SIGN_IN_ALLOWANCES => endpoint in SIGN_IN_ALLOWANCES;
const isMember = (endpoint: RateLimitedEndpoint): endpoint is keyof typeof MEMBER_ALLOWANCES => endpoint in MEMBER_ALLOWANCES;

/**
 * Counts one attempt of `clientKey` at `endpoint`, if it is let through: the minute and hour
 * allowances count admitted attempts only. A refused attempt costs nothing, so a flood cannot
 * stretch its own block (or, behind a misconfigured proxy, everyone's) by hammering on.
 */
export async function consumeRateLimit(endpoint: RateLimitedEndpoint, clientKey: string): Promise<RateLimitVerdict> {
  const env = getEnv();
  if (env.rateLimit.disabled && !isSignIn(endpoint) && !isMember(endpoint)) return { allowed: true };
  const windows = (await limiters())[endpoint];
  const both = [windows.minute, windows.hour];
  // Look first: the usual refusal (an allowance already used up) writes nothing at all.
  const current = await Promise.all(both.map((limiter) => limiter.get(clientKey)));
  const waits = current.map((res, i) => (res && res.consumedPoints >= both[i]!.points ? Math.max(1_000, res.msBeforeNext) : 0));
  if (Math.max(...waits) > 0) return refused(Math.max(...waits));
  // Count: requests arriving together may still overtake each other between the look and the
  // count; one that finds the allowance gone gives back what it took, in both windows.
  const counted = await Promise.allSettled(both.map((limiter) => limiter.consume(clientKey)));
  const overtaken = counted.map((result) => (result.status === 'rejected' ? refusal(result.reason) : 0));
  if (Math.max(...overtaken) === 0) return { allowed: true };
  await Promise.all(both.map((limiter) => limiter.reward(clientKey, 1)));
  return refused(Math.max(...overtaken));
}

/** Forgets what `clientKey` has used at `endpoint` (a team member who signed in proved who they are). */
export async function clearRateLimit(endpoint: RateLimitedEndpoint, clientKey: string): Promise<void> {
  const windows = (await limiters())[endpoint];
  await Promise.all([windows.minute.delete(clientKey), windows.hour.delete(clientKey)]);
}

function refused(waitMs: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
}

/**
 * rate-limiter-flexible rejects with its result when the allowance is used up: how long until
 * a point is free again (at least a second). Anything else is a real error (the store is down).
 */
function refusal(reason: unknown): number {
  if (reason instanceof RateLimiterRes) return Math.max(1_000, reason.msBeforeNext);
  throw reason;
}

function limiters(): Promise<Record<RateLimitedEndpoint, Windows>> {
  const { rateLimit, databaseUrl } = getEnv();
  const signature = JSON.stringify([rateLimit.perMinute, rateLimit.perHour, databaseUrl ?? null]);
  if (state.limiters && state.signature === signature) return state.limiters;
  state.signature = signature;
  state.limiters = create(rateLimit, databaseUrl).catch((error: unknown) => {
    state.limiters = undefined;
    throw error;
  });
  return state.limiters;
}

async function create(forms: Allowance, databaseUrl: string | undefined): Promise<Record<RateLimitedEndpoint, Windows>> {
  type Make = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
  const allowance = (endpoint: RateLimitedEndpoint): Allowance =>
    isSignIn(endpoint) ? SIGN_IN_ALLOWANCES[endpoint] : isMember(endpoint) ? MEMBER_ALLOWANCES[endpoint] : endpoint === 'beacon' ? BEACON_ALLOWANCE : forms;
  const all = (make: Make) =>
    Object.fromEntries(
      ENDPOINTS.map((endpoint) => {
        const { perMinute, perHour } = allowance(endpoint);
        const windows: Windows = {
          minute: make({ keyPrefix: `${endpoint}:minute`, points: perMinute, duration: 60 }),
          hour: make({ keyPrefix: `${endpoint}:hour`, points: perHour, duration: 3600 }),
        };
        return [endpoint, windows];
      }),
    ) as Record<RateLimitedEndpoint, Windows>;
  if (!databaseUrl) return all((options) => new RateLimiterMemory(options));
  const store = storeClient(await sharedPool(databaseUrl));
  return all(
    (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: store,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        // One limiter of them all is enough to sweep out expired rows every few minutes.
        clearExpiredByTimeout: options.keyPrefix === 'contact:minute',
        insuranceLimiter: new RateLimiterMemory(options),
      }),
  );
}

type StoreQuery = { name?: string; text: string; values?: unknown[] };

/**
 * What rate-limiter-flexible talks to instead of the pool itself, for two reasons.
 * - It names its statements ("rate_limits:rlflx-get"), and pg then prepares each once per client
 *   connection and later only binds it. Behind a transaction pooler (PgBouncer before 1.21) the
 *   next transaction may land on a server connection that never saw the PREPARE, so the name is
 *   dropped here: every statement goes unnamed (parse, bind, execute in one round), as Prisma's.
 * - Every store error makes the library count in memory instead (the insurance limiter), which
 *   it does silently; here the first failure is logged, and the first success after it.
 */
function storeClient(pool: pg.Pool): { query(query: StoreQuery): Promise<pg.QueryResult> } {
  return {
    async query({ text, values }) {
      try {
        const result = await pool.query({ text, values: values ?? [] });
        storeAnswered();
        return result;
      } catch (error) {
        storeFailed(error);
        throw error;
      }
    },
  };
}

function storeFailed(error: unknown): void {
  if (state.outage) return;
  state.outage = { since: new Date(), error: errorText(error) };
  log.error(
    `rate limits: the shared count in PostgreSQL failed (${state.outage.error}); each instance now counts on its own in memory, so the limits are per instance until it answers again`,
  );
}

function storeAnswered(): void {
  if (!state.outage) return;
  const seconds = Math.round((Date.now() - state.outage.since.getTime()) / 1000);
  state.outage = undefined;
  log.info(`rate limits: the shared count in PostgreSQL answers again after ${seconds} s; limits are shared between instances again`);
}

/**
 * Where this instance counts, for /api/ready's operator detail: in memory (embedded database,
 * one process), in PostgreSQL, or in memory for now because PostgreSQL failed (since when, why).
 */
export function rateLimitStore(): { store: 'memory' } | { store: 'postgres' } | { store: 'memory-fallback'; since: string; error: string } {
  if (!getEnv().databaseUrl) return { store: 'memory' };
  if (state.outage) return { store: 'memory-fallback', since: state.outage.since.toISOString(), error: state.outage.error };
  return { store: 'postgres' };
}

/**
 * The pool the PostgreSQL store counts in. Its table comes from a migration (prisma/migrations/
 * …_rate_limits), so the database is brought up to date first: the same once-per-process step
 * the forms take, which also fails (503) while PostgreSQL is unreachable. Retried on the next request.
 */
async function sharedPool(databaseUrl: string): Promise<pg.Pool> {
  await state.pool?.end().catch(() => {});
  state.pool = undefined;
  await prepareDatabase();
  // Its own 4 connections next to the 10 of lib/db/connection.ts, so a flood of form posts
  // waiting for the main pool cannot delay the check that refuses it (docs/deploying.md "Pooled PostgreSQL").
  // Client-side timeouts only: nothing is sent as a start-up parameter (`statement_timeout`,
  // `options`), which PgBouncer refuses ("unsupported startup parameter"); the server-side
  // statement timeout comes with the role (lib/db/migrate.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 3_000,
    query_timeout: 5_000,
  });
  // An idle connection dropped by the server must not take the process down with it.
  pool.on('error', () => {});
  state.pool = pool;
  return pool;
}

/** Tests switch limits and databases between cases. */
export async function resetRateLimitsForTests(): Promise<void> {
  state.limiters = undefined;
  state.signature = undefined;
  state.outage = undefined;
  await state.pool?.end().catch(() => {});
  state.pool = undefined;
}

/** Tests read the counts behind a verdict. */
export async function rateLimitWindowsForTests(endpoint: RateLimitedEndpoint): Promise<Windows> {
  return (await limiters())[endpoint];
}
