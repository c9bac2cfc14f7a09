import 'server-only';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com, spec/standard-webhooks.md): the secret is
// "whsec_" + base64 of 24 to 64 random bytes; the signed content is `${id}.${timestamp}.${body}`,
// signed with HMAC-SHA256 keyed by the secret's decoded bytes, and sent as
// `webhook-signature: v1,<base64 signature>` beside `webhook-id` and `webhook-timestamp`
// (seconds since the epoch). The id stays the same on every retry, so receivers can drop repeats.

const PREFIX = 'whsec_';
const MIN_KEY_BYTES = 24;
const MAX_KEY_BYTES = 64;

export function generateSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** A secret a member entered: whsec_ + canonical base64 of 24 to 64 bytes. */
export function isValidSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const encoded = secret.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return false;
  const key = Buffer.from(encoded, 'base64');
  return key.toString('base64') === encoded && key.length >= MIN_KEY_BYTES && key.length <= MAX_KEY_BYTES;
}

/** What the team page shows of a secret: enough to tell two apart, not enough to sign. */
export function maskSecret(secret: string): string {
  return `${PREFIX}…${secret.slice(-4)}`;
}

/** A message id in the style of the spec's examples ("msg_…"), from a delivery's UUID. */
export function messageId(deliveryId: string): string {
  return `msg_${deliveryId.replaceAll('-', '')}`;
}

export function newDeliveryId(): string {
  return randomUUID();
}

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

export function signedHeaders(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const seconds = Math.floor(at.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': sign(secret, id, seconds, body) };
}

/** Our own check (the tests also check with the reference implementation, `standardwebhooks`). */
export function verify(secret: string, headers: SignedHeaders, body: string): boolean {
  const expected = Buffer.from(sign(secret, headers['webhook-id'], Number(headers['webhook-timestamp']), body));
  return headers['webhook-signature'].split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
