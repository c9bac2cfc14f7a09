import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';

// White-paper links carry their own proof: the locale and expiry time, signed with a server
// secret. Nothing is stored per link, so a link works on any instance that shares the secret.

export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const DOWNLOAD_PATH = '/api/white-paper';

export type LinkCheck =
  | { status: 'valid'; locale: Locale }
  | { status: 'expired'; locale: Locale }
  | { status: 'invalid' };

/** Absolute download URL for one language, valid for seven days from `now`. */
export function signDownloadLink(options: { origin: string; locale: Locale; secret: string; now: Date }): string {
  const expires = Math.floor((options.now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  const query = new URLSearchParams({
    lang: options.locale,
    expires: String(expires),
    sig: signature(options.secret, options.locale, expires),
  });
  return `${options.origin}${DOWNLOAD_PATH}?${query}`;
}

export function verifyDownloadLink(query: URLSearchParams, options: { secret: string; now: Date }): LinkCheck {
  const locale = query.get('lang');
  const expires = query.get('expires') ?? '';
  const given = query.get('sig') ?? '';
  if (!isLocale(locale) || !/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(given)) return { status: 'invalid' };
  const expected = Buffer.from(signature(options.secret, locale, Number(expires)));
  // Constant-time, so the signature cannot be guessed byte by byte from response times.
  if (!timingSafeEqual(expected, Buffer.from(given))) return { status: 'invalid' };
  // Checked only after the signature: an edited expiry is tampering (403), not expiry (410).
  return options.now.getTime() > Number(expires) * 1000 ? { status: 'expired', locale } : { status: 'valid', locale };
}

function signature(secret: string, locale: Locale, expires: number): string {
  return createHmac('sha256', secret).update(`white-paper:v1:${locale}:${expires}`).digest('base64url');
}

let secretPromise: Promise<string> | undefined;

/**
 * DOWNLOAD_LINK_SECRET, or else a random secret created once in the data directory, so links
 * sent by e-mail keep working across restarts of a development or single-server install.
 */
export function downloadLinkSecret(): Promise<string> {
  secretPromise ??= resolveSecret().catch((error: unknown) => {
    secretPromise = undefined;
    throw error;
  });
  return secretPromise;
}

async function resolveSecret(): Promise<string> {
  const env = getEnv();
  if (env.downloadLinkSecret) return env.downloadLinkSecret;
  if (env.nodeEnv === 'production') {
    console.warn('[download-link] DOWNLOAD_LINK_SECRET is not set; using the generated secret in the data directory');
  }
  const file = path.join(env.dataDir, 'secret');
  await mkdir(env.dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another request (or an earlier run) created it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one generated.`);
  return secret;
}

/** Tests switch data directories and secrets between cases. */
export function resetDownloadLinkSecretForTests(): void {
  secretPromise = undefined;
}
