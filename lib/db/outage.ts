import { processSlot } from '@/lib/process-slot.mjs';

// Whether the database was seen failing just now, for the answers that cannot say so themselves:
// a page whose render threw is about to go out as Next.js's 500; the request hook
// (lib/page-cache/request.ts) turns it into 503 with Retry-After while this holds. Every read
// of public content that fails notes it; any read that succeeds clears it.

/** How long a client is asked to wait, and how long one failure counts as "the database is away". */
export const RETRY_AFTER_SECONDS = 30;
const AWAY_MS = RETRY_AFTER_SECONDS * 1000;

type OutageState = { failedAt: number };
const state = processSlot<OutageState>('db.outage', () => ({ failedAt: -Infinity }));

export function noteDatabaseFailure(now = Date.now()): void {
  state.failedAt = now;
}

export function noteDatabaseAnswered(): void {
  state.failedAt = -Infinity;
}

/** True while a database failure was noted within the last RETRY_AFTER_SECONDS. */
export function databaseAway(now = Date.now()): boolean {
  return now - state.failedAt < AWAY_MS;
}

/** What a public GET answers when the database it needs is away and no stored copy is left. */
export function unavailableResponse(): Response {
  return new Response('Service Unavailable: the database is not answering; try again shortly.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}
