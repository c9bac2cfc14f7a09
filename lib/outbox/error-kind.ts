// A failed try's cause as a kind the team area can name in each member's language
// (Team.timeline.errors.<kind>); the provider's own words are kept beside it for a developer.
// The texts come from lib/mail: Resend's "<status|network> <name>: <message>", the deadline's
// "no answer within N ms", or whatever a transport threw.

export const mailErrorKinds = ['timeout', 'network', 'rate-limited', 'auth', 'rejected', 'provider', 'unknown'] as const;
export type MailErrorKind = (typeof mailErrorKinds)[number];

export function mailErrorKind(error: string): MailErrorKind {
  if (/^no answer within \d+ ms/.test(error) || /abort|timed? ?out/i.test(error)) return 'timeout';
  const status = /^(\d{3}) /.exec(error)?.[1];
  if (status) {
    const code = Number(status);
    if (code === 429) return 'rate-limited';
    if (code === 401 || code === 403) return 'auth';
    if (code >= 500) return 'provider';
    if (code >= 400) return 'rejected';
  }
  if (/^network |ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed|socket/i.test(error)) return 'network';
  return 'unknown';
}

export function isMailErrorKind(value: unknown): value is MailErrorKind {
  return typeof value === 'string' && (mailErrorKinds as readonly string[]).includes(value);
}
