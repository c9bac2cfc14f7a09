import { describe, expect, it } from 'vitest';
import { hookFailure, hookRetry, nextDailyRun, outboxCronSchedule } from '@/lib/copy/deploy-hook-status';

describe('hookFailure', () => {
  it('tells an HTTP error from a host that could not be reached, as deploy-hook.ts records them', () => {
    expect(hookFailure('the host answered HTTP 500')).toEqual({ kind: 'status', status: 500 });
    expect(hookFailure('the host answered HTTP 404')).toEqual({ kind: 'status', status: 404 });
    expect(hookFailure('no answer from the host: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9')).toEqual({ kind: 'unreachable' });
    expect(hookFailure('no answer from the host: TimeoutError: The operation was aborted due to timeout')).toEqual({ kind: 'unreachable' });
  });
});

describe('hookRetry', () => {
  const due = new Date('2026-11-27T10:00:30Z');

  it('is the recorded time where the outbox worker runs', () => {
    expect(hookRetry(due, { outboxWorker: true, vercel: true })).toEqual({ by: 'worker', at: due });
  });

  it("is the cron's next run after it where only the cron retries: on Vercel from vercel.json", () => {
    expect(outboxCronSchedule()).toBe('17 4 * * *');
    expect(hookRetry(due, { outboxWorker: false, vercel: true })).toEqual({ by: 'cron', at: new Date('2026-11-28T04:17:00Z') });
    expect(hookRetry(new Date('2026-11-27T03:00:00Z'), { outboxWorker: false, vercel: true })).toEqual({ by: 'cron', at: new Date('2026-11-27T04:17:00Z') });
  });

  it('has no time off Vercel, where the schedule is not in the project', () => {
    expect(hookRetry(due, { outboxWorker: false, vercel: false })).toEqual({ by: 'cron', at: undefined });
  });
});

describe('nextDailyRun', () => {
  const after = new Date('2026-11-27T10:07:10Z');
  it('reads fixed minutes and hours, every day', () => {
    expect(nextDailyRun('0,30 * * * *', after)).toEqual(new Date('2026-11-27T10:30:00Z'));
    expect(nextDailyRun('5 10,22 * * *', after)).toEqual(new Date('2026-11-27T22:05:00Z'));
    expect(nextDailyRun('5 9 * * *', after)).toEqual(new Date('2026-11-28T09:05:00Z'));
    expect(nextDailyRun('8 10 * * *', after)).toEqual(new Date('2026-11-27T10:08:00Z'));
  });
  it('gives up on anything else rather than promise a wrong time', () => {
    for (const schedule of ['*/5 * * * *', '0 4 * * 1', '0 4 1 * *', '61 4 * * *', 'every day', '']) expect(nextDailyRun(schedule, after)).toBeUndefined();
    expect(outboxCronSchedule({ crons: [] })).toBeUndefined();
  });
});
