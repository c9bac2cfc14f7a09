import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { signDownloadLink } from '@/lib/signed-link';

// What a submission caught by the spam traps gets instead of a download link: the same shape,
// length and expiry, signed with a key that exists only in this process's memory and signs
// nothing else. The bot cannot tell it from a real link without fetching it, and then it gets
// the same 403 as any altered link; the white paper itself never goes to a bot.
const decoySecret = randomBytes(32).toString('hex');

export function decoyDownloadLink(options: { origin: string; locale: Locale; now: Date }): string {
  return signDownloadLink({ ...options, secret: decoySecret });
}
