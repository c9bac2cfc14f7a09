import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// The tokens of mailed one-time links (invitations, unlock links): 32 random bytes in base64url
// in the link, only their SHA-256 in the database, so a copy of the table opens nothing. A hash
// without a salt is enough here: the token has 256 bits of entropy, nobody can guess one to match.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token)! };
}

/** The stored form of a token from a link or cookie; undefined for anything that cannot be one. */
export function hashOneTimeToken(token: string | null | undefined): string | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}

/** The Set-Cookie value that carries a link's token from its URL to the page (0 clears it). */
export function oneTimeTokenCookie(name: string, token: string, path: string, maxAgeS: number, secure: boolean): string {
  return [`${name}=${maxAgeS > 0 ? token : ''}`, `Path=${path}`, `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
