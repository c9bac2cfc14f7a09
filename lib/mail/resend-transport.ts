import 'server-only';
import { Resend } from 'resend';
import type { MailMessage, MailTransport, SendOptions, SendResult } from '@/lib/mail/message';

// The only module that talks to Resend. Its SDK reports failures as values (never throws),
// including aborts and network errors, which arrive with statusCode null.

export function createResendTransport(config: { apiKey: string; baseUrl?: string; from: string }): MailTransport {
  const resend = new Resend(config.apiKey, config.baseUrl ? { baseUrl: config.baseUrl } : undefined);
  return {
    name: 'resend',
    async send(message: MailMessage, { idempotencyKey, signal }: SendOptions): Promise<SendResult> {
      const { data, error, headers } = await resend.emails.send(
        {
          from: config.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        },
        { idempotencyKey, ...(signal ? { signal } : {}) },
      );
      if (data) return { ok: true, id: data.id };
      const status = typeof error?.statusCode === 'number' ? error.statusCode : null;
      const retryAfterMs = parseRetryAfter(headers?.['retry-after']);
      return {
        ok: false,
        retryable: isRetryable(status),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        error: `${status ?? 'network'} ${error?.name ?? 'error'}: ${error?.message ?? 'no details'}`,
      };
    },
  };
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
