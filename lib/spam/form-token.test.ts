import { describe, expect, it, vi } from 'vitest';
import { formTokenIssuedAt, signFormToken } from '@/lib/spam/form-token';

vi.mock('server-only', () => ({}));

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('form tokens', () => {
  it('carry the time they were issued', () => {
    const issuedAt = Date.UTC(2026, 10, 22, 9, 30, 15, 123);
    expect(formTokenIssuedAt(signFormToken(issuedAt, secret), secret)).toBe(issuedAt);
  });

  it('are refused when altered, signed with another secret, or malformed', () => {
    const token = signFormToken(Date.now(), secret);
    const [stamp, mac] = token.split('.') as [string, string];
    const earlier = (parseInt(stamp, 36) - 60_000).toString(36);
    expect(formTokenIssuedAt(`${earlier}.${mac}`, secret)).toBeUndefined();
    expect(formTokenIssuedAt(token, `${secret}!`)).toBeUndefined();
    expect(formTokenIssuedAt(`${stamp}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, secret)).toBeUndefined();
    for (const junk of ['', '.', 'abc', `${stamp}.`, `.${mac}`, `${stamp}.${mac}.x`, `-1.${mac}`, `${'z'.repeat(20)}.${mac}`]) {
      expect(formTokenIssuedAt(junk, secret)).toBeUndefined();
    }
  });
});
