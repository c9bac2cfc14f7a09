import 'server-only';
import http from 'node:http';
import https from 'node:https';
import type { MailMessage, MailTransport, SendOptions, SendResult } from '@/lib/mail/message';

// The only module that talks to Resend: its REST call POST /emails, exactly as the `resend`
// SDK's emails.send makes it (same headers, body fields and error shapes), but over node:http(s)
// with kept-alive connections. In a Next.js route the SDK's global fetch runs through Next's
// instrumented fetch, undici and web streams, which cost a form post more CPU than everything
// else its mail takes. Failures are values, never thrown, as with the SDK: aborts and network
// errors come back with no status.

const DEFAULT_BASE_URL = 'https://api.resend.com';
const USER_AGENT = 'granite-digital-site (node)';
/** Resend answers with a few hundred bytes; anything far larger is not an answer we can use. */
const MAX_RESPONSE_BYTES = 64 * 1024;

type ApiAnswer = { status: number | null; body: unknown; headers: http.IncomingHttpHeaders };

export function createResendTransport(config: { apiKey: string; baseUrl?: string; from: string }): MailTransport {
  const endpoint = new URL('emails', `${(config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/`);
  const client = endpoint.protocol === 'http:' ? http : https;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    name: 'resend',
    async send(message: MailMessage, { idempotencyKey, signal }: SendOptions): Promise<SendResult> {
      const body = JSON.stringify({
        from: config.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      });
      const answer = await post(client, agent, endpoint, body, {
        Authorization: `Bearer ${config.apiKey}`,
        'User-Agent': USER_AGENT,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      }, signal);
      const data = answer.body as { id?: unknown } | undefined;
      if (answer.status !== null && answer.status >= 200 && answer.status < 300 && typeof data?.id === 'string') {
        return { ok: true, id: data.id };
      }
      const error = (answer.body ?? {}) as { name?: unknown; message?: unknown };
      const status = answer.status !== null && answer.status >= 200 && answer.status < 300 ? null : answer.status;
      const retryAfterMs = parseRetryAfter(headerValue(answer.headers['retry-after']));
      return {
        ok: false,
        retryable: isRetryable(status),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        error: `${status ?? 'network'} ${typeof error.name === 'string' ? error.name : 'application_error'}: ${
          typeof error.message === 'string' ? error.message : 'no details'
        }`,
      };
    },
  };
}

/** One POST; never rejects. A 2xx without a JSON body, a reset or an abort comes back with status null. */
function post(
  client: typeof http | typeof https,
  agent: http.Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<ApiAnswer> {
  return new Promise((resolve) => {
    const failed = (message: string): void =>
      resolve({ status: null, body: { name: 'application_error', message }, headers: {} });
    if (signal?.aborted) return failed('aborted');
    const request = client.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) }, ...(signal ? { signal } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) return response.destroy(new Error('response too large'));
          chunks.push(chunk);
        });
        response.on('error', (error) => failed(error.message));
        response.on('end', () => {
          const status = response.statusCode ?? null;
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // As the SDK: an answer that is not JSON is the provider's internal error.
            parsed = { name: 'application_error', message: 'Internal server error (no JSON in the answer)' };
            if (status !== null && status >= 200 && status < 300) return resolve({ status: null, body: parsed, headers: response.headers });
          }
          resolve({ status, body: parsed, headers: response.headers });
        });
      },
    );
    // Covers refused connections, resets and the abort signal (AbortError).
    request.on('error', (error) => failed(error.message || error.name));
    request.end(body);
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** No status (network, timeout), rate limits, conflicts of a concurrent retry, and 5xx. */
function isRetryable(status: number | null): boolean {
  return status === null || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
