import 'server-only';
import { after } from 'next/server';

/**
 * Runs `task` after the response has been sent (Next's `after()`: on a serverless host the
 * function stays alive for it; `next start` and the standalone server wait for it at shutdown).
 * Outside a request (route unit tests, scripts) there is no response to wait for: it runs now.
 */
export async function afterResponse(task: () => Promise<unknown>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}
