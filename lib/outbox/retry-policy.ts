import 'server-only';

// Provider hiccups clear within seconds; outages within hours. Ten tries spaced 30 s, 1 min,
// 2 min … capped at an hour cover about four hours, well inside the 24 h in which Resend
// remembers an idempotency key, so a late retry can still never send a message twice.

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number; maxAttempts: number };

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

/** When to try again after the `attempts`-th failed try, or null to give up. */
export function nextAttemptAt(attempts: number, now: Date, retryAfterMs: number | undefined, policy: RetryPolicy = defaultRetryPolicy): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  // A provider that names its own wait (429 Retry-After) is obeyed, even past our back-off.
  const delay = retryAfterMs === undefined ? backoff : Math.max(retryAfterMs, 1_000);
  return new Date(now.getTime() + delay);
}
