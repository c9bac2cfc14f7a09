import { describe, expect, it, vi } from 'vitest';
import { batched, batchedPer } from '@/lib/db/batch';

vi.mock('server-only', () => ({}));

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('batched', () => {
  it('runs a lone call at once, and everything that arrives meanwhile in the next run, in order', async () => {
    const runs: number[][] = [];
    const double = batched(async (items: number[]) => {
      runs.push(items);
      await tick();
      return items.map((n) => n * 2);
    });
    const first = double(1);
    expect(runs).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => double(n));
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('gives every caller of a failed run the error, and carries on with the next', async () => {
    let calls = 0;
    const flaky = batched(async (items: string[]) => {
      calls += 1;
      await tick();
      if (calls === 2) throw new Error('database went away');
      return items.map((item) => item.toUpperCase());
    });
    const a = flaky('a');
    const [b, c] = [flaky('b'), flaky('c')];
    await expect(a).resolves.toBe('A');
    await expect(b).rejects.toThrow('database went away');
    await expect(c).rejects.toThrow('database went away');
    await expect(flaky('d')).resolves.toBe('D');
  });

  it('caps the size of a run, and refuses a run that answers for too few', async () => {
    const sizes: number[] = [];
    const capped = batched(async (items: number[]) => {
      sizes.push(items.length);
      await tick();
      return items;
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, n) => capped(n)));
    expect(sizes).toEqual([1, 3, 3, 1]);

    const short = batched(async () => [1]);
    const results = await Promise.allSettled([short(1), short(2), short(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('keeps one queue per key', async () => {
    const seen: string[] = [];
    const perKey = batchedPer((key: { name: string }) => async (items: number[]) => {
      seen.push(`${key.name}:${items.join(',')}`);
      return items;
    });
    const [x, y] = [{ name: 'x' }, { name: 'y' }];
    await Promise.all([perKey(x, 1), perKey(y, 2), perKey(x, 3)]);
    expect(seen.sort()).toEqual(['x:1', 'x:3', 'y:2']);
  });
});
