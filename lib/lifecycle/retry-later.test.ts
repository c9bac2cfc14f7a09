import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryUntilDone } from '@/lib/lifecycle/retry-later';

// The start-up step that expires the pages with published texts (lib/lifecycle/startup.ts) when the
// database is unreachable: the server starts anyway, and the step is retried until it works.

afterEach(() => vi.useRealTimers());

describe('retryUntilDone', () => {
  it('returns after a failed first attempt, logs why, and tries again until the task succeeds', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const task = vi
      .fn()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValue(undefined);
    await retryUntilDone(task, 'published texts: cannot expire the pages that show them yet', 30_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('retrying in 30 s');
    expect(String(logged.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
