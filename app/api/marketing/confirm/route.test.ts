import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as confirm } from '@/app/api/marketing/confirm/route';
import { GET as openUnsubscribe, POST as unsubscribe } from '@/app/api/marketing/unsubscribe/route';
import { POST as submit } from '@/app/submit/route';
import { signConfirmToken } from '@/lib/consent/consent-token';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetMailQuotaForTests } from '@/lib/db/mail-quota';
import { isConfirmedOptIn } from '@/lib/db/marketing-consent';
import { engines, useTestDatabases } from '@/test/databases';
import { formToken, postJson, TEST_LINK_SECRET, TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// Double opt-in end to end at the handlers: a request with the marketing box ticked, the link
// from the confirmation mail, the confirmation (twice), then one-click unsubscribe (RFC 8058).

const dbs = useTestDatabases();
const env = useFormEnvironment();
const request = {
  firstName: 'Jan',
  lastName: 'de Vries',
  email: 'Jan@Example.nl',
  company: 'Voorbeeld BV',
  agreeMarketing: true,
  agreePrivacy: true,
  referenceCode: '',
};

describe.each(engines)('double opt-in on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
    await db.prisma.marketingConsent.deleteMany();
    await db.prisma.mailRecipientDay.deleteMany();
    await db.prisma.mailDailyCount.deleteMany();
    resetMailQuotaForTests();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  /** Sends the white-paper form and returns the links of the confirmation mail it triggered, if any. */
  async function requestWhitePaper(fields: Partial<typeof request> = {}) {
    const before = env.fake.deliveries.length;
    const response = await submit(postJson(`${TEST_SITE_URL}/submit`, { ...request, formToken: formToken(), ...fields }, { cookie: 'NEXT_LOCALE=nl' }));
    expect(response.status).toBe(200);
    const mail = env.fake.deliveries.slice(before).find((d) => d.headers?.['List-Unsubscribe']);
    if (!mail) return undefined;
    // The page links carry their token in the fragment: no server, cache or Referer sees it.
    const confirmUrl = new URL(/https:\S+\/email\/confirm#\S+/.exec(mail.text)![0]);
    expect(confirmUrl.search).toBe('');
    const oneClickUrl = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    return { confirmToken: new URLSearchParams(confirmUrl.hash.slice(1)).get('token')!, oneClickUrl, mail };
  }
  const confirmWith = (token: string, headers: Record<string, string> = {}) =>
    confirm(postJson(`${TEST_SITE_URL}/api/marketing/confirm`, { token }, { origin: TEST_SITE_URL, cookie: 'NEXT_LOCALE=nl', ...headers }));
  /** What a mail client sends for one-click unsubscribe: a form POST from its own servers. */
  const oneClick = (url: URL) =>
    unsubscribe(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }));

  it('confirms only through the button, says when (never to whom), and says it again the second time', async () => {
    const links = (await requestWhitePaper())!;
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(false);

    const first = await confirmWith(links.confirmToken);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { status: string; confirmedAt: string };
    expect(answer).toEqual({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect(await isConfirmedOptIn(db.prisma, 'JAN@example.nl ')).toBe(true);

    const second = await confirmWith(links.confirmToken);
    expect(await second.json()).toEqual(answer);
    // A confirmed address gets no new confirmation mail when it asks for the paper again.
    await db.prisma.mailRecipientDay.deleteMany();
    expect(await requestWhitePaper()).toBeUndefined();
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(true);
  });

  it('refuses altered, foreign-site and expired confirmations', async () => {
    const links = (await requestWhitePaper())!;
    const altered = await confirmWith(`${links.confirmToken.slice(0, -2)}AA`);
    expect(altered.status).toBe(404);
    expect(await altered.json()).toEqual({ status: 'invalid', error: 'Deze link is ongeldig. Open de volledige link uit je e-mail.' });
    expect((await confirmWith(links.confirmToken, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await confirmWith('')).status).toBe(422);

    // A link whose time ran out (signed for an expiry in the past, as the stored row says).
    const row = await db.prisma.marketingConsent.findFirstOrThrow();
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
    await db.prisma.marketingConsent.update({ where: { id: row.id }, data: { expiresAt: past } });
    const expired = await confirmWith(signConfirmToken(row.id, past, TEST_LINK_SECRET));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ status: 'expired' });
    // And the link of the request as it was mailed no longer matches the stored one.
    expect((await confirmWith(links.confirmToken)).status).toBe(410);
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(false);
  });

  it('withdraws in one click, keeps the time, and never mails the address again unless it asks anew', async () => {
    const links = (await requestWhitePaper())!;
    expect(links.oneClickUrl.searchParams.get('lang')).toBe('nl');
    await confirmWith(links.confirmToken);

    const first = await oneClick(links.oneClickUrl);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { status: string; withdrawnAt: string };
    expect(answer).toEqual({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(false);
    const stored = await db.prisma.marketingConsent.findFirstOrThrow();
    expect(stored).toMatchObject({ status: 'withdrawn', withdrawnAt: new Date(answer.withdrawnAt) });
    // Again: same answer, same time.
    expect(await (await oneClick(links.oneClickUrl)).json()).toEqual(answer);
    // The old confirmation link cannot undo the withdrawal.
    const reconfirm = await confirmWith(links.confirmToken);
    expect(reconfirm.status).toBe(409);
    expect(await reconfirm.json()).toMatchObject({ status: 'withdrawn' });

    // A new request without consent changes nothing and mails no confirmation.
    await db.prisma.mailRecipientDay.deleteMany();
    expect(await requestWhitePaper({ agreeMarketing: false })).toBeUndefined();
    expect(await db.prisma.marketingConsent.findFirstOrThrow()).toMatchObject({ status: 'withdrawn' });
    // Only ticking the box again asks again, and only its confirmation opts in again.
    await db.prisma.mailRecipientDay.deleteMany();
    const renewed = (await requestWhitePaper())!;
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(false);
    await confirmWith(renewed.confirmToken);
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(true);
    // The unsubscribe link of the first mail still works: the row kept its id.
    await oneClick(links.oneClickUrl);
    expect(await isConfirmedOptIn(db.prisma, 'jan@example.nl')).toBe(false);
  });

  it('withdraws from our page (JSON), refuses forged tokens, and sends a browser opening the address to the page', async () => {
    const links = (await requestWhitePaper())!;
    const token = links.oneClickUrl.searchParams.get('token')!;
    const fromPage = await unsubscribe(postJson(`${TEST_SITE_URL}/api/marketing/unsubscribe`, { token }, { origin: TEST_SITE_URL }));
    expect(await fromPage.json()).toMatchObject({ status: 'withdrawn' });
    const forged = await unsubscribe(postJson(`${TEST_SITE_URL}/api/marketing/unsubscribe`, { token: `${token.slice(0, -1)}x` }));
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ status: 'invalid' });

    const opened = openUnsubscribe(new Request(links.oneClickUrl));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/nl/email/unsubscribe#${new URLSearchParams({ token })}`);
  });
});
