import { createHash } from 'node:crypto';

// A key id names a signing secret without revealing it, so a link or token says which key
// signed it and the server can accept the previous secret for a grace period after rotation
// (APP_SECRET_PREVIOUS). Derived from the secret itself: every instance computes the same id
// from the same secret, nothing to configure or store.

export type SigningKey = { id: string; secret: string };

export function signingKey(secret: string): SigningKey {
  const id = createHash('sha256').update(`key-id:${secret}`).digest('base64url').slice(0, 8).replace(/[-_]/g, 'k');
  return { id, secret };
}

/** The current key first, then the previous one (still accepted, never used to sign). */
export function verificationKeys(secret: string, previous?: string): SigningKey[] {
  return previous && previous !== secret ? [signingKey(secret), signingKey(previous)] : [signingKey(secret)];
}
