import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as downloadPost } from '@/app/submit/route';
import { isSameOrigin } from '@/lib/api/guard';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { peerHeadersForTests } from '@/lib/rate-limit/peer-address';
import { useTestDatabases } from '@/test/databases';
import { formToken, postJson, TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const env = useFormEnvironment();

const request = (headers: Record<string, string>, url = `${TEST_SITE_URL}/api/contact`) => new Request(url, { method: 'POST', headers });

describe('isSameOrigin', () => {
  it.each([
    ['no Origin and no Sec-Fetch-Site (curl, a server)', {}],
    ['our public origin', { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin' }],
    ['the origin the request was addressed to', { origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000/submit'],
    ['a request the user started themselves', { 'sec-fetch-site': 'none' }],
    [
      'the origin of the Host it was sent to, as next start sees it',
      { origin: 'http://127.0.0.1:3401', host: '127.0.0.1:3401' },
      'http://localhost:3401/api/contact',
    ],
    ['HTTPS through a proxy that says so', { origin: 'https://preview.granite.test', host: 'preview.granite.test', 'x-forwarded-proto': 'https' }],
  ])('accepts %s', (_name, headers, url?: string) => {
    expect(isSameOrigin(request(headers, url), TEST_SITE_URL)).toBe(true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed frame or data: URL (Origin: null)', { origin: 'null' }],
    ['our origin on another scheme', { origin: 'http://granite.test' }],
    ['our origin with another port', { origin: 'https://granite.test:8443' }],
    ['a look-alike host', { origin: 'https://granite.test.evil.example' }],
    ['an Origin that matches neither the site nor the Host', { origin: 'http://127.0.0.1:3401', host: '127.0.0.1:3402' }],
    ['the Host origin on the wrong scheme', { origin: 'https://127.0.0.1:3401', host: '127.0.0.1:3401' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: TEST_SITE_URL }],
  ])('refuses %s', (_name, headers) => {
    expect(isSameOrigin(request(headers), TEST_SITE_URL)).toBe(false);
  });
});

const endpoints = [
  {
    name: 'POST /api/contact',
    post: contactPost,
    url: `${TEST_SITE_URL}/api/contact`,
    valid: () => ({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'Hello there, team!', formToken: formToken() }),
    stored: (db: Database) => db.prisma.contactSubmission.count(),
  },
  {
    name: 'POST /submit',
    post: downloadPost,
    url: `${TEST_SITE_URL}/submit`,
    valid: () => ({
      firstName: 'Jan',
      lastName: 'V',
      email: 'jan@example.nl',
      company: 'BV',
      agreeMarketing: false,
      agreePrivacy: true,
      formToken: formToken(),
    }),
    stored: (db: Database) => db.prisma.downloadSubmission.count(),
  },
];

describe.each(endpoints)('$name guard', ({ post, url, valid, stored }) => {
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

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 in the visitor language, and stores nothing', async (_name, headers) => {
    const requestsBefore = env.fake.requests.length;
    const response = await post(postJson(url, valid(), { ...headers, cookie: 'NEXT_LOCALE=fr' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Ce formulaire ne peut être envoyé que depuis notre propre site.' });
    expect(await stored(db)).toBe(0);
    expect(env.fake.requests.length).toBe(requestsBefore);
  });

  it('refuses a classic cross-site form post (text/plain) before reading it', async () => {
    const response = await post(postJson(url, valid(), { 'content-type': 'text/plain', origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    const sameSite = await post(postJson(url, valid(), { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_SITE_URL }));
    expect(sameSite.status).toBe(415);
    expect(await stored(db)).toBe(0);
  });

  it('accepts our own origin and stores the submission', async () => {
    const response = await post(postJson(url, valid(), { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin' }));
    expect(response.status).toBe(200);
    expect(await stored(db)).toBe(1);
  });

  describe('with the rate limit on', () => {
    beforeEach(async () => {
      vi.stubEnv('RATE_LIMIT_DISABLED', '0');
      vi.stubEnv('RATE_LIMIT_PER_MINUTE', '2');
      vi.stubEnv('RATE_LIMIT_PER_HOUR', '10');
      resetEnvForTests();
      await resetRateLimitsForTests();
      return async () => {
        vi.stubEnv('RATE_LIMIT_DISABLED', '1');
        resetEnvForTests();
        await resetRateLimitsForTests();
      };
    });

    it('answers 429 with Retry-After and a localized error once a client is over its allowance', async () => {
      const from = (address: string, extra: Record<string, string> = {}) => postJson(url, valid(), { ...peerHeadersForTests(address), ...extra });
      expect((await post(from('203.0.113.5'))).status).toBe(200);
      expect((await post(from('203.0.113.5'))).status).toBe(200);
      const refused = await post(from('203.0.113.5', { cookie: 'NEXT_LOCALE=de' }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: 'Zu viele Formulare in kurzer Zeit gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      });
      expect(await stored(db)).toBe(2);
      // Another client is not affected.
      expect((await post(from('203.0.113.6'))).status).toBe(200);
    });

    it('counts invalid attempts too, and a forged X-Forwarded-For does not buy a new allowance', async () => {
      const invalid = () =>
        postJson(url, { firstName: '' }, { ...peerHeadersForTests('203.0.113.7'), 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` });
      expect((await post(invalid())).status).toBe(422);
      expect((await post(invalid())).status).toBe(422);
      expect((await post(invalid())).status).toBe(429);
    });

    it('with TRUST_PROXY=1 counts the address our proxy appended', async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      resetEnvForTests();
      const viaProxy = (client: string) => postJson(url, valid(), { ...peerHeadersForTests('10.0.0.1'), 'x-forwarded-for': `6.6.6.6, ${client}` });
      expect((await post(viaProxy('198.51.100.20'))).status).toBe(200);
      expect((await post(viaProxy('198.51.100.20'))).status).toBe(200);
      expect((await post(viaProxy('198.51.100.20'))).status).toBe(429);
      expect((await post(viaProxy('198.51.100.21'))).status).toBe(200);
      vi.stubEnv('TRUST_PROXY', '');
    });
  });
});
