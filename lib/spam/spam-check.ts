import 'server-only';
import { signingSecrets } from '@/lib/signed-link';
import { formTokenIssuedAt } from '@/lib/spam/form-token';
import type { SpamTraps } from '@/lib/validation/trap-fields';
import { log } from '@/lib/log';

/** Nobody reads, types and sends a form in less; scripts do it in milliseconds. */
export const MIN_FILL_MS = 2_000;
/** A token older than this no longer proves anything; the form fetches a new one well before. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type SpamReason = 'honeypot' | 'no-token' | 'forged-token' | 'too-fast' | 'expired-token';

/**
 * Why a submission looks automated, or undefined when it does not. The caller answers spam
 * exactly like a success and stores nothing, so a bot learns nothing from the response.
 */
export async function spamReason(traps: SpamTraps, now: number = Date.now()): Promise<SpamReason | undefined> {
  if (traps.referenceCode) return 'honeypot';
  if (!traps.formToken) return 'no-token';
  // The same server secret as the download links, under its own label (see form-token.ts).
  const { secret, previousSecret } = await signingSecrets();
  const issuedAt = formTokenIssuedAt(traps.formToken, secret, previousSecret);
  if (issuedAt === undefined) return 'forged-token';
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return 'too-fast';
  if (age > MAX_TOKEN_AGE_MS) return 'expired-token';
  return undefined;
}

/** One log line per dropped submission: the reason only, never what the bot sent. */
export function logSpam(endpoint: string, reason: SpamReason): void {
  log.info('spam submission dropped', { endpoint, reason });
}
