import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { admitVisitorMail, releaseVisitorMail, resetMailQuotaForTests } from '@/lib/db/mail-quota';
import { confirmedOptInAddresses, confirmMarketingConsent, expireUnconfirmed, isConfirmedOptIn, withdrawMarketingConsent } from '@/lib/db/marketing-consent';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const at = (iso: string) => new Date(iso);

describe.each(engines)('marketing consent state on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    await db.prisma.marketingConsent.deleteMany();
    await db.prisma.mailRecipientDay.deleteMany();
    await db.prisma.mailDailyCount.deleteMany();
    resetMailQuotaForTests();
  });
  const pending = (email: string, expiresAt: Date, withdrawnAt: Date | null = null) =>
    db.prisma.marketingConsent.create({ data: { id: randomUUID(), email, locale: 'en', expiresAt, withdrawnAt } });

  it('ends requests nobody confirmed in time: expired, or withdrawn again if it was withdrawn before', async () => {
    const now = at('2026-11-23T12:00:00.000Z');
    const late = await pending('late@example.com', at('2026-11-23T11:59:59.000Z'));
    const renewed = await pending('renewed@example.com', at('2026-11-20T00:00:00.000Z'), at('2026-10-01T00:00:00.000Z'));
    const fresh = await pending('fresh@example.com', at('2026-11-30T12:00:00.000Z'));
    expect(await expireUnconfirmed(db.prisma, now)).toBe(2);
    const statusOf = async (id: string) => (await db.prisma.marketingConsent.findUniqueOrThrow({ where: { id } })).status;
    expect([await statusOf(late.id), await statusOf(renewed.id), await statusOf(fresh.id)]).toEqual(['expired', 'withdrawn', 'pending']);
    // An expired request confirms nothing.
    expect(await confirmMarketingConsent(db.prisma, { consentId: late.id, expiresAt: late.expiresAt }, now)).toEqual({ status: 'expired' });
    expect(await expireUnconfirmed(db.prisma, now)).toBe(0);
  });

  it('counts only confirmed addresses as opted in, for single checks and for exports', async () => {
    const now = at('2026-11-23T12:00:00.000Z');
    const expiresAt = at('2026-11-30T12:00:00.000Z');
    const a = await pending('a@example.com', expiresAt);
    const b = await pending('b@example.com', expiresAt);
    await pending('c@example.com', expiresAt);
    await confirmMarketingConsent(db.prisma, { consentId: a.id, expiresAt }, now);
    await confirmMarketingConsent(db.prisma, { consentId: b.id, expiresAt }, now);
    expect(await withdrawMarketingConsent(db.prisma, b.id, now)).toMatchObject({ status: 'withdrawn', withdrawnAt: now });
    expect(await confirmedOptInAddresses(db.prisma)).toEqual(new Set(['a@example.com']));
    expect(await isConfirmedOptIn(db.prisma, 'A@Example.com')).toBe(true);
    expect(await isConfirmedOptIn(db.prisma, 'b@example.com')).toBe(false);
    expect(await isConfirmedOptIn(db.prisma, 'c@example.com')).toBe(false);
    expect(await isConfirmedOptIn(db.prisma, 'nobody@example.com')).toBe(false);
    expect(await withdrawMarketingConsent(db.prisma, randomUUID(), now)).toEqual({ status: 'invalid' });
  });

  it('gives each address one visitor mail of a kind a day, caps the day, and gives back a released allowance', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const day1 = at('2026-11-23T08:00:00.000Z');
    const admit = (email: string, now = day1, kind: 'white-paper' | 'marketing-confirmation' = 'white-paper') =>
      admitVisitorMail(db.prisma, kind, email, now, 3);
    expect(await admit('a@example.com')).toBe('send');
    expect(await admit(' A@EXAMPLE.com')).toBe('recipient-limit');
    expect(await admit('a@example.com', day1, 'marketing-confirmation')).toBe('send');
    expect(await admit('b@example.com')).toBe('send');
    expect(await admit('c@example.com')).toBe('send');
    expect(await admit('d@example.com')).toBe('daily-cap');
    expect(await admit('e@example.com')).toBe('daily-cap');
    expect(warn).toHaveBeenCalledTimes(1);
    // A request that failed to store gives its allowance back, to the address and to the day.
    await releaseVisitorMail(db.prisma, 'white-paper', 'c@example.com', day1);
    expect(await admit('d@example.com')).toBe('send');
    expect(await admit('c@example.com')).toBe('daily-cap');
    // The next UTC day starts afresh, and the old day's rows are swept.
    const day2 = at('2026-11-24T00:00:01.000Z');
    expect(await admit('a@example.com', day2)).toBe('send');
    expect((await db.prisma.mailRecipientDay.findMany()).map((row) => row.day.toISOString().slice(0, 10))).toEqual(['2026-11-24']);
    expect(await db.prisma.mailRecipientDay.findMany()).not.toContainEqual(expect.objectContaining({ recipientHash: expect.stringContaining('@') }));
    warn.mockRestore();
  });
});
