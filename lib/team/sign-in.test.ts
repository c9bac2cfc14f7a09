import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { addUser } from '@/lib/team/accounts';
import { verifyPassword } from '@/lib/team/password';
import { sessionFromToken, SESSION_ABSOLUTE_MS } from '@/lib/team/sessions';
import { admitSignInAttempt, LOCKOUT_MS, LOCKOUT_THRESHOLD, signIn, signOut, signOutEverywhere } from '@/lib/team/sign-in';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));
// The real verification, counted: every path must verify exactly one hash.
vi.mock('@/lib/team/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/team/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const dbs = useTestDatabases();
const PASSWORD = 'correct horse battery staple';
const start = new Date('2026-11-24T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const verified = vi.mocked(verifyPassword);

describe.each(engines)('team sign-in on %s', (engine) => {
  let db: Database;
  let ada: { id: number; username: string };
  const attempt = (username: string, password: string, { address = '192.0.2.1', at = start } = {}) =>
    signIn(db.prisma, { username, password, clientAddress: address, userAgent: 'test browser' }, at);
  const audit = () => db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { action: true, actorId: true, actorName: true, detail: true } });
  const account = () => db.prisma.user.findUniqueOrThrow({ where: { id: ada.id }, select: { failedSignIns: true, lockedUntil: true } });
  /** A fresh minute: the rate limiter counts in real time, the tests move `now` instead. */
  const forgetRateLimits = async () => {
    await resetRateLimitsForTests();
    if (engine === 'postgres') await db.prisma.rateLimit.deleteMany();
  };

  beforeAll(async () => {
    db = await dbs.open(engine);
    // PostgreSQL counts in its rate_limits table, the embedded database in memory, as in the app.
    vi.stubEnv('DATABASE_URL', db.target.kind === 'postgres' ? db.target.url : '');
    vi.stubEnv('APP_SECRET', 'a test secret that is at least 32 characters long');
    vi.stubEnv('RATE_LIMIT_DISABLED', '');
    resetEnvForTests();
    useDatabaseForTests(db);
  });
  afterAll(async () => {
    await resetRateLimitsForTests();
    useDatabaseForTests(undefined);
    vi.unstubAllEnvs();
    resetEnvForTests();
  });
  beforeEach(async () => {
    await db.prisma.auditEntry.deleteMany();
    await db.prisma.user.deleteMany();
    await forgetRateLimits();
    ada = await addUser(db.prisma, 'Ada', PASSWORD);
    verified.mockClear();
  });

  it('signs in with the right password: a session, a clean slate and an audit entry', async () => {
    await db.prisma.user.update({ where: { id: ada.id }, data: { failedSignIns: 3 } });
    const result = await attempt('  ADA ', PASSWORD);
    expect(result).toMatchObject({ ok: true, user: { id: ada.id, username: 'ada' }, expiresAt: later(SESSION_ABSOLUTE_MS) });
    if (!result.ok) throw new Error('unreachable');
    expect(await sessionFromToken(db.prisma, result.token, later(1000))).toMatchObject({ user: { id: ada.id, username: 'ada' } });
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: null });
    expect(await audit()).toEqual([{ action: 'sign-in', actorId: ada.id, actorName: 'ada', detail: {} }]);
  });

  it('refuses a wrong password, counts it and records it', async () => {
    expect(await attempt('ada', 'correct horse battery stapler')).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await account()).toEqual({ failedSignIns: 1, lockedUntil: null });
    expect(await db.prisma.teamSession.count()).toBe(0);
    expect(await audit()).toEqual([{ action: 'sign-in-failed', actorId: ada.id, actorName: 'ada', detail: { reason: 'wrong-password' } }]);
    expect(verified).toHaveBeenCalledTimes(1);
    expect(verified.mock.calls[0]![0]).toBe((await db.prisma.user.findUniqueOrThrow({ where: { id: ada.id } })).password);
  });

  it('answers an unknown username exactly like a wrong password, after verifying a hash that costs the same', async () => {
    const wrong = await attempt('ada', 'not the password at all');
    const unknown = await attempt('grace', 'not the password at all');
    const impossible = await attempt('no such name!', 'not the password at all');
    expect(unknown).toStrictEqual(wrong);
    expect(impossible).toStrictEqual(wrong);
    // One argon2id verification per attempt, the unknown names' against a dummy made alike.
    expect(verified).toHaveBeenCalledTimes(3);
    const [adaHash, dummy, dummyAgain] = verified.mock.calls.map(([hash]) => hash);
    expect(dummy).not.toBe(adaHash);
    expect(dummyAgain).toBe(dummy);
    expect(parseOptions(dummy!)).toEqual(parseOptions(adaHash!));
    // The audit log names no unknown user and holds nothing that was typed.
    const entries = await audit();
    expect(entries.slice(1)).toEqual([
      { action: 'sign-in-failed', actorId: null, actorName: null, detail: { reason: 'unknown-user' } },
      { action: 'sign-in-failed', actorId: null, actorName: null, detail: { reason: 'unknown-user' } },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/grace|no such name|not the password/);
  });

  it(`locks the account after ${LOCKOUT_THRESHOLD} wrong passwords, also against the right one, until LOCKOUT_MS have passed`, async () => {
    for (let i = 1; i <= LOCKOUT_THRESHOLD; i += 1) {
      expect(await attempt('ada', `wrong password ${i}`, { at: later(i * 1000) })).toStrictEqual({ ok: false, reason: 'invalid' });
    }
    const lockedAt = later(LOCKOUT_THRESHOLD * 1000);
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: new Date(lockedAt.getTime() + LOCKOUT_MS) });
    expect((await audit()).at(-1)?.detail).toEqual({ reason: 'wrong-password', lockedNow: true });
    await forgetRateLimits();
    verified.mockClear();
    // Locked: the right password gets the same answer, after the same work.
    expect(await attempt('ada', PASSWORD, { at: later(LOCKOUT_MS) })).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(verified).toHaveBeenCalledTimes(1);
    expect((await audit()).at(-1)).toEqual({ action: 'sign-in-failed', actorId: ada.id, actorName: 'ada', detail: { reason: 'locked' } });
    expect(await db.prisma.teamSession.count()).toBe(0);
    // A lockout is not extended by trying on.
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: new Date(lockedAt.getTime() + LOCKOUT_MS) });
    expect(await attempt('ada', PASSWORD, { at: new Date(lockedAt.getTime() + LOCKOUT_MS) })).toMatchObject({ ok: true });
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: null });
  });

  it(`admits no more than ${LOCKOUT_THRESHOLD} attempts racing each other`, async () => {
    const attempts = await Promise.all(Array.from({ length: 12 }, () => admitSignInAttempt(db.prisma, 'ada', start)));
    expect(attempts.filter((a) => a?.admitted)).toHaveLength(LOCKOUT_THRESHOLD);
    expect(attempts.filter((a) => a?.lockedNow)).toHaveLength(1);
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: later(LOCKOUT_MS) });
    expect(await admitSignInAttempt(db.prisma, 'nobody', start)).toBeUndefined();
  });

  it('starts the failure count and the username allowance again after a successful sign-in', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('ada', 'wrong password again', { address: `192.0.2.${10 + i}` });
    expect(await account()).toMatchObject({ failedSignIns: 3 });
    expect(await attempt('ada', PASSWORD, { address: '192.0.2.20' })).toMatchObject({ ok: true });
    expect(await account()).toEqual({ failedSignIns: 0, lockedUntil: null });
    // Four attempts in this minute so far, but the allowance of five starts again.
    const next = [];
    for (let i = 0; i < 5; i += 1) next.push(await attempt('ada', 'wrong password again', { address: `192.0.2.${30 + i}` }));
    expect(next).toEqual(Array(5).fill({ ok: false, reason: 'invalid' }));
  });

  it('limits attempts per username, known or not, whatever the address, with the wait until the next one', async () => {
    for (const username of ['ada', 'grace']) {
      const results = [];
      for (let i = 0; i < 6; i += 1) results.push(await attempt(username.toUpperCase(), 'wrong password', { address: `198.51.100.${i}` }));
      expect(results.slice(0, 5)).toEqual(Array(5).fill({ ok: false, reason: 'invalid' }));
      expect(results[5]).toEqual({ ok: false, reason: 'rate-limited', retryAfterSeconds: expect.any(Number) });
      const wait = (results[5] as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
    }
    if (engine === 'postgres') {
      // Shared by every instance in PostgreSQL, under a keyed hash of the name: it may be a mistyped password.
      const keys = (await db.prisma.rateLimit.findMany()).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith('sign-in-user:minute:'))).toEqual([
        expect.stringMatching(/^sign-in-user:minute:[0-9a-f]{32}$/),
        expect.stringMatching(/^sign-in-user:minute:[0-9a-f]{32}$/),
      ]);
      expect(keys.join()).not.toMatch(/ada|grace/i);
    }
    verified.mockClear();
    // Refused before any password is checked, also the right one.
    expect(await attempt('ada', PASSWORD, { address: '203.0.113.9' })).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(verified).not.toHaveBeenCalled();
  });

  it('limits attempts per client address, whatever the username', async () => {
    const results = [];
    for (let i = 0; i < 11; i += 1) results.push(await attempt(`someone${i}`, 'wrong password', { address: '203.0.113.7' }));
    expect(results.slice(0, 10)).toEqual(Array(10).fill({ ok: false, reason: 'invalid' }));
    expect(results[10]).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect((results[10] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    expect(await attempt('ada', PASSWORD, { address: '203.0.113.7' })).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(await attempt('ada', PASSWORD, { address: '203.0.113.8' })).toMatchObject({ ok: true });
    // Refusals are not written to the audit log: a flood must not fill it.
    expect((await audit()).filter((entry) => entry.action === 'sign-in-failed')).toHaveLength(10);
  });

  it('keeps limiting sign-in when RATE_LIMIT_DISABLED turns the forms’ limit off', async () => {
    vi.stubEnv('RATE_LIMIT_DISABLED', '1');
    resetEnvForTests();
    try {
      const results = [];
      for (let i = 0; i < 6; i += 1) results.push(await attempt('grace', 'wrong password', { address: `198.51.100.${i}` }));
      expect(results[5]).toMatchObject({ ok: false, reason: 'rate-limited' });
    } finally {
      vi.stubEnv('RATE_LIMIT_DISABLED', '');
      resetEnvForTests();
    }
  });

  it('signs out here and everywhere, and records both', async () => {
    const first = await attempt('ada', PASSWORD);
    const second = await attempt('ada', PASSWORD, { address: '192.0.2.2' });
    const third = await attempt('ada', PASSWORD, { address: '192.0.2.3' });
    if (!first.ok || !second.ok || !third.ok) throw new Error('sign-in failed');
    expect(await signOut(db.prisma, first.token, later(1000))).toEqual({ id: ada.id, username: 'ada' });
    expect(await sessionFromToken(db.prisma, first.token, later(2000))).toBeNull();
    expect(await sessionFromToken(db.prisma, second.token, later(2000))).not.toBeNull();
    expect(await signOut(db.prisma, first.token, later(3000))).toBeNull();
    expect(await signOutEverywhere(db.prisma, third.user, later(4000))).toBe(2);
    expect(await sessionFromToken(db.prisma, second.token, later(5000))).toBeNull();
    expect((await audit()).slice(-2)).toEqual([
      { action: 'sign-out', actorId: ada.id, actorName: 'ada', detail: {} },
      { action: 'sign-out-everywhere', actorId: ada.id, actorName: 'ada', detail: { sessions: 2 } },
    ]);
  });
});
