import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { signingKey, verificationKeys } from '@/lib/signing-key';
import { signingSecrets } from '@/lib/signed-link';

// Secrets the server must read back (a member's TOTP secret) are stored encrypted: AES-256-GCM
// under a key derived (HKDF) from APP_SECRET, the same secret that signs links and cookies. A copy
// of the database alone then signs nobody in. The stored form names the key it was made with
// (`v1.<key id>.<iv>.<tag>.<ciphertext>`), so after a rotation (APP_SECRET_PREVIOUS) existing
// secrets stay readable and are re-encrypted under the new key when next written.

const VERSION = 'v1';

const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'granite-team-secret-box', 'totp-secret', 32));

export function sealWith(secret: string, plain: string): string {
  const key = signingKey(secret);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, key.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or undefined when no key at hand opens it (tampered, or an old secret gone). */
export function openWith(secrets: { secret: string; previousSecret?: string | undefined }, sealed: string): string | undefined {
  const [version, kid, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !kid || !iv || !tag || body === undefined || rest.length > 0) return undefined;
  const key = verificationKeys(secrets.secret, secrets.previousSecret).find((candidate) => candidate.id === kid);
  if (!key) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive(key.secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export async function seal(plain: string): Promise<string> {
  return sealWith((await signingSecrets()).secret, plain);
}

export async function open(sealed: string): Promise<string | undefined> {
  return openWith(await signingSecrets(), sealed);
}
