import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { addUser } from '@/lib/team/accounts';
import { verifyPassword } from '@/lib/team/password';
import { sessionFromToken, SESSION_ABSOLUTE_MS } from '@/lib/team/sessions';
import { refusedSignIns } from '@/lib/team/guessing';
import { signIn, signOut, signOutEverywhere, throttleKeys } from '@/lib/team/sign-in';
import { admitAttempt, deleteStaleThrottles, delayAfter, FREE_FAILURES, MAX_DELAY_MS } from '@/lib/team/sign-in-throttle';
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
  const throttle = async (username: string, address: string) => {
    const keys = await throttleKeys(username, address);
    const [pair, account] = await Promise.all([keys.pair, keys.account].map((key) => db.prisma.signInThrottle.findUnique({ where: { key } })));
    return { pair, account };
  };
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
    await db.prisma.signInThrottle.deleteMany();
    await forgetRateLimits();
    ada = await addUser(db.prisma, 'Ada', PASSWORD);
    verified.mockClear();
  });

  it('signs in with the right password: a session, a known address and an audit entry', async () => {
    await attempt('ada', 'wrong password');
    const result = await attempt('  ADA ', PASSWORD);
    expect(result).toMatchObject({ ok: true, user: { id: ada.id, username: 'ada' }, expiresAt: later(SESSION_ABSOLUTE_MS) });
    if (!result.ok) throw new Error('unreachable');
    expect(await sessionFromToken(db.prisma, result.token, later(1000))).toMatchObject({ user: { id: ada.id, username: 'ada' } });
    // The pair starts again and is known; the account's count keeps only the earlier failure.
    expect(await throttle('ada', '192.0.2.1')).toMatchObject({
      pair: { failures: 0, delayedUntil: null, knownUntil: expect.any(Date) },
      account: { failures: 1 },
    });
    expect((await audit()).at(-1)).toEqual({ action: 'sign-in', actorId: ada.id, actorName: 'ada', detail: {} });
  });

  it('refuses a wrong password, counts it and records it', async () => {
    expect(await attempt('ada', 'correct horse battery stapler')).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await throttle('ada', '192.0.2.1')).toMatchObject({ pair: { failures: 1, knownUntil: null }, account: { failures: 1 } });
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

  it('slows guessing down progressively instead of locking: free tries, then doubling waits up to 15 minutes', async () => {
    expect([0, 1, 4, 5, 6, 7, 14, 15, 99].map(delayAfter)).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 512_000, MAX_DELAY_MS, MAX_DELAY_MS]);
    // A stranger at one address: five wrong passwords answered, the sixth at once is delayed.
    let at = start;
    for (let i = 1; i <= FREE_FAILURES; i += 1) expect(await attempt('ada', `wrong ${i}`, { at })).toStrictEqual({ ok: false, reason: 'invalid' });
    verified.mockClear();
    expect(await attempt('ada', 'wrong 6', { at })).toStrictEqual({ ok: false, reason: 'rate-limited', retryAfterSeconds: 1 });
    // Refused before any password is checked, and a refusal does not extend the wait.
    expect(verified).not.toHaveBeenCalled();
    // Trying exactly when allowed, the waits double: 1 s, 2 s, 4 s, …
    const waits = [];
    for (let i = 0; i < 12; i += 1) {
      at = new Date(at.getTime() + delayAfter(FREE_FAILURES + i));
      await forgetRateLimits();
      expect(await attempt('ada', `wrong again ${i}`, { at })).toStrictEqual({ ok: false, reason: 'invalid' });
      const refused = await attempt('ada', 'wrong at once', { at });
      waits.push(refused.ok === false && refused.reason === 'rate-limited' ? refused.retryAfterSeconds : 0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect((await throttle('ada', '192.0.2.1')).account).toMatchObject({ failures: FREE_FAILURES + 12 });
  });

  it('keeps delays for unknown usernames exactly as for known ones', async () => {
    const answers = async (username: string) => {
      const results = [];
      for (let i = 0; i < FREE_FAILURES + 1; i += 1) results.push(await attempt(username, 'wrong', { address: `198.51.100.${i}` }));
      return results;
    };
    expect(await answers('grace')).toEqual(await answers('ada'));
    // Stored under keyed hashes: a typed name may be a password, an address is personal data.
    const keys = (await db.prisma.signInThrottle.findMany()).map((row) => row.key);
    expect(keys).toHaveLength(14);
    expect(keys.every((key) => /^(pair|account):[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(keys.join()).not.toMatch(/ada|grace|198\.51/i);
  });

  it("never lets a stranger's wrong passwords stop the owner signing in from their own address", async () => {
    // The owner has signed in from the office before.
    expect(await attempt('ada', PASSWORD, { address: '192.0.2.50' })).toMatchObject({ ok: true });
    // A stranger guesses from 40 addresses for an hour, trying whenever allowed.
    let at = start;
    let guesses = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      at = later(minute * 60_000);
      await forgetRateLimits();
      for (let i = 0; i < 40; i += 1) {
        const result = await attempt('ada', `guess ${minute}.${i}`, { address: `203.0.113.${i}`, at });
        if (result.ok === false && result.reason === 'invalid') guesses += 1;
        if (result.ok === false && result.reason === 'rate-limited') break;
      }
    }
    // Guessing stays limited: 5 free, then the doubling waits, about 18 tries in the first hour.
    expect(guesses).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(guesses).toBeLessThanOrEqual(20);
    // From the stranger's side the account is delayed now …
    expect(await attempt('ada', PASSWORD, { address: '203.0.113.99', at })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // … while the owner signs straight in from the office, and a typo there costs nothing more.
    expect(await attempt('ada', 'typo', { address: '192.0.2.50', at })).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await attempt('ada', PASSWORD, { address: '192.0.2.50', at })).toMatchObject({ ok: true });
  });

  it('lets the member in at once from a browser they signed in with before, after 15 stranger guesses from other addresses', async () => {
    // Ada signed in on her laptop once (at home); the browser keeps its device cookie.
    const first = await attempt('ada', PASSWORD, { address: '192.0.2.7' });
    if (!first.ok) throw new Error('unreachable');
    // 15 wrong passwords from 15 other addresses within a few minutes.
    let checked = 0;
    for (let i = 0; i < 15; i += 1) {
      const guess = await attempt('ada', `guess ${i}`, { address: `203.0.113.${i}`, at: later(i * 10_000) });
      if (!guess.ok && guess.reason === 'invalid') checked += 1;
    }
    // The account's delay let only some of them be checked at all.
    expect(checked).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(checked).toBeLessThan(15);
    const at = later(160_000);
    // Without the cookie, from a new address (a train's Wi-Fi), the account's delay holds …
    expect(await attempt('ada', PASSWORD, { address: '198.51.100.9', at })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // … with it, from that same new address, she is in at once, with a new cookie.
    const again = await signIn(
      db.prisma,
      { username: 'ada', password: PASSWORD, clientAddress: '198.51.100.9', userAgent: null, deviceToken: first.deviceToken },
      at,
    );
    expect(again).toMatchObject({ ok: true, user: { username: 'ada' }, deviceToken: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/) });
    if (!again.ok) throw new Error('unreachable');
    expect(again.deviceToken).not.toBe(first.deviceToken);
    // A cookie is the member's own: another member's, or a forged one, counts as none.
    await addUser(db.prisma, 'grace', PASSWORD, { role: 'editor', languages: [] });
    const forged = `${first.deviceToken.split('.')[0]}.${'A'.repeat(43)}`;
    for (const deviceToken of [forged, 'x', first.deviceToken]) {
      const username = deviceToken === first.deviceToken ? 'grace' : 'ada';
      const result = await signIn(db.prisma, { username, password: 'wrong', clientAddress: '198.51.100.10', userAgent: null, deviceToken }, at);
      if (username === 'ada') expect(result).toMatchObject({ ok: false, reason: 'rate-limited' });
    }
    expect((await audit()).filter((entry) => entry.action === 'sign-in')).toHaveLength(2);
    // What the owner's pages count as guessing: every checked guess, and the one for grace.
    expect(await refusedSignIns(db.prisma, at)).toEqual({ attempts: checked + 1, accounts: 2 });
  });

  it("slows down only the member's own browser when they mistype there, never the account", async () => {
    const first = await attempt('ada', PASSWORD, { address: '192.0.2.7' });
    if (!first.ok) throw new Error('unreachable');
    const own = (password: string, at: Date) =>
      signIn(db.prisma, { username: 'ada', password, clientAddress: '192.0.2.7', userAgent: null, deviceToken: first.deviceToken }, at);
    for (let i = 0; i < FREE_FAILURES; i += 1) expect(await own(`typo ${i}`, later(i))).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await own(PASSWORD, later(10))).toMatchObject({ ok: false, reason: 'rate-limited', retryAfterSeconds: 1 });
    expect(await own(PASSWORD, later(1_100))).toMatchObject({ ok: true });
    // None of it reached the account-wide count strangers face.
    expect((await throttle('ada', '203.0.113.1')).account).toMatchObject({ failures: 0 });
    expect((await audit()).filter((entry) => entry.action === 'sign-in-failed').map((entry) => entry.detail)).toEqual(
      Array.from({ length: FREE_FAILURES }, () => ({ reason: 'wrong-password', device: 'known' })),
    );
    // Typos in the member's own browser are no sign of guessing.
    expect(await refusedSignIns(db.prisma, later(2_000))).toEqual({ attempts: 0, accounts: 0 });
  });

  it(`admits no more than ${FREE_FAILURES} attempts racing each other before the first delay`, async () => {
    const { account } = await throttleKeys('ada', '192.0.2.1');
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => admitAttempt(db.prisma, account, start)));
    expect(verdicts.filter((verdict) => verdict.admitted)).toHaveLength(FREE_FAILURES);
    expect(await db.prisma.signInThrottle.findUniqueOrThrow({ where: { key: account } })).toMatchObject({
      failures: FREE_FAILURES,
      delayedUntil: later(1_000),
    });
  });

  it('forgets a scope after a day without failures, and tidies up stale ones', async () => {
    for (let i = 0; i < FREE_FAILURES; i += 1) await attempt('ada', 'wrong', { address: `192.0.2.${10 + i}` });
    expect(await attempt('ada', 'wrong', { address: '192.0.2.30' })).toMatchObject({ reason: 'rate-limited' });
    const dayLater = later(24 * 60 * 60 * 1000 + 1000);
    await forgetRateLimits();
    expect(await deleteStaleThrottles(db.prisma, dayLater)).toBeGreaterThan(0);
    expect(await db.prisma.signInThrottle.count()).toBe(0);
    expect(await attempt('ada', PASSWORD, { address: '192.0.2.30', at: dayLater })).toMatchObject({ ok: true });
    // A known address is kept.
    expect(await deleteStaleThrottles(db.prisma, later(2 * 24 * 60 * 60 * 1000))).toBe(0);
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

  it('lets a browser with the member’s device cookie in from an address strangers filled with 12 wrong tries', async () => {
    const office = '203.0.113.40';
    const first = await attempt('ada', PASSWORD, { address: office });
    if (!first.ok) throw new Error('sign-in failed');
    const strangers = [];
    for (let i = 0; i < 12; i += 1) strangers.push(await attempt(`stranger-${Math.random().toString(36).slice(2)}`, 'wrong password', { address: office }));
    // The address is full for everyone without the cookie (ten a minute) …
    expect(strangers.slice(0, 9)).toEqual(Array(9).fill({ ok: false, reason: 'invalid' }));
    expect(strangers.slice(9)).toEqual(Array(3).fill(expect.objectContaining({ ok: false, reason: 'rate-limited' })));
    expect(await attempt('ada', PASSWORD, { address: office })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // … but not for Ada's own browser, nor does the cookie let another name past it.
    const own = await signIn(db.prisma, { username: 'ada', password: PASSWORD, clientAddress: office, userAgent: null, deviceToken: first.deviceToken }, start);
    expect(own).toMatchObject({ ok: true, user: { username: 'ada' } });
    expect(
      await signIn(db.prisma, { username: 'grace', password: 'wrong', clientAddress: office, userAgent: null, deviceToken: first.deviceToken }, start),
    ).toMatchObject({ reason: 'rate-limited' });
  });

  it('keeps limiting sign-in when RATE_LIMIT_DISABLED turns the forms’ limit off', async () => {
    vi.stubEnv('RATE_LIMIT_DISABLED', '1');
    resetEnvForTests();
    try {
      const results = [];
      for (let i = 0; i < 11; i += 1) results.push(await attempt(`someone${i}`, 'wrong password', { address: '203.0.113.7' }));
      expect(results[10]).toMatchObject({ ok: false, reason: 'rate-limited' });
      const delayed = [];
      for (let i = 0; i < 6; i += 1) delayed.push(await attempt('grace', 'wrong password', { address: `198.51.100.${i}` }));
      expect(delayed[5]).toMatchObject({ ok: false, reason: 'rate-limited' });
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
