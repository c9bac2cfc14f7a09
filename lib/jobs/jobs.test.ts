import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as cronRoute } from '@/app/api/cron/outbox/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { EVERY_ROUND, HOURLY, jobs, runJobs, runWorkerRound, type Job, type JobContext } from '@/lib/jobs';
import { useTestDatabases } from '@/test/databases';
import { useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// One list, two runners: the worker of a long-running server and the cron route of a serverless
// host. Before the registry each kept its own list, and they had drifted apart.

const dbs = useTestDatabases();
useFormEnvironment();
const CRON_SECRET = 'cron-secret-0123456789abcdef';
let db: Database;
// The worker remembers each job's last start per process: every round here is a day later.
let clock = Date.now();
const nextDay = () => new Date((clock += 24 * HOURLY));

beforeAll(async () => {
  vi.stubEnv('CRON_SECRET', CRON_SECRET);
  resetEnvForTests();
  db = await dbs.open('pglite');
  useDatabaseForTests(db);
});

afterAll(() => {
  useDatabaseForTests(undefined);
});

const fakeJob = (name: string, everyMs: number, run: Job['run'] = async () => ({ [name]: 1 })): Job => ({ name, what: name, everyMs, run });
const context = (overrides: Partial<JobContext> = {}): JobContext => ({ prisma: db.prisma, now: new Date(), env: {} as JobContext['env'], stopped: () => false, ...overrides });

describe('the job registry', () => {
  it('names each job once, says what it does and how often', () => {
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(job.what.length).toBeGreaterThan(20);
      expect(job.everyMs).toBeGreaterThanOrEqual(0);
    }
    expect(names).toEqual(expect.arrayContaining(['clear-rate-limits', 'delete-stale-throttles', 'delete-old-unlock-links']));
  });

  it('runs every job on both paths: the worker round and the cron route', async () => {
    const spies = jobs.map((job) => vi.spyOn(job, 'run').mockResolvedValue({}));
    try {
      await runWorkerRound(nextDay());
      expect(Object.fromEntries(jobs.map((job, index) => [job.name, spies[index]!.mock.calls.length]))).toEqual(Object.fromEntries(jobs.map((job) => [job.name, 1])));
      const response = await cronRoute(new Request('https://granite.test/api/cron/outbox', { headers: { authorization: `Bearer ${CRON_SECRET}` } }));
      expect(response.status).toBe(200);
      expect(Object.fromEntries(jobs.map((job, index) => [job.name, spies[index]!.mock.calls.length]))).toEqual(Object.fromEntries(jobs.map((job) => [job.name, 2])));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('the worker clears expired rate-limit rows, which it never did before the registry', async () => {
    const now = nextDay();
    await db.prisma.rateLimit.createMany({
      data: [
        { key: 'contact:minute:expired-worker', points: 3, expire: BigInt(now.getTime() - 1_000) },
        { key: 'contact:hour:live-worker', points: 3, expire: BigInt(now.getTime() + 3_600_000) },
      ],
    });
    await runWorkerRound(now);
    expect((await db.prisma.rateLimit.findMany()).map((row) => row.key)).toEqual(['contact:hour:live-worker']);
  });

  it('the worker runs an every-round job each round and an hourly one once an hour', async () => {
    const round = fakeJob('test-every-round', EVERY_ROUND);
    const hourly = fakeJob('test-hourly', HOURLY);
    const roundRun = vi.spyOn(round, 'run');
    const hourlyRun = vi.spyOn(hourly, 'run');
    const start = nextDay().getTime();
    for (const minutes of [0, 1, 30, 59, 60, 61]) await runWorkerRound(new Date(start + minutes * 60_000), [round, hourly]);
    expect(roundRun).toHaveBeenCalledTimes(6);
    expect(hourlyRun.mock.calls.map(([{ now }]) => (now.getTime() - start) / 60_000)).toEqual([0, 60]);
  });

  it('runs the jobs after one that fails, and says which failed', async () => {
    const run = await runJobs(
      [
        fakeJob('test-first', EVERY_ROUND),
        fakeJob('test-broken', EVERY_ROUND, async () => {
          throw new Error('relation "gone" does not exist');
        }),
        fakeJob('test-last', EVERY_ROUND),
      ],
      context(),
    );
    expect(run.ran).toEqual(['test-first', 'test-broken', 'test-last']);
    expect(run.report).toEqual({ 'test-first': 1, 'test-last': 1 });
    expect(run.failures.map((failure) => [failure.job, (failure.error as Error).message])).toEqual([['test-broken', 'relation "gone" does not exist']]);
  });

  it('starts no further job once stopped (shutdown, or the cron time limit)', async () => {
    let stopped = false;
    const first = fakeJob('test-first', EVERY_ROUND, async () => {
      stopped = true;
      return {};
    });
    const run = await runJobs([first, fakeJob('test-second', EVERY_ROUND)], context({ stopped: () => stopped }));
    expect(run.ran).toEqual(['test-first']);
  });

  it('the worker logs a failing job once per outage and once when it works again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let broken = true;
    const flaky = fakeJob('test-flaky', EVERY_ROUND, async () => {
      if (broken) throw new Error('boom');
      return {};
    });
    try {
      for (let round = 0; round < 3; round++) await runWorkerRound(nextDay(), [flaky]);
      broken = false;
      await runWorkerRound(nextDay(), [flaky]);
      await runWorkerRound(nextDay(), [flaky]);
      const lines = (spy: typeof error) => spy.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('test-flaky'));
      expect(lines(error)).toHaveLength(1);
      expect(lines(error)[0]).toContain('"message":"outbox worker: a job failed"');
      expect(lines(info)).toHaveLength(1);
      expect(lines(info)[0]).toContain('"message":"outbox worker is running again"');
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});
