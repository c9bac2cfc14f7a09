import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { addUser, setEmail } from '@/lib/team/accounts';
import { hashOneTimeToken } from '@/lib/team/one-time-token';
import { signIn } from '@/lib/team/sign-in';
import {
  deleteOldUnlockLinks,
  issueUnlockLink,
  membersWithoutEmail,
  redeemUnlockLink,
  UNLOCK_LINK_VALID_MINUTES,
  UNLOCK_LINKS_PER_HOUR,
} from '@/lib/team/unlock-link';
import { useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The mailed unlock link: only to the address on file, limited per account, one-time,
// 15 minutes, its token hashed at rest; it gives a browser a device cookie and signs nobody in.

const dbs = useTestDatabases();
const PASSWORD = 'correct horse battery staple';
const start = new Date('2026-11-28T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe('unlock links', () => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open('pglite');
    vi.stubEnv('DATABASE_URL', '');
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
    await resetRateLimitsForTests();
    await addUser(db.prisma, 'ada', PASSWORD, { role: 'editor', languages: [] }, 'ada@granite.test');
    await addUser(db.prisma, 'nomail', PASSWORD, { role: 'editor', languages: [] });
  });

  it('goes to the address on file, by username or address, and to nobody for an unknown name or a member without one', async () => {
    const byName = await issueUnlockLink(db.prisma, ' ADA ', start);
    expect(byName).toMatchObject({ to: 'ada@granite.test', user: { username: 'ada' } });
    const byAddress = await issueUnlockLink(db.prisma, 'Ada@Granite.test', later(2 * MINUTE));
    expect(byAddress?.to).toBe('ada@granite.test');
    expect(await issueUnlockLink(db.prisma, 'nomail', start)).toBeUndefined();
    expect(await issueUnlockLink(db.prisma, 'nobody', start)).toBeUndefined();
    expect(await issueUnlockLink(db.prisma, 'nobody@granite.test', start)).toBeUndefined();
    expect(await membersWithoutEmail(db.prisma)).toBe(1);
    // Stored as a hash, valid for the stated time.
    const row = await db.prisma.teamUnlockLink.findUniqueOrThrow({ where: { tokenHash: hashOneTimeToken(byName!.token)! } });
    expect(row.expiresAt).toEqual(later(UNLOCK_LINK_VALID_MINUTES * MINUTE));
    expect(JSON.stringify(await db.prisma.teamUnlockLink.findMany())).not.toContain(byName!.token);
  });

  it('sends at most one a minute and three an hour per account', async () => {
    expect(await issueUnlockLink(db.prisma, 'ada', start)).toBeDefined();
    expect(await issueUnlockLink(db.prisma, 'ada', later(30_000))).toBeUndefined();
    expect(await issueUnlockLink(db.prisma, 'ada', later(2 * MINUTE))).toBeDefined();
    expect(await issueUnlockLink(db.prisma, 'ada@granite.test', later(4 * MINUTE))).toBeDefined();
    expect(UNLOCK_LINKS_PER_HOUR).toBe(3);
    expect(await issueUnlockLink(db.prisma, 'ada', later(6 * MINUTE))).toBeUndefined();
    expect(await issueUnlockLink(db.prisma, 'ada', later(61 * MINUTE))).toBeDefined();
    const actions = (await db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { action: true } })).map((row) => row.action);
    expect(actions).toEqual(['unlock-link-sent', 'unlock-link-refused', 'unlock-link-sent', 'unlock-link-sent', 'unlock-link-refused', 'unlock-link-sent']);
  });

  it('works once and for 15 minutes', async () => {
    const first = await issueUnlockLink(db.prisma, 'ada', start);
    const second = await issueUnlockLink(db.prisma, 'ada', later(2 * MINUTE));
    expect(await redeemUnlockLink(db.prisma, first!.token, later(UNLOCK_LINK_VALID_MINUTES * MINUTE))).toEqual({ ok: false, reason: 'expired' });
    const used = await redeemUnlockLink(db.prisma, second!.token, later(3 * MINUTE));
    expect(used).toMatchObject({ ok: true, user: { username: 'ada' }, deviceToken: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/) });
    expect(await redeemUnlockLink(db.prisma, second!.token, later(4 * MINUTE))).toEqual({ ok: false, reason: 'used' });
    expect(await redeemUnlockLink(db.prisma, 'A'.repeat(43), later(4 * MINUTE))).toEqual({ ok: false, reason: 'invalid' });
    expect(await redeemUnlockLink(db.prisma, undefined, later(4 * MINUTE))).toEqual({ ok: false, reason: 'invalid' });
    // Two tabs following one link: one device cookie.
    const third = await issueUnlockLink(db.prisma, 'ada', later(5 * MINUTE));
    const both = await Promise.all([
      redeemUnlockLink(db.prisma, third!.token, later(6 * MINUTE)),
      redeemUnlockLink(db.prisma, third!.token, later(6 * MINUTE)),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(await deleteOldUnlockLinks(db.prisma, later(24 * 60 * MINUTE + 16 * MINUTE))).toBe(1);
  });

  it('lets the member past the delay strangers built up, with the password only', async () => {
    // Strangers from 15 addresses: the account is kept waiting for anyone without a device cookie.
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < 15; i += 1)
      last = await signIn(db.prisma, { username: 'ada', password: `guess ${i}`, clientAddress: `198.51.100.${i + 1}`, userAgent: null }, later(i * 1000));
    expect(last).toMatchObject({ ok: false, reason: 'rate-limited' });
    const fresh = { username: 'ada', clientAddress: '203.0.113.5', userAgent: null };
    expect(await signIn(db.prisma, { ...fresh, password: PASSWORD }, later(15_000))).toMatchObject({ ok: false, reason: 'rate-limited' });
    // The member asks for a link and follows it in a new browser: that browser gets a device cookie …
    const mail = await issueUnlockLink(db.prisma, 'ada@granite.test', later(25_000));
    const redeemed = await redeemUnlockLink(db.prisma, mail!.token, later(40_000));
    if (!redeemed.ok) throw new Error(redeemed.reason);
    // … which still needs the password, and with it signs in at once.
    expect(await signIn(db.prisma, { ...fresh, password: 'still a guess', deviceToken: redeemed.deviceToken }, later(45_000))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await signIn(db.prisma, { ...fresh, password: PASSWORD, deviceToken: redeemed.deviceToken }, later(50_000))).toMatchObject({
      ok: true,
      user: { username: 'ada' },
    });
  });

  it('an address can be set and removed from the command line’s function, one member per address', async () => {
    await expect(setEmail(db.prisma, 'nomail', 'ada@granite.test')).rejects.toThrow('Another member already has this e-mail address.');
    await expect(setEmail(db.prisma, 'nomail', 'Not An Address')).rejects.toThrow('e-mail address');
    await setEmail(db.prisma, 'nomail', 'no.mail@granite.test');
    expect(await membersWithoutEmail(db.prisma)).toBe(0);
    await setEmail(db.prisma, 'nomail', null);
    expect(await membersWithoutEmail(db.prisma)).toBe(1);
    await expect(addUser(db.prisma, 'eve', PASSWORD, { role: 'editor', languages: [] }, 'ada@granite.test')).rejects.toThrow('Another member already has');
  });
});
