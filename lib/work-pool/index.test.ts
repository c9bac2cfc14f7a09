import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse, workPoolProblem, WorkRefused } from '@/lib/work-pool';

vi.mock('server-only', () => ({}));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the work pool’s entry', () => {
  it('answers an actor over its allowance 429 and a busy pool 503, each with Retry-After; anything else is not a refusal', async () => {
    const overBudget = refusalResponse(new WorkRefused('over-budget', 7))!;
    expect(overBudget.status).toBe(429);
    expect(overBudget.headers.get('retry-after')).toBe('7');
    expect(overBudget.headers.get('cache-control')).toBe('no-store');
    expect(await overBudget.json()).toEqual({ error: 'too-many-requests' });
    for (const reason of ['queue-full', 'timed-out', 'worker-failed'] as const) {
      const busy = refusalResponse(new WorkRefused(reason, 3))!;
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('3');
    }
    expect(refusalResponse(new Error('render failed'))).toBeNull();
  });

  it('names a production build without its worker, so the server refuses to start rather than fail on the first PDF', () => {
    expect(workPoolProblem()).toBeNull();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('GRANITE_DIST_DIR', '.next-without-a-worker');
    expect(workPoolProblem()).toMatch(/work-pool-worker\.mjs is missing: run scripts\/post-build\.mjs/);
  });
});
