import type { Locale } from '@/i18n/routing';
import { teamPath } from '@/lib/team/paths';

// What the webhooks page says about an endpoint and each try: a try's outcome as one
// of a few reasons a member can act on, in their language (Team.webhooks.reasons), with the raw
// text kept for whoever runs the receiver; an endpoint's state from its latest tries: healthy,
// failing since the first failure after its last success, paused, or not used yet.

export type AttemptOutcome = { at: Date; statusCode: number | null; error: string | null };

export const failureReasons = [
  'refused',
  'dns',
  'timeout',
  'tls',
  'reset',
  'unreachable',
  'policy',
  'paused',
  'redirect',
  'client',
  'server',
  'other',
] as const;
export type FailureReason = (typeof failureReasons)[number];

export type AttemptReason = { ok: true; status: number } | { ok: false; reason: FailureReason; status: number | null };

/** A try's outcome by class: the receiver's HTTP status, or what the connection's error says. */
export function attemptReason({ statusCode, error }: Pick<AttemptOutcome, 'statusCode' | 'error'>): AttemptReason {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { ok: true, status: statusCode };
  if (statusCode !== null && statusCode >= 300 && statusCode < 400) return { ok: false, reason: 'redirect', status: statusCode };
  if (statusCode !== null && statusCode >= 400 && statusCode < 500) return { ok: false, reason: 'client', status: statusCode };
  if (statusCode !== null && statusCode >= 500) return { ok: false, reason: 'server', status: statusCode };
  return { ok: false, reason: errorReason(error ?? ''), status: statusCode };
}

// Node's codes and messages (lib/webhooks/send.ts keeps the code in front of the message).
const patterns: [FailureReason, RegExp][] = [
  ['policy', /^destination refused|EPRIVATE/],
  ['paused', /^webhook turned off/],
  ['timeout', /no answer within|ETIMEDOUT|ESOCKETTIMEDOUT|timed? ?out/i],
  ['refused', /ECONNREFUSED|connection refused/i],
  ['dns', /ENOTFOUND|EAI_AGAIN|EAI_NODATA|EAI_FAIL|getaddrinfo/],
  ['tls', /CERT|SSL|TLS|self[- ]signed|certificate|altnames|EPROTO/i],
  ['unreachable', /EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN|EADDRNOTAVAIL/],
  ['reset', /ECONNRESET|EPIPE|socket hang up|ECONNABORTED/i],
];

function errorReason(error: string): FailureReason {
  return patterns.find(([, pattern]) => pattern.test(error))?.[0] ?? 'other';
}

/** A try that says something about the receiver (a paused endpoint's skipped send does not). */
function aboutReceiver(attempt: AttemptOutcome): boolean {
  const reason = attemptReason(attempt);
  return reason.ok || reason.reason !== 'paused';
}

export type WebhookHealth =
  | { state: 'paused' }
  | { state: 'unused' }
  | { state: 'healthy'; lastSuccess: Date }
  | { state: 'failing'; since: Date; attempts: number; last: AttemptOutcome };

/**
 * The endpoint's state from its tries, newest first: failing since the oldest failure after
 * the newest success (counted), healthy when the newest try got through.
 */
export function webhookHealth(active: boolean, attemptsNewestFirst: AttemptOutcome[]): WebhookHealth {
  if (!active) return { state: 'paused' };
  const relevant = attemptsNewestFirst.filter(aboutReceiver);
  const firstOk = relevant.findIndex((attempt) => attemptReason(attempt).ok);
  if (firstOk === 0) return { state: 'healthy', lastSuccess: relevant[0]!.at };
  const failures = firstOk === -1 ? relevant : relevant.slice(0, firstOk);
  if (failures.length === 0) return { state: 'unused' };
  return { state: 'failing', since: failures[failures.length - 1]!.at, attempts: failures.length, last: failures[0]! };
}

export type DeliveryView = 'sent' | 'queued' | 'retrying' | 'gave-up';

/** A delivery's state as the table says it: "Pending" only until its first try. */
export function deliveryView(status: 'sent' | 'pending' | 'failed' | 'none', attempts: number): DeliveryView {
  if (status === 'sent') return 'sent';
  if (status === 'failed') return 'gave-up';
  return attempts > 0 ? 'retrying' : 'queued';
}

export const sendResults = ['test-sent', 'test-failed', 'retry-sent', 'retry-failed', 'retry-gone'] as const;
export type SendResultName = (typeof sendResults)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Back to the webhooks page at the endpoint's card, naming what happened (and to which delivery). */
export function webhookResultPath(locale: Locale, webhookId: number, result: SendResultName, deliveryId: string): string {
  const query: Record<string, string> = { result, webhook: String(webhookId) };
  if (UUID.test(deliveryId)) query.delivery = deliveryId.toLowerCase();
  return `${teamPath(locale, '/webhooks', query)}#webhook-${webhookId}`;
}
