import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '@/lib/team/password';

vi.mock('server-only', () => ({}));

describe('password hashing', () => {
  it('makes argon2id hashes with at least the OWASP parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBeGreaterThanOrEqual(1);
    expect(options.saltLen).toBeGreaterThanOrEqual(16);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('salts: two hashes of one password differ, and each verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'same password here')).toBe(true);
    expect(await verifyPassword(b, 'same password here')).toBe(true);
  });

  it('answers false, never throws, for what is no hash', async () => {
    for (const malformed of ['', 'plain text', '$argon2id$', '$argon2id$v=19$m=19456,t=2,p=1$bm90IGEgc2FsdA$', '$2b$10$abcdefghijklmnopqrstuv']) {
      await expect(verifyPassword(malformed, 'anything at all')).resolves.toBe(false);
    }
  });

  it('accepts a password typed composed or decomposed alike', async () => {
    const hash = await hashPassword('caf\u00e9 au lait, s\u2019il vous pla\u00eet');
    expect(await verifyPassword(hash, 'cafe\u0301 au lait, s\u2019il vous plai\u0302t')).toBe(true);
  });
});

describe('password rules for the command line', () => {
  it('asks for 12 to 256 characters, counted as characters rather than code units', () => {
    expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH - 1))).toMatch(/at least 12 characters/);
    expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
    expect(passwordProblem('a'.repeat(MAX_PASSWORD_LENGTH))).toBeUndefined();
    expect(passwordProblem('a'.repeat(MAX_PASSWORD_LENGTH + 1))).toMatch(/at most 256 characters/);
    // Eleven emoji are 22 UTF-16 code units, still too short; 256 of them are fine.
    expect(passwordProblem('🔑'.repeat(11))).toMatch(/at least/);
    expect(passwordProblem('🔑'.repeat(256))).toBeUndefined();
  });
});
