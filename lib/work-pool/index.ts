import 'server-only';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { distDir } from '@/lib/build-artefact';
import { buildServerDir } from '@/lib/next-internals.mjs';
import { processSlot } from '@/lib/process-slot.mjs';
import { WorkPool, WorkRefused } from './pool';
import type { Allowance } from './budget';
import { WORKER_FILE } from './worker-file.mjs';

// The one place expensive work runs (README.md here): worker threads beside the thread that
// serves pages, a bounded queue, a timeout, and an allowance per actor. Callers do their cheap
// checks (session, permission, token, input) first, then ask for the work here and answer a
// refusal with `refusalResponse`.

export { WorkRefused } from './pool';

const MINUTE = 60_000;

/**
 * What each kind of work may cost, per actor. A white-paper render is 1–2 s of one core.
 * - `white-paper-preview`, per member: one at a time (a second click while one runs joins it in
 *   the route), ten in five minutes: an editor previews after each change, no more often.
 * - `white-paper-download`, per client address: the PDF is rendered once per publish and
 *   language (and once a minute while the database is away), then served from memory, so an
 *   address causes a render only right after one; one at a time, twenty in five minutes.
 */
export const ALLOWANCES = {
  'white-paper-preview': { inFlight: 1, perWindow: 10, windowMs: 5 * MINUTE, typicalMs: 3_000 },
  'white-paper-download': { inFlight: 1, perWindow: 20, windowMs: 5 * MINUTE, typicalMs: 3_000 },
} as const satisfies Record<string, Allowance>;

export type WorkKind = keyof typeof ALLOWANCES;

/**
 * Threads: every core but one, at most two: on the 2-core box one core always serves pages.
 * Queue: eight tasks, about eight seconds of renders per thread; past that a new request gets
 * 503 + Retry-After at once rather than a wait. Timeout: 30 s, ten times a render on a busy box;
 * a task past it is a hang, and its thread is replaced.
 */
export const LIMITS = {
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queueLimit: 8,
  timeoutMs: 30_000,
  typicalMs: 2_000,
};

const HANDLER: Record<WorkKind, string> = { 'white-paper-preview': 'white-paper', 'white-paper-download': 'white-paper' };

/** The worker to start: the build's bundle in production, the TypeScript source through tsx otherwise. */
export function workerEntry(): { workerFile: string; workerData?: unknown } {
  if (process.env.NODE_ENV === 'production') return { workerFile: join(/* turbopackIgnore: true */ process.cwd(), buildServerDir(distDir()), WORKER_FILE) };
  const source = join(/* turbopackIgnore: true */ process.cwd(), 'lib', 'work-pool');
  return {
    workerFile: join(/* turbopackIgnore: true */ source, 'typescript-worker.mjs'),
    workerData: { entry: join(/* turbopackIgnore: true */ source, 'worker.ts') },
  };
}

/** Why the pool could not start its workers, checked at start-up (lib/lifecycle/startup.ts): null when it can. */
export function workPoolProblem(): string | null {
  const { workerFile } = workerEntry();
  return existsSync(/* turbopackIgnore: true */ workerFile)
    ? null
    : `the work pool's worker ${workerFile} is missing: run scripts/post-build.mjs after next build`;
}

const pool = () => processSlot('workPool', () => new WorkPool({ ...workerEntry(), ...LIMITS, allowances: ALLOWANCES }));

/** The white paper of `locale` from `messages`, rendered in the pool for `actor` (lib/white-paper/render.tsx's signature). */
export function renderWhitePaperInPool(
  kind: 'white-paper-preview' | 'white-paper-download',
  actor: string,
  locale: Locale,
  messages: Messages,
): Promise<Uint8Array> {
  return pool().run<Uint8Array>(kind, { locale, messages }, actor, HANDLER[kind]);
}

/** Tasks waiting and running now (for /api/ready and the bench). */
export const workPoolLoad = () => pool().load;

/** The answer to a refusal: 429 (the actor's allowance) or 503 (the pool is full or the work failed), with Retry-After; null for any other error. */
export function refusalResponse(error: unknown): Response | null {
  if (!(error instanceof WorkRefused)) return null;
  return Response.json(
    { error: error.status === 429 ? 'too-many-requests' : 'busy' },
    { status: error.status, headers: { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' } },
  );
}
