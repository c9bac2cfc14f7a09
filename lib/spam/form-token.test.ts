import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { formTokenIssuedAt, signFormToken } from '@/lib/spam/form-token';

vi.mock('server-only', () => ({}));

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('form tokens', () => {
  it('carry the time they were issued', () => {
    const issuedAt = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
    expect(formTokenIssuedAt(signFormToken(issuedAt, secret), secret)).toBe(issuedAt);
  });

  it('name their key and stay valid with the previous secret after a rotation', () => {
    const issuedAt = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
    const token = signFormToken(issuedAt, secret);
    expect(token).toMatch(/^[0-9A-Za-z]{8}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(formTokenIssuedAt(token, `${secret}-new`, secret)).toBe(issuedAt);
    expect(formTokenIssuedAt(token, `${secret}-new`)).toBeUndefined();
    // A token from before key ids (a page left open across the upgrade).
    const stamp = issuedAt.toString(36);
    const legacy = `${stamp}.${createHmac('sha256', secret).update(`form-token:v1:${stamp}`).digest('base64url')}`;
    expect(formTokenIssuedAt(legacy, secret)).toBe(issuedAt);
    expect(formTokenIssuedAt(legacy, `${secret}-new`, secret)).toBe(issuedAt);
    expect(formTokenIssuedAt(legacy, `${secret}-new`)).toBeUndefined();
  });

  it('are refused when altered, signed with another secret, or malformed', () => {
    const token = signFormToken(Date.now(), secret);
    const [kid, stamp, mac] = token.split('.') as [string, string, string];
    const earlier = (parseInt(stamp, 36) - 60_000).toString(36);
    expect(formTokenIssuedAt(`${kid}.${earlier}.${mac}`, secret)).toBeUndefined();
    expect(formTokenIssuedAt(`${kid}.0${stamp}.${mac}`, secret)).toBeUndefined();
    expect(formTokenIssuedAt(`AAAAAAAA.${stamp}.${mac}`, secret)).toBeUndefined();
    expect(formTokenIssuedAt(token, `${secret}!`)).toBeUndefined();
    expect(formTokenIssuedAt(`${kid}.${stamp}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, secret)).toBeUndefined();
    for (const junk of ['', '.', 'abc', `${stamp}.`, `.${mac}`, `${kid}.${stamp}.${mac}.x`, `-1.${mac}`, `${'z'.repeat(20)}.${mac}`]) {
      expect(formTokenIssuedAt(junk, secret)).toBeUndefined();
    }
  });
});
