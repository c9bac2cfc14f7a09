import { Worker } from 'node:worker_threads';
import { ActorBudget, type Allowance } from './budget';

// A fixed set of worker threads with one queue in front: tasks run in the order they were
// admitted, at most `threads` at a time, each within `timeoutMs`. A task is refused before it
// is queued when its actor's allowance is used up (429) or the queue is full (503), so nothing
// waits without bound. A worker whose task throws answers the error and stays; one that hangs
// past the timeout, crashes or exits is replaced, and the tasks behind it carry on.

export type RefusalReason = 'over-budget' | 'queue-full' | 'timed-out' | 'worker-failed';

/** The one error the pool throws for work it would not or could not do; `status` is the HTTP answer. */
export class WorkRefused extends Error {
  readonly status: 429 | 503;
  constructor(
    readonly reason: RefusalReason,
    readonly retryAfterSeconds: number,
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'WorkRefused';
    this.status = reason === 'over-budget' ? 429 : 503;
  }
}

export type PoolOptions = {
  /** The worker's file, and what it is started with (the TypeScript entry in development and tests). */
  workerFile: string;
  workerData?: unknown;
  threads: number;
  /** Tasks admitted but not started yet, across all actors. */
  queueLimit: number;
  timeoutMs: number;
  /** Per kind of work: what one actor may ask for. */
  allowances: Record<string, Allowance>;
  /** A task's usual duration, for the Retry-After of a full queue. */
  typicalMs: number;
};

type Task = {
  id: number;
  /** The worker's handler for the task (several budgeted kinds may share one). */
  handler: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** `ready`: the worker has loaded its code (the timeout counts from the task's start, not the thread's). */
type Slot = { worker: Worker; ready: boolean; task?: Task; timer?: NodeJS.Timeout };

/** What the worker answers for a task (its result, or the error it threw, as text); `ready` once, when loaded. */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string } | { ready: true };
/** What the worker is sent. */
export type WorkerTask = { id: number; kind: string; input: unknown };

export class WorkPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private readonly budget: ActorBudget;
  private nextId = 1;
  private closed = false;
  /** Workers replaced after a crash or a hang, for tests and the log. */
  replaced = 0;

  constructor(private readonly options: PoolOptions) {
    this.budget = new ActorBudget(options.allowances);
  }

  /** Runs `kind` on `input` in a worker for `actor` (with the worker's `handler`, by default named as the kind), or throws WorkRefused. */
  run<T>(kind: string, input: unknown, actor: string, handler: string = kind): Promise<T> {
    if (this.closed) return Promise.reject(new WorkRefused('worker-failed', 5, 'the pool is closed'));
    if (!(kind in this.options.allowances)) return Promise.reject(new Error(`no allowance for work of kind "${kind}"`));
    // Cheap checks first: the queue, then the actor's allowance (which counts the task).
    if (this.queue.length >= this.options.queueLimit) {
      const waves = Math.ceil((this.queue.length + 1) / this.options.threads);
      return Promise.reject(new WorkRefused('queue-full', Math.max(1, Math.ceil((waves * this.options.typicalMs) / 1000))));
    }
    const verdict = this.budget.take(kind, actor);
    if (!verdict.allowed) return Promise.reject(new WorkRefused('over-budget', verdict.retryAfterSeconds));
    return new Promise<T>((resolve, reject) => {
      const task: Task = { id: this.nextId++, handler, input, resolve: resolve as (value: unknown) => void, reject };
      const finish = () => this.budget.done(kind, actor);
      const settle = { resolve: task.resolve, reject: task.reject };
      task.resolve = (value) => (finish(), settle.resolve(value));
      task.reject = (error) => (finish(), settle.reject(error));
      this.queue.push(task);
      this.pump();
    });
  }

  /** Tasks waiting and running now. */
  get load(): { queued: number; running: number; threads: number } {
    return { queued: this.queue.length, running: this.slots.filter((slot) => slot.task).length, threads: this.slots.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new WorkRefused('worker-failed', 5, 'the pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot)));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => candidate.ready && !candidate.task);
      if (!slot) {
        // Threads start one at a time, as work needs them; each takes the queue's head when loaded.
        if (this.slots.length < this.options.threads && this.slots.every((candidate) => candidate.ready)) this.spawn();
        return;
      }
      const task = this.queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(
        () =>
          this.fail(
            slot,
            new WorkRefused('timed-out', Math.ceil(this.options.typicalMs / 1000), `${task.handler} took longer than ${this.options.timeoutMs} ms`),
          ),
        this.options.timeoutMs,
      );
      slot.worker.postMessage({ id: task.id, kind: task.handler, input: task.input } satisfies WorkerTask);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(/* turbopackIgnore: true */ this.options.workerFile, { workerData: this.options.workerData });
    // A worker that waits for work must not keep the process alive at shutdown.
    worker.unref();
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        this.pump();
        return;
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      clearTimeout(slot.timer);
      slot.task = undefined;
      if (reply.ok) task.resolve(reply.value);
      else task.reject(new Error(reply.error));
      this.pump();
    });
    worker.on('error', (error) => this.fail(slot, new WorkRefused('worker-failed', 5, `worker crashed: ${error.message}`)));
    worker.on('exit', (code) => this.fail(slot, new WorkRefused('worker-failed', 5, `worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  /** The slot's task fails with `error`; the worker is stopped and the slot freed for a new one. */
  private fail(slot: Slot, error: WorkRefused): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.replaced += 1;
    clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = undefined;
    // A worker that fails before it has loaded will fail again: the work waiting for it is refused.
    if (!slot.ready) for (const task of this.queue.splice(0)) task.reject(error);
    void this.stop(slot);
    if (!this.closed) this.pump();
  }

  private async stop(slot: Slot): Promise<void> {
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => {});
    await slot.worker.terminate().catch(() => undefined);
  }
}
