import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerTask } from './pool';

/** A worker thread's side of the pool: runs each task it is sent with its kind's handler and answers. */
export function serveTasks(handlers: Record<string, (input: never) => unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('the work pool worker runs in a worker thread only');
  port.on('message', async ({ id, kind, input }: WorkerTask) => {
    let reply: WorkerReply;
    try {
      const handler = handlers[kind];
      if (!handler) throw new Error(`this worker does no work of kind "${kind}"`);
      reply = { id, ok: true, value: await handler(input as never) };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    // Bytes are handed over, not copied.
    const value = reply.ok ? reply.value : undefined;
    port.postMessage(reply, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}
