import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as contactPost } from '@/app/api/contact/route';
import { GET as issueToken } from '@/app/api/form-token/route';
import { POST as downloadPost } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { signFormToken } from '@/lib/spam/form-token';
import { MAX_TOKEN_AGE_MS, spamReason } from '@/lib/spam/spam-check';
import { useTestDatabases } from '@/test/databases';
import { formToken, postJson, TEST_LINK_SECRET, TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const env = useFormEnvironment();

describe('spamReason', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const issued = (msAgo: number) => signFormToken(now - msAgo, TEST_LINK_SECRET);

  it('passes a form that took a person-like time, with the honeypot empty', async () => {
    expect(await spamReason({ referenceCode: '', formToken: issued(2_000) }, now)).toBeUndefined();
    expect(await spamReason({ formToken: issued(3_600_000) }, now)).toBeUndefined();
  });

  it.each([
    ['honeypot', { referenceCode: 'x', formToken: issued(60_000) }],
    ['no-token', { referenceCode: '' }],
    ['no-token', { formToken: '' }],
    ['forged-token', { formToken: signFormToken(now - 60_000, 'another-secret-0123456789-0123456789') }],
    ['too-fast', { formToken: issued(1_999) }],
    ['too-fast', { formToken: issued(-60_000) }],
    ['expired-token', { formToken: issued(MAX_TOKEN_AGE_MS + 1) }],
  ])('calls it %s', async (reason, traps) => {
    expect(await spamReason(traps, now)).toBe(reason);
  });
});

describe('GET /api/form-token', () => {
  it('issues a token for now, never cached', async () => {
    const before = Date.now();
    const response = await issueToken(new Request(`${TEST_SITE_URL}/api/form-token`));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    // Right after issue it is too early to send a form with it.
    expect(await spamReason({ formToken: token })).toBe('too-fast');
    expect(await spamReason({ formToken: token }, before + 2_500)).toBeUndefined();
  });
});

const contact = { firstName: 'Bot', lastName: 'Bot', email: 'bot@example.com', message: 'Buy cheap watches now!!!' };
const download = { firstName: 'Bot', lastName: 'Bot', email: 'bot@example.com', company: 'Spam Inc', agreeMarketing: true, agreePrivacy: true };

describe('silent spam handling', () => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open('pglite');
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.contactSubmission.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
  });

  // Functions, so the tokens are minted when each test runs.
  const traps: [string, () => Record<string, unknown>][] = [
    ['a filled honeypot', () => ({ referenceCode: 'http://spam.example', formToken: formToken() })],
    ['a form sent 300 ms after it was opened', () => ({ formToken: formToken(300) })],
    ['no form token', () => ({})],
    ['a forged form token', () => ({ formToken: 'lzzzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })],
  ];

  it.each(traps)('answers the contact form with %s like a success, and stores and sends nothing', async (_name, extra) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const requestsBefore = env.fake.requests.length;
    const response = await contactPost(postJson(`${TEST_SITE_URL}/api/contact`, { ...contact, ...extra() }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emailSent: true });
    expect(await db.prisma.contactSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
    expect(env.fake.requests.length).toBe(requestsBefore);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/"message":"spam submission dropped","endpoint":"contact","reason":"/));
    info.mockRestore();
  });

  it.each(traps)('answers the download form with %s like a success, and stores and sends nothing', async (_name, extra) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const requestsBefore = env.fake.requests.length;
    const response = await downloadPost(postJson(`${TEST_SITE_URL}/submit`, { ...download, ...extra() }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; downloadUrl: string };
    expect(body.message).toContain('Bot');
    expect(body.downloadUrl).toMatch(/^https:\/\/granite\.test\/api\/white-paper\?lang=en&expires=\d+&kid=[0-9A-Za-z]{8}&sig=/);
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
    expect(env.fake.requests.length).toBe(requestsBefore);
    info.mockRestore();
  });

  it('answers a real visitor exactly like the bot, and stores it', async () => {
    const bot = await (await contactPost(postJson(`${TEST_SITE_URL}/api/contact`, contact))).json();
    const person = await (await contactPost(postJson(`${TEST_SITE_URL}/api/contact`, { ...contact, referenceCode: '', formToken: formToken() }))).json();
    expect(person).toEqual(bot);
    expect(await db.prisma.contactSubmission.count()).toBe(1);
  });

  it('still validates first: an invalid form with a filled honeypot gets the usual 422', async () => {
    const response = await contactPost(postJson(`${TEST_SITE_URL}/api/contact`, { ...contact, email: 'nope', referenceCode: 'x' }));
    expect(response.status).toBe(422);
  });

  it('keeps the schema strict around the traps: a non-string honeypot or an unknown field is a 422', async () => {
    for (const extra of [{ referenceCode: 5 }, { formToken: ['x'] }, { website: 'x' }, { referenceCode: 'x'.repeat(501) }]) {
      const response = await contactPost(postJson(`${TEST_SITE_URL}/api/contact`, { ...contact, formToken: formToken(), ...extra }));
      expect(response.status).toBe(422);
    }
    expect(await db.prisma.contactSubmission.count()).toBe(0);
  });
});
