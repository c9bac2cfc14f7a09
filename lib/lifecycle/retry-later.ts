import { errorText, log } from '@/lib/log';

/**
 * Runs `task`; if it fails, logs `problem` and tries again every `delayMs` until it works. For
 * start-up work a server can serve without for a while (lib/lifecycle/startup.ts). Resolves after the
 * first attempt, whatever its outcome: the server must not wait for a database that is down.
 */
export async function retryUntilDone(task: () => Promise<void>, problem: string, delayMs = 30_000): Promise<void> {
  try {
    await task();
  } catch (error) {
    log.error(`${problem}; retrying in ${delayMs / 1000} s`, { error: errorText(error) });
    setTimeout(() => void retryUntilDone(task, problem, delayMs), delayMs).unref();
  }
}
