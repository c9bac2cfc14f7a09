import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/beacon/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { flushCounts, SOURCES_PER_DAY } from '@/lib/insights/record';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
useFormEnvironment();
const URL = `${TEST_SITE_URL}/api/beacon`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, origin: TEST_SITE_URL, 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const view = { t: 'view', path: '/de/services', device: 'desktop', referrer: 'www.linkedin.com', utmSource: 'linkedin' };

describe.each(engines)('POST /api/beacon on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(() => useDatabaseForTests(db));

  it('counts page views per day, page, source, channel and device in one row, in memory until a batch is written, and sets no cookie', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await POST(beacon(view));
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await POST(beacon({ ...view, device: 'mobile', utmSource: null, referrer: null }));
    // Nothing written per beacon: the counts wait in memory for their batch.
    expect(await db.prisma.pageViewDay.count()).toBe(0);
    await flushCounts(db.prisma);
    const rows = await db.prisma.pageViewDay.findMany({ orderBy: { views: 'desc' } });
    expect(rows.map(({ path, locale, source, channel, device, views }) => ({ path, locale, source, channel, device, views }))).toEqual([
      { path: '/de/services', locale: 'de', source: 'LinkedIn', channel: 'organic-social', device: 'desktop', views: 3 },
      { path: '/de/services', locale: 'de', source: '', channel: 'direct', device: 'mobile', views: 1 },
    ]);
  });

  it('leaves out page views of a browser that carries the team session cookie (publish mode included)', async () => {
    const before = await db.prisma.pageViewDay.aggregate({ _sum: { views: true } });
    // Two views by a signed-in member, one by a visitor: one is counted.
    expect((await POST(beacon({ ...view, path: '/en/about' }, { cookie: 'granite_team=member-token' }))).status).toBe(204);
    expect((await POST(beacon({ ...view, path: '/en/about' }, { cookie: 'i18next=en; granite_team=member-token; granite_publish=1' }))).status).toBe(204);
    expect((await POST(beacon({ ...view, path: '/en/about' }, { cookie: 'i18next=en' }))).status).toBe(204);
    await flushCounts(db.prisma);
    const after = await db.prisma.pageViewDay.aggregate({ _sum: { views: true } });
    expect((after._sum.views ?? 0) - (before._sum.views ?? 0)).toBe(1);
  });

  it('counts a visit where it began, and a second page as that visit not bouncing', async () => {
    const ads = { ...view, path: '/fr/contact', referrer: 'www.google.fr', utmSource: null, clickId: true };
    expect((await POST(beacon({ ...ads, visit: 'start' }))).status).toBe(204);
    expect((await POST(beacon({ ...ads, visit: 'start' }))).status).toBe(204);
    expect((await POST(beacon({ ...ads, path: '/fr/services', visit: 'next', landing: '/fr/contact' }))).status).toBe(204);
    expect((await POST(beacon({ ...ads, path: '/fr/about' }))).status).toBe(204);
    await flushCounts(db.prisma);
    const rows = await db.prisma.pageViewDay.findMany({ where: { locale: 'fr' }, orderBy: { path: 'asc' } });
    expect(rows.map(({ path, source, channel, views, entries, continued }) => ({ path, source, channel, views, entries, continued }))).toEqual([
      { path: '/fr/about', source: 'Google', channel: 'paid-search', views: 1, entries: 0, continued: 0 },
      { path: '/fr/contact', source: 'Google', channel: 'paid-search', views: 2, entries: 2, continued: 1 },
      { path: '/fr/services', source: 'Google', channel: 'paid-search', views: 1, entries: 0, continued: 0 },
    ]);
  });

  it('counts articles only while published, and folds a day\'s new source names past the bound into "other"', async () => {
    expect((await POST(beacon({ ...view, path: '/en/insights/no-such-article' }))).status).toBe(204);
    expect((await POST(beacon({ ...view, path: '/en/insights' }))).status).toBe(204);
    for (let i = 0; i < SOURCES_PER_DAY + 10; i++)
      await POST(beacon({ ...view, path: '/nl', utmSource: `junk-${i}`, referrer: null }, { 'x-forwarded-for': `192.0.2.${i}` }));
    await POST(beacon({ ...view, path: '/nl', utmSource: 'linkedin', referrer: null }, { 'x-forwarded-for': '192.0.2.200' }));
    await flushCounts(db.prisma);
    expect(await db.prisma.pageViewDay.count({ where: { path: '/en/insights/no-such-article' } })).toBe(0);
    expect(await db.prisma.pageViewDay.count({ where: { path: '/en/insights' } })).toBe(1);
    const sources = await db.prisma.pageViewDay.findMany({ where: { path: '/nl' }, select: { source: true, views: true } });
    const named = new Set((await db.prisma.pageViewDay.findMany({ select: { source: true }, distinct: ['source'] })).map((row) => row.source));
    // Well-known names always pass; the rest of the day's room is taken first come, first served.
    expect(sources.find((row) => row.source === 'LinkedIn')?.views).toBe(1);
    expect([...named].filter((name) => name.startsWith('junk-')).length).toBeLessThanOrEqual(SOURCES_PER_DAY);
    expect(sources.find((row) => row.source === '*')?.views).toBeGreaterThanOrEqual(10);
  });

  it('adds Web Vitals readings to daily histograms', async () => {
    const vitals = {
      t: 'vitals',
      path: '/en',
      device: 'mobile',
      readings: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    expect((await POST(beacon(vitals))).status).toBe(204);
    expect((await POST(beacon(vitals))).status).toBe(204);
    await flushCounts(db.prisma);
    const rows = await db.prisma.webVitalDay.findMany({ where: { path: '/en' }, orderBy: { metric: 'asc' } });
    expect(rows.map(({ metric, count, locale }) => ({ metric, count, locale }))).toEqual([
      { metric: 'CLS', count: 2, locale: 'en' },
      { metric: 'LCP', count: 2, locale: 'en' },
    ]);
  });

  it('leaves bots out and refuses other sites, unknown pages and odd shapes', async () => {
    const before = await db.prisma.pageViewDay.aggregate({ _sum: { views: true } });
    expect((await POST(beacon(view, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).status).toBe(204);
    expect((await POST(beacon(view, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/142.0' }))).status).toBe(204);
    expect((await POST(beacon(view, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(beacon({ ...view, path: '/de/team/leads' }))).status).toBe(422);
    expect((await POST(beacon({ ...view, path: '/xx/services' }))).status).toBe(422);
    expect((await POST(beacon({ ...view, extra: 1 }))).status).toBe(422);
    expect(
      (
        await POST(
          beacon({
            t: 'vitals',
            path: '/en',
            device: 'mobile',
            readings: [
              { name: 'LCP', value: 1 },
              { name: 'LCP', value: 2 },
            ],
          }),
        )
      ).status,
    ).toBe(422);
    expect((await POST(beacon({ t: 'vitals', path: '/en', device: 'mobile', readings: [{ name: 'LCP', value: 1e9 }] }))).status).toBe(422);
    expect((await POST(beacon('x'.repeat(2000)))).status).toBe(413);
    expect((await POST(beacon(view, { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    await flushCounts(db.prisma);
    expect(await db.prisma.pageViewDay.aggregate({ _sum: { views: true } })).toEqual(before);
  });
});

describe('POST /api/beacon limits and fuzzing', () => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open('pglite');
  });
  beforeEach(() => useDatabaseForTests(db));

  it('answers garbage with a 4xx, never a 5xx, and counts only what is valid', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const anyValue = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('/de/services', 'linkedin', -1, 1e308, null, [], {}),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc
        .dictionary(fc.constantFrom('t', 'path', 'device', 'referrer', 'utmSource', 'readings', '__proto__', 'constructor'), anyValue)
        .map((value) => JSON.stringify({ t: 'view', ...value })),
      fc
        .record({
          t: fc.constantFrom('view', 'vitals'),
          path: anyValue,
          device: anyValue,
          readings: fc.array(fc.record({ name: anyValue, value: anyValue }), { maxLength: 6 }),
        })
        .map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary', maxLength: 2000 }),
    );
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('text/plain', 'application/json', 'application/xml', ''), async (text, type) => {
        const response = await POST(beacon(text, type ? { 'content-type': type } : {}));
        seen.add(response.status);
        expect(response.status).toBeLessThan(500);
        expect([204, 400, 413, 415, 422]).toContain(response.status);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
    expect([...seen]).toEqual(expect.arrayContaining([400, 415, 422]));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Whatever was counted is one of our pages.
    await flushCounts(db.prisma);
    for (const row of await db.prisma.pageViewDay.findMany()) expect(row.path).toMatch(/^\/(en|de|fr|nl)(\/|$)/);
  }, 120_000);

  it('refuses a sender past its allowance with 429, counted in memory (no rate-limit row), other senders unaffected', async () => {
    vi.stubEnv('RATE_LIMIT_DISABLED', '');
    vi.stubEnv('TRUST_PROXY', '1');
    resetEnvForTests();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) statuses.push((await POST(beacon(view, { 'x-forwarded-for': '198.51.100.7' }))).status);
      expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await POST(beacon(view, { 'x-forwarded-for': '198.51.100.8' }))).status).toBe(204);
      expect(await db.prisma.rateLimit.count()).toBe(0);
    } finally {
      vi.stubEnv('RATE_LIMIT_DISABLED', '1');
      vi.stubEnv('TRUST_PROXY', '0');
      resetEnvForTests();
    }
  });
});
