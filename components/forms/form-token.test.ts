import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formTokenSource } from '@/components/forms/form-token';

describe('formTokenSource', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const loader = () => {
    let issued = 0;
    return Object.assign(
      vi.fn(async () => `token-${++issued}`),
      {},
    );
  };

  it('fetches once, on the first sign of the visitor, and sends that token without delay once it is old enough', async () => {
    const load = loader();
    const source = formTokenSource(load, () => Date.now());
    source.prepare();
    source.prepare();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await source.forSubmit()).toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds back a submit that comes sooner than the server's minimum fill time (autofill), then sends the same token", async () => {
    const load = loader();
    const source = formTokenSource(load, () => Date.now());
    source.prepare();
    await vi.advanceTimersByTimeAsync(500);
    let sent: string | undefined;
    void source.forSubmit().then((token) => (sent = token));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sent).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the first fetch failed, fetches at submit and waits out the minimum fill time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('late-token');
    const source = formTokenSource(load, () => Date.now());
    source.prepare();
    await vi.advanceTimersByTimeAsync(10_000);
    let sent: string | undefined;
    void source.forSubmit().then((token) => (sent = token));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toBe('late-token');
  });

  it('replaces a token held for over 12 hours before it runs out on the server', async () => {
    const load = loader();
    const source = formTokenSource(load, () => Date.now());
    source.prepare();
    await vi.advanceTimersByTimeAsync(13 * 60 * 60 * 1000);
    const submitted = source.forSubmit();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await submitted).toBe('token-2');
  });

  it('rejects when no token can be fetched, so the form shows its error', async () => {
    const source = formTokenSource(
      () => Promise.reject(new Error('offline')),
      () => Date.now(),
    );
    await expect(source.forSubmit()).rejects.toThrow('offline');
  });
});
