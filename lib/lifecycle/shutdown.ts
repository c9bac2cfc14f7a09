import 'server-only';
import { deferProcessExit, takeOverSignalListeners } from '@/lib/next-internals.mjs';
import { log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

// Graceful shutdown on SIGTERM/SIGINT, in this order:
// 1. readiness turns 503 (/api/ready), so a load balancer stops sending new visitors;
// 2. after SHUTDOWN_DELAY_MS (default 0; a few seconds behind a load balancer that polls),
//    Next's own handler stops accepting connections and lets in-flight requests finish;
// 3. when Next then exits, our cleanup runs first (the outbox worker finishes its batch, the
//    database pool or PGlite is closed) and the process exits 0;
// 4. whatever happens, it exits (1) after SHUTDOWN_TIMEOUT_MS (default 25 s, inside the
//    30 s a container runtime or Kubernetes waits before SIGKILL).
// Next's handler is only there when NEXT_MANUAL_SIG_HANDLE is unset, which is the default; how
// it is taken over is Next behaviour, kept in lib/next-internals.mjs ("Shutdown").

type Cleanup = () => Promise<void>;
type LifecycleState = { shuttingDown?: string; installed?: boolean };
const state = processSlot<LifecycleState>('lifecycle', () => ({}));

/** Why the server is no longer ready ("SIGTERM received"), or undefined while it serves. */
export function shutdownReason(): string | undefined {
  return state.shuttingDown;
}

export function installShutdown(cleanup: Cleanup, source: Record<string, string | undefined> = process.env): void {
  if (state.installed) return;
  state.installed = true;
  const delayMs = Number(source.SHUTDOWN_DELAY_MS ?? 0) || 0;
  const timeoutMs = Number(source.SHUTDOWN_TIMEOUT_MS ?? 25_000) || 25_000;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Next registered its handlers before ours ran: take them over, to call them in step 2.
    const nextHandlers = takeOverSignalListeners(signal);
    process.on(signal, () => {
      if (state.shuttingDown) return;
      state.shuttingDown = `${signal} received`;
      log.info('shutting down: readiness is 503 now', { signal, delayMs, timeoutMs });
      const finish = once(async () => {
        await cleanup().catch((error: unknown) => log.error('cleanup failed during shutdown', { error: String(error) }));
        log.info('shutdown complete');
      });
      // Next ends with process.exit(143/130) once its server is closed: clean up first, then 0.
      const exit = deferProcessExit(finish, 0);
      // The real exit: the deferred one would wait for the cleanup that is late.
      setTimeout(() => {
        log.error('shutdown did not finish in time; exiting', { timeoutMs });
        exit(1);
      }, timeoutMs).unref();
      setTimeout(() => {
        if (nextHandlers.length === 0) void finish().then(() => exit(0));
        for (const handler of nextHandlers) (handler as (signal: NodeJS.Signals) => void)(signal);
      }, delayMs);
    });
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => (promise ??= run());
}
