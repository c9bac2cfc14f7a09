import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { closeDatabaseForTests } from '@/lib/db/client';
import { consumeRateLimit, rateLimitStore, rateLimitWindowsForTests, resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { useTestDatabases } from '@/test/databases';
import { startPgBouncer } from '@/test/pgbouncer';
import { useFreshEnvironment } from '@/test/fresh-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

const configure = useFreshEnvironment(['DATABASE_URL', 'RATE_LIMIT_DISABLED']);

const windowsFor = (endpoint: 'contact' | 'download') => rateLimitWindowsForTests(endpoint);

const attempts = async (endpoint: 'contact' | 'download', key: string, count: number) => {
  const verdicts = [];
  for (let i = 0; i < count; i += 1) verdicts.push(await consumeRateLimit(endpoint, key));
  return verdicts;
};

describe('rate limit in memory (embedded database)', () => {
  it('allows the per-minute allowance, then refuses with the wait until a slot frees up', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100' });
    const verdicts = await attempts('contact', '192.0.2.1', 4);
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const wait = (verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts each client and each endpoint on its own', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_PER_HOUR: '100' });
    expect(await consumeRateLimit('contact', '192.0.2.1')).toEqual({ allowed: true });
    expect(await consumeRateLimit('contact', '192.0.2.1')).toMatchObject({ allowed: false });
    expect(await consumeRateLimit('contact', '192.0.2.2')).toEqual({ allowed: true });
    expect(await consumeRateLimit('download', '192.0.2.1')).toEqual({ allowed: true });
  });

  it('applies the hourly allowance, with an hour-long wait', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_HOUR: '2' });
    const verdicts = await attempts('download', '192.0.2.3', 3);
    expect(verdicts[2]).toMatchObject({ allowed: false });
    expect((verdicts[2] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('counts only admitted attempts: hammering on while refused does not extend the block', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_HOUR: '3' });
    expect(await attempts('contact', '192.0.2.5', 2)).toEqual([{ allowed: true }, { allowed: true }]);
    // Twenty refusals in the same minute…
    const refusals = await attempts('contact', '192.0.2.5', 20);
    expect(refusals.every((verdict) => !verdict.allowed)).toBe(true);
    // …have used none of the hourly allowance: one admitted attempt is left there.
    const { minute, hour } = await windowsFor('contact');
    expect((await minute.get('192.0.2.5'))?.consumedPoints).toBe(2);
    expect((await hour.get('192.0.2.5'))?.consumedPoints).toBe(2);
  });

  it('gives back what requests that overtook each other took beyond the allowance', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100' });
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit('download', '192.0.2.6')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    const { minute, hour } = await windowsFor('download');
    expect((await minute.get('192.0.2.6'))?.consumedPoints).toBe(3);
    expect((await hour.get('192.0.2.6'))?.consumedPoints).toBe(3);
  });

  it('allows everything when disabled for load tests', async () => {
    await configure({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_DISABLED: '1' });
    expect(await attempts('contact', '192.0.2.4', 5)).toEqual(Array(5).fill({ allowed: true }));
  });
});

describe("a member's allowance for the article routes", () => {
  it('lets 60 image uploads an hour through per member, then says how long to wait, even with the form limits disabled', async () => {
    await configure({ RATE_LIMIT_DISABLED: '1' });
    for (let i = 0; i < 60; i += 1) expect(await consumeRateLimit('article-upload', '7')).toEqual({ allowed: true });
    const refused = await consumeRateLimit('article-upload', '7');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(60);
    expect(await consumeRateLimit('article-upload', '8')).toEqual({ allowed: true });
    expect(await consumeRateLimit('article-write', '7')).toEqual({ allowed: true });
  });
});

