import { describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '@/lib/db/client';
import { readiness } from '@/lib/lifecycle/readiness';
import { useFreshEnvironment } from '@/test/fresh-env';

vi.mock('server-only', () => ({}));

const SECRET = 'operator-secret-0123456789';
const UNREACHABLE_URL = 'postgresql://nobody@127.0.0.1:9/none';

const configure = useFreshEnvironment(['DATABASE_URL', 'CRON_SECRET']);

const ask = (authorization?: string) => readiness(new Request('http://127.0.0.1/api/ready', { headers: authorization ? { authorization } : {} }));

describe('/api/ready while PostgreSQL cannot be reached', () => {
  it('tells anyone only that the database is unreachable, never the driver text with host and port', async () => {
    await configure({ DATABASE_URL: UNREACHABLE_URL, CRON_SECRET: SECRET });
    for (const authorization of [undefined, 'Bearer wrong-secret-0123456789', `Basic ${SECRET}`]) {
      const answer = await ask(authorization);
      expect(answer).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });
      expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|Can't reach|:9/);
    }
  });

  it('gives an operator with the CRON_SECRET bearer the driver text and where the rate limits count', async () => {
    await configure({ DATABASE_URL: UNREACHABLE_URL, CRON_SECRET: SECRET });
    const answer = await ask(`Bearer ${SECRET}`);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^database unreachable: .*Can't reach database server at 127\.0\.0\.1:9/),
      rateLimits: { store: 'postgres' },
    });
  });

  it('gives nobody the detail when no CRON_SECRET is configured', async () => {
    await configure({ DATABASE_URL: UNREACHABLE_URL });
    expect((await ask('Bearer ')).body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });
});

describe('/api/ready on the embedded database', () => {
  it('is ready, with the in-memory rate limits shown to an operator only', async () => {
    vi.stubEnv('DATA_DIR', `${process.cwd()}/.tmp/readiness-${process.pid}`);
    await configure({ CRON_SECRET: SECRET });
    await prepareDatabase();
    expect(await ask()).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await ask(`Bearer ${SECRET}`)).toEqual({ status: 200, body: { status: 'ready', rateLimits: { store: 'memory' } } });
  }, 60_000);
});
