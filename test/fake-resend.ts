import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Resend's POST /emails, scriptable per request, with Resend's
// idempotency rule: a key that already produced a sent e-mail returns that e-mail again
// instead of sending another. `deliveries` is therefore what recipients would really get.

export type ScriptedReply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers and sends nothing: a provider that is down mid-request. */
  | 'hang'
  /** Sends the e-mail, then never answers: the worst case for a retry. */
  | 'send-then-hang';

export type ReceivedEmail = {
  idempotencyKey: string | undefined;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | string[] | undefined;
  /** Custom headers as the SDK sent them (Resend's `headers` field). */
  headers: Record<string, string> | undefined;
};

export type FakeResend = {
  baseUrl: string;
  apiKey: string;
  /** Every request that reached the server, answered or not. */
  requests: ReceivedEmail[];
  /** Every e-mail actually "sent", once per idempotency key. */
  deliveries: (ReceivedEmail & { id: string })[];
  /** Replies for the next requests, in order; afterwards every request succeeds. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
};

export async function startFakeResend(): Promise<FakeResend> {
  const apiKey = `re_test_${randomUUID()}`;
  const queue: ScriptedReply[] = [];
  const sentByKey = new Map<string, string>();
  const fake: Omit<FakeResend, 'baseUrl'> = {
    apiKey,
    requests: [],
    deliveries: [],
    script: (...replies) => void queue.push(...replies),
    close: async () => {},
  };

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/emails') return reply(res, 404, { statusCode: 404, name: 'not_found' });
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(res, 401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' });
    }
    const email = toEmail(JSON.parse(await readBody(req)), req.headers['idempotency-key']);
    fake.requests.push(email);
    const known = email.idempotencyKey ? sentByKey.get(email.idempotencyKey) : undefined;
    if (known) return reply(res, 200, { id: known });

    const scripted = queue.shift();
    if (scripted === 'hang') return;
    if (scripted && scripted !== 'send-then-hang') {
      return reply(res, scripted.status, scripted.body ?? { statusCode: scripted.status, name: 'application_error', message: 'scripted' }, scripted.headers);
    }
    const id = randomUUID();
    fake.deliveries.push({ ...email, id });
    if (email.idempotencyKey) sentByKey.set(email.idempotencyKey, id);
    if (scripted === 'send-then-hang') return;
    reply(res, 200, { id });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { ...fake, baseUrl: `http://127.0.0.1:${port}` } as FakeResend;
}

function toEmail(body: Record<string, unknown>, key: string | string[] | undefined): ReceivedEmail {
  return {
    idempotencyKey: typeof key === 'string' ? key : undefined,
    from: String(body.from),
    to: Array.isArray(body.to) ? body.to.map(String) : [String(body.to)],
    subject: String(body.subject),
    text: String(body.text ?? ''),
    html: String(body.html ?? ''),
    replyTo: (body.reply_to ?? body.replyTo) as string | string[] | undefined,
    headers: body.headers as Record<string, string> | undefined,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
