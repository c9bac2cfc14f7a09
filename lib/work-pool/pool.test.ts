import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ActorBudget, type Allowance } from './budget';
import { WorkPool, WorkRefused, type PoolOptions } from './pool';

const worker = {
  workerFile: fileURLToPath(new URL('./typescript-worker.mjs', import.meta.url)),
  workerData: { entry: fileURLToPath(new URL('./pool.test-worker.ts', import.meta.url)) },
};
const open: Allowance = { inFlight: 100, perWindow: 1000, windowMs: 60_000, typicalMs: 1_000 };
const kinds = ['echo', 'bytes', 'throws', 'hangs', 'waits', 'crashes'];

const pools: WorkPool[] = [];
function pool(options: Partial<PoolOptions> = {}): WorkPool {
  const made = new WorkPool({
    ...worker,
    threads: 1,
    queueLimit: 10,
    timeoutMs: 10_000,
    typicalMs: 2_000,
    allowances: Object.fromEntries(kinds.map((kind) => [kind, open])),
    ...options,
  });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

async function refusal(promise: Promise<unknown>): Promise<WorkRefused> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WorkRefused);
  return error as WorkRefused;
}

describe('the work pool', () => {
  it('runs work in a worker thread and hands bytes back', async () => {
    const work = pool();
    expect(await work.run('echo', 'hello', 'ada')).toBe('hello');
    const bytes = await work.run<Uint8Array>('bytes', 1024, 'ada');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(1024);
  });

  it('refuses an actor over its allowance with 429 and a Retry-After, and lets others through', async () => {
    const work = pool({ threads: 2, allowances: { waits: { inFlight: 1, perWindow: 2, windowMs: 60_000, typicalMs: 3_000 }, echo: open } });
    const first = work.run('waits', 200, 'ada');
    const second = await refusal(work.run('waits', 10, 'ada'));
    expect(second.status).toBe(429);
    expect(second.reason).toBe('over-budget');
    expect(second.retryAfterSeconds).toBe(3);
    // Another member is not held up by Ada's allowance.
    expect(await work.run('waits', 10, 'grace')).toBe(10);
    expect(await first).toBe(200);
    // Ada's second of two in the window, then the window is used up: Retry-After until the first leaves it.
    expect(await work.run('waits', 10, 'ada')).toBe(10);
    const third = await refusal(work.run('waits', 10, 'ada'));
    expect(third.status).toBe(429);
    expect(third.retryAfterSeconds).toBeGreaterThan(50);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses work when the queue is full with 503 and a Retry-After, never queueing without bound', async () => {
    const work = pool({ threads: 1, queueLimit: 2 });
    await work.run('echo', 'thread started', 'a');
    const running = work.run('waits', 300, 'a');
    const queued = [work.run('waits', 1, 'b'), work.run('waits', 1, 'c')];
    expect(work.load).toMatchObject({ queued: 2, running: 1 });
    const refused = await refusal(work.run('waits', 1, 'd'));
    expect(refused.status).toBe(503);
    expect(refused.reason).toBe('queue-full');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await running).toBe(300);
    expect(await Promise.all(queued)).toEqual([1, 1]);
    // A refused task costs its actor nothing.
    expect(await work.run('waits', 1, 'd')).toBe(1);
  });

  it('stops a task that hangs at the timeout and carries on with a new worker', async () => {
    const work = pool({ timeoutMs: 500 });
    const behind = work.run('echo', 'after the hang', 'b');
    const hung = await refusal(work.run('hangs', null, 'a'));
    expect(hung.reason).toBe('timed-out');
    expect(hung.status).toBe(503);
    expect(await behind).toBe('after the hang');
    expect(work.replaced).toBe(1);
    expect(await work.run('echo', 'still here', 'a')).toBe('still here');
  });

  it('answers a task that throws with its error and keeps the worker', async () => {
    const work = pool();
    await expect(work.run('throws', 'broken document', 'a')).rejects.toThrow('broken document');
    expect(work.replaced).toBe(0);
    expect(await work.run('echo', 'next', 'a')).toBe('next');
  });

  it('replaces a worker that crashes, failing only the task it was running', async () => {
    const work = pool({ threads: 1 });
    const crashed = work.run('crashes', null, 'a');
    const behind = work.run('echo', 'queued behind the crash', 'b');
    const error = await refusal(crashed);
    expect(error.reason).toBe('worker-failed');
    expect(await behind).toBe('queued behind the crash');
    expect(work.replaced).toBe(1);
  });

  it('frees an actor’s allowance when its task fails', async () => {
    const work = pool({
      timeoutMs: 300,
      allowances: {
        hangs: { inFlight: 1, perWindow: 10, windowMs: 60_000, typicalMs: 1_000 },
        throws: { inFlight: 1, perWindow: 10, windowMs: 60_000, typicalMs: 1_000 },
      },
    });
    await refusal(work.run('hangs', null, 'a'));
    await expect(work.run('throws', 'x', 'a')).rejects.toThrow('x');
    await refusal(work.run('hangs', null, 'a'));
  });
});

describe('an actor budget', () => {
  it('forgets idle actors once there are many, so a flood of addresses cannot grow it without bound', () => {
    let now = 0;
    const budget = new ActorBudget({ render: { inFlight: 1, perWindow: 1, windowMs: 1_000, typicalMs: 1_000 } }, () => now);
    for (let i = 0; i < 10_000; i += 1) {
      budget.take('render', `198.51.100.${i}`);
      budget.done('render', `198.51.100.${i}`);
    }
    now = 5_000;
    budget.take('render', 'one more');
    expect(budget.actors).toBe(1);
  });
});
