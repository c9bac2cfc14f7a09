import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '@/i18n/routing';
import { ensureDataDir } from '@/lib/data-dir';
import { getEnv } from '@/lib/env';
import { signingKey, verificationKeys } from '@/lib/signing-key';

// White-paper links carry their own proof: the locale and expiry time, signed with a server
// secret. Nothing is stored per link, so a link works on any instance that shares the secret.

export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const DOWNLOAD_PATH = '/api/white-paper';

export type LinkCheck = { status: 'valid'; locale: Locale } | { status: 'expired'; locale: Locale } | { status: 'invalid' };

/** Absolute download URL for one language, valid for seven days from `now`. */
export function signDownloadLink(options: { origin: string; locale: Locale; secret: string; now: Date }): string {
  const expires = Math.floor((options.now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  const key = signingKey(options.secret);
  const query = new URLSearchParams({
    lang: options.locale,
    expires: String(expires),
    kid: key.id,
    sig: signature(key.secret, options.locale, expires, key.id),
  });
  return `${options.origin}${DOWNLOAD_PATH}?${query}`;
}

/**
 * `previousSecret`: the secret before the last rotation; links it signed stay valid until they
 * expire. Links from before key ids existed (no `kid`) are checked against both secrets.
 */
export function verifyDownloadLink(query: URLSearchParams, options: { secret: string; previousSecret?: string | undefined; now: Date }): LinkCheck {
  const locale = query.get('lang');
  const expires = query.get('expires') ?? '';
  const given = query.get('sig') ?? '';
  const kid = query.get('kid');
  // Canonical decimal only: "0123" would sign the same instant under a second spelling.
  if (!isLocale(locale) || !/^[1-9]\d{0,11}$/.test(expires) || !/^[\w-]{43}$/.test(given)) return { status: 'invalid' };
  const keys = verificationKeys(options.secret, options.previousSecret).filter((key) => kid === null || key.id === kid);
  const valid = keys.some((key) =>
    // Constant-time, so the signature cannot be guessed byte by byte from response times.
    timingSafeEqual(Buffer.from(signature(key.secret, locale, Number(expires), kid ?? undefined)), Buffer.from(given)),
  );
  if (!valid) return { status: 'invalid' };
  // Checked only after the signature: an edited expiry is tampering (403), not expiry (410).
  return options.now.getTime() > Number(expires) * 1000 ? { status: 'expired', locale } : { status: 'valid', locale };
}

function signature(secret: string, locale: Locale, expires: number, kid: string | undefined): string {
  const payload = kid ? `white-paper:v2:${kid}:${locale}:${expires}` : `white-paper:v1:${locale}:${expires}`;
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The secret links and tokens are signed with now, and the one before it (grace period). */
export async function signingSecrets(): Promise<{ secret: string; previousSecret: string | undefined }> {
  return { secret: await downloadLinkSecret(), previousSecret: getEnv().previousAppSecret };
}

let secretPromise: Promise<string> | undefined;

/**
 * APP_SECRET (or DOWNLOAD_LINK_SECRET), or else a random secret created once in the data
 * directory, so links sent by e-mail keep working across restarts of a single-box install.
 * Production refuses to start without one (lib/env.ts), so the file is never used there.
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
  if (env.appSecret) return env.appSecret;
  const file = path.join(env.dataDir, 'secret');
  await ensureDataDir(env.dataDir);
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
