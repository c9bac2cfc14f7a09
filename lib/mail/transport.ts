import 'server-only';
import path from 'node:path';
import { getEnv, type ServerEnv } from '@/lib/env';
import { createFileTransport } from '@/lib/mail/file-transport';
import type { MailMessage, MailTransport, SendResult } from '@/lib/mail/message';
import { createResendTransport } from '@/lib/mail/resend-transport';
import { log } from '@/lib/log';

let warned = false;
// One transport (and one Resend client) per configuration, not one per request.
const transports = new WeakMap<ServerEnv, MailTransport>();

/** Resend when RESEND_API_KEY is set; otherwise files in <DATA_DIR>/mail for development. */
export function mailTransport(env: ServerEnv = getEnv()): MailTransport {
  let transport = transports.get(env);
  if (!transport) {
    transport = createTransport(env);
    transports.set(env, transport);
  }
  return transport;
}

function createTransport(env: ServerEnv): MailTransport {
  if (env.resend) return createResendTransport({ ...env.resend, from: env.mailFrom });
  if (env.nodeEnv === 'production' && !warned) {
    warned = true;
    log.warn('RESEND_API_KEY is not set: e-mails are only written to files, not sent');
  }
  // Runtime state, not code: kept out of the bundler's file tracing.
  return createFileTransport({ dir: path.join(/* turbopackIgnore: true */ env.dataDir, 'mail'), from: env.mailFrom });
}

/**
 * Sends with a hard deadline. The SDK gets an abort signal, and the race covers a transport
 * that ignores it, so a hanging provider can never hold a request longer than `timeoutMs`.
 */
export async function sendWithin(transport: MailTransport, message: MailMessage, idempotencyKey: string, timeoutMs: number): Promise<SendResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, retryable: true, error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  const attempt = transport
    .send(message, { idempotencyKey, signal: controller.signal })
    .catch((error: unknown): SendResult => ({ ok: false, retryable: true, error: String(error) }));
  try {
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