describe('rate limit in PostgreSQL', () => {
  it('counts in the table the migrations create, migrating a new database first', async () => {
    const url = await dbs.postgresUrl();
    await configure({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100' });
    expect(await consumeRateLimit('download', '198.51.100.3')).toEqual({ allowed: true });
    const client = new pg.Client(url);
    await client.connect();
    const migrations = await client.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations');
    await client.end();
    expect(migrations.rows.map((row) => row.migration_name)).toContain('20261122000000_rate_limits');
  });

  it('shares one count between server instances', async () => {
    const url = await dbs.postgresUrl();
    await configure({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100' });
    expect(await attempts('contact', '198.51.100.1', 2)).toEqual([{ allowed: true }, { allowed: true }]);
    // A second instance: a new pool and new limiters, the same table.
    await resetRateLimitsForTests();
    expect(await attempts('contact', '198.51.100.1', 2)).toEqual([{ allowed: true }, { allowed: false, retryAfterSeconds: expect.any(Number) }]);
    const client = new pg.Client(url);
    await client.connect();
    const { rows } = await client.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits ORDER BY key');
    await client.end();
    // Three admitted attempts; the refused fourth counts nowhere.
    expect(rows).toEqual([
      { key: 'contact:hour:198.51.100.1', points: 3 },
      { key: 'contact:minute:198.51.100.1', points: 3 },
    ]);
  });

  it('counts only admitted attempts there too, also when requests overtake each other', async () => {
    const url = await dbs.postgresUrl();
    await configure({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_HOUR: '100' });
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit('download', '198.51.100.4')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(2);
    await attempts('download', '198.51.100.4', 5);
    const client = new pg.Client(url);
    await client.connect();
    const { rows } = await client.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits ORDER BY key');
    await client.end();
    expect(rows).toEqual([
      { key: 'download:hour:198.51.100.4', points: 2 },
      { key: 'download:minute:198.51.100.4', points: 2 },
    ]);
  });

  it('fails (and so the form answers 503) when PostgreSQL cannot be reached', async () => {
    await configure({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none' });
    await expect(consumeRateLimit('contact', '198.51.100.2')).rejects.toThrow();
  });
});

const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(String(line)).message as string);

describe('rate limit behind PgBouncer in transaction mode (1.18: no start-up parameters, no named statements)', () => {
  it("counts in the shared table, not in memory: a second instance sees the first one's attempts", async () => {
    const direct = await dbs.postgresUrl();
    const bouncer = await startPgBouncer(direct);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await configure({ DATABASE_URL: bouncer.url, DIRECT_URL: direct, RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '100' });
      // Requests together, over several pooled server connections.
      const first = await Promise.all(Array.from({ length: 6 }, () => consumeRateLimit('contact', '203.0.113.7')));
      expect(first.filter((verdict) => verdict.allowed)).toHaveLength(3);
      await resetRateLimitsForTests();
      expect(await consumeRateLimit('contact', '203.0.113.7')).toMatchObject({ allowed: false });
      expect(rateLimitStore()).toEqual({ store: 'postgres' });
      const client = new pg.Client(direct);
      await client.connect();
      const { rows } = await client.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits ORDER BY key');
      await client.end();
      expect(rows).toEqual([
        { key: 'contact:hour:203.0.113.7', points: 3 },
        { key: 'contact:minute:203.0.113.7', points: 3 },
      ]);
      expect(logged(errors)).toEqual([]);
      expect(bouncer.log()).not.toContain('unsupported startup parameter');
    } finally {
      errors.mockRestore();
      await resetRateLimitsForTests();
      await closeDatabaseForTests();
      await bouncer.stop();
    }
  }, 120_000);
});

describe('rate limit falling back to memory', () => {
  it('says so once in the log and in rateLimitStore, keeps answering, and says when the table answers again', async () => {
    const url = await dbs.postgresUrl();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
    const client = new pg.Client(url);
    try {
      await configure({ DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_HOUR: '100' });
      expect(await consumeRateLimit('download', '203.0.113.9')).toEqual({ allowed: true });
      await client.connect();
      await client.query('ALTER TABLE rate_limits RENAME TO rate_limits_away');
      expect(await attempts('download', '203.0.113.9', 3)).toEqual(Array(3).fill({ allowed: true }));
      const failures = logged(errors).filter((message) => message.startsWith('rate limits:'));
      expect(failures).toEqual([
        expect.stringMatching(
          /^rate limits: the shared count in PostgreSQL failed \(42P01: relation "rate_limits" does not exist\); each instance now counts on its own/,
        ),
      ]);
      expect(rateLimitStore()).toEqual({ store: 'memory-fallback', since: expect.any(String), error: expect.stringContaining('42P01') });

      await client.query('ALTER TABLE rate_limits_away RENAME TO rate_limits');
      expect(await consumeRateLimit('download', '203.0.113.9')).toEqual({ allowed: true });
      expect(logged(infos).filter((message) => message.startsWith('rate limits:'))).toEqual([
        expect.stringMatching(/^rate limits: the shared count in PostgreSQL answers again after \d+ s; limits are shared between instances again$/),
      ]);
      expect(rateLimitStore()).toEqual({ store: 'postgres' });
      expect(logged(errors).filter((message) => message.startsWith('rate limits:'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
      infos.mockRestore();
      await client.end().catch(() => {});
    }
  });

  it('reports memory as the store with the embedded database', async () => {
    await configure({});
    expect(rateLimitStore()).toEqual({ store: 'memory' });
  });
});
