import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, urlProblem, type DestinationPolicy } from '@/lib/webhooks/destination';

// One POST to a receiver: a short timeout (a slow CRM must not hold the worker), redirects never
// followed (a 3xx is an answer, not an instruction to call somewhere else), the connection only
// to a public address in production (lib/webhooks/destination.ts), the answer's body not kept.

export const WEBHOOK_TIMEOUT_MS = 5_000;

export type SendResult = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string; retryable: boolean };

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { policy, timeoutMs = WEBHOOK_TIMEOUT_MS }: { policy: DestinationPolicy; timeoutMs?: number },
): Promise<SendResult> {
  // An IP literal is never looked up, so the policy is checked on the URL itself first.
  const problem = urlProblem(url, policy);
  if (problem) return Promise.resolve({ ok: false, statusCode: null, error: `destination refused: ${problem}`, retryable: false });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(policy) as unknown as typeof import('node:dns').lookup,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'GraniteDigital-Webhooks/1',
        },
      },
      (response) => {
        // Drained, not kept: only the status counts.
        response.resume();
        response.on('end', () => {
          const statusCode = response.statusCode ?? 0;
          if (statusCode >= 200 && statusCode < 300) return finish({ ok: true, statusCode });
          finish({ ok: false, statusCode, error: `HTTP ${statusCode}`, retryable: true });
        });
        response.on('error', (error) => finish({ ok: false, statusCode: response.statusCode ?? null, error: error.message, retryable: true }));
      },
    );
    // The whole exchange, not only an idle socket, must end within the timeout.
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, statusCode: null, error: `no answer within ${timeoutMs} ms`, retryable: true });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        statusCode: null,
        error: error.code === 'EPRIVATE' ? 'destination refused: private-address' : errorWithCode(error),
        retryable: error.code !== 'EPRIVATE',
      }),
    );
    request.end(body);
  });
}

/** Node's text with its code in front when the text does not name it (a TLS error's, say), so lib/webhooks/health.ts can class it. */
function errorWithCode(error: NodeJS.ErrnoException): string {
  return error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message;
}
