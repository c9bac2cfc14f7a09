import { serveTasks } from './worker-loop';

// The pool's tests' worker: work that answers, throws, hangs or takes the thread down.
serveTasks({
  echo: (input: string) => input,
  bytes: (length: number) => new Uint8Array(length).fill(7),
  throws: (message: string) => {
    throw new Error(message);
  },
  hangs: () => {
    for (;;);
  },
  waits: (ms: number) => new Promise((done) => setTimeout(() => done(ms), ms)),
  crashes: () => {
    setImmediate(() => {
      throw new Error('uncaught in the worker');
    });
    return new Promise(() => {});
  },
});
