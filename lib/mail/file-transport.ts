import 'server-only';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, MailTransport, SendOptions, SendResult } from '@/lib/mail/message';
import { log } from '@/lib/log';

// Development stand-in for Resend: every message becomes an .eml file (opens in any mail
// client, readable as text) and one log line, so forms work without an API key.

export function createFileTransport(config: { dir: string; from: string }): MailTransport {
  return {
    name: 'file',
    async send(message: MailMessage, { idempotencyKey }: SendOptions): Promise<SendResult> {
      const key = idempotencyKey.replace(/[^\w-]/g, '_');
      // Owner-only: these files hold visitors' names, addresses and messages.
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      // Same idempotency rule as the provider: a retry of a written message writes nothing.
      const existing = (await readdir(config.dir)).find((name) => name.endsWith(`--${key}.eml`));
      if (existing) return { ok: true, id: existing };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}--${key}.eml`;
      await writeFile(path.join(config.dir, name), toEml(message, config.from, key), { mode: 0o600 });
      log.info('mail written to a file', { to: message.to, file: path.join(config.dir, name) });
      return { ok: true, id: name };
    },
  };
}

function toEml(message: MailMessage, from: string, key: string): string {
  const boundary = `granite-${key}`;
  const encodedSubject = `=?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`;
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `Subject: ${encodedSubject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${key}@localhost>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
