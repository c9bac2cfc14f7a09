import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gaId } from '@/lib/analytics';
import { fallbackPolicy } from '@/lib/csp';
import { BEACON_MAX_BYTES } from '@/lib/insights/beacon';
import { answerBeacon, writeCounts } from '@/lib/insights/beacon-endpoint';
import { log, errorText } from '@/lib/log';
import { onEveryRequest } from '@/lib/next-internals.mjs';
import { processSlot } from '@/lib/process-slot.mjs';
import { securityHeaders } from '@/lib/security-headers';

// POST /api/beacon answered in the server's request hook (lib/next-internals.mjs, "Every request"),
// before Next.js sees it. Every page view sends one, and through the App Router a beacon costs what
// Next's emptiest route costs: routing, the route module, a Fetch Request, after(), each step
// waiting its turn behind the pages being served (the bench measured beacons at 10–12 % of the
// page rate, p99 5.6 s, with no database work on their path). Here a beacon is one synchronous
// hook call and the read of a body of at most 1 KiB: the same checks and counting as the route
// (lib/insights/beacon-endpoint.ts, one function for both), nothing of Next's pipeline.
// The hook runs after the page cache's (which leaves /api/ paths as they are) and after the peer
// address stamp (lib/rate-limit/peer-address.ts), which the allowance per address reads.

export const BEACON_PATH = '/api/beacon';

type HookState = { installed?: boolean };
const state = processSlot<HookState>('insights.beacon-hook', () => ({}));

/** Installed once, from instrumentation, after the page cache's hook and the peer address stamp. */
export function installBeaconHook(): void {
  if (state.installed) return;
  state.installed = true;
  onEveryRequest((request: IncomingMessage, response: ServerResponse) => {
    if (!isBeacon(request)) return false;
    void answerInHook(request, response);
    return true;
  });
}

/** POST /api/beacon, with or without a query (a beacon sends none; anything after `?` is ignored as the route ignores it). */
export function isBeacon(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  const url = request.url ?? '';
  return url === BEACON_PATH || url.startsWith(`${BEACON_PATH}?`);
}

async function answerInHook(request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const { body, complete } = await readBounded(request, BEACON_MAX_BYTES);
    const answer = await answerBeacon(toFetchRequest(request, body), () => setImmediate(() => void writeCounts()));
    // What next.config.ts adds to every answer of Next.js's, this one included.
    const headers: Record<string, string> = Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
    headers['content-security-policy'] = fallbackPolicy({ gaId, development: process.env.NODE_ENV !== 'production' });
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const text = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined;
    if (text) headers['content-length'] = String(text.byteLength);
    // A body left unread (declared or found too large) is not drained: the connection closes.
    if (!complete) headers.connection = 'close';
    response.writeHead(answer.status, headers);
    response.end(text);
  } catch (error) {
    // answerBeacon answers every failure itself; this is the socket or the stream failing.
    log.info('beacon not answered: the connection failed', { error: errorText(error) });
    if (!response.headersSent) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end('Bad Request\n');
    } else response.destroy();
  }
}

/**
 * The body, at most `maxBytes` + 1 bytes of it: past the bound (or with a larger Content-Length
 * declared, then nothing is read at all) reading stops, and the extra byte makes the endpoint's
 * own check refuse it (413). `complete` says whether the whole body was read.
 */
export function readBounded(request: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; complete: boolean }> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ body: Buffer.alloc(0), complete: false });
  if (request.complete && request.readableEnded) return Promise.resolve({ body: Buffer.alloc(0), complete: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (complete: boolean) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
      if (!complete) request.pause();
      resolve({ body: Buffer.concat(chunks, Math.min(size, maxBytes + 1)), complete });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => reject(error);
    const onAborted = () => reject(new Error('aborted'));
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('aborted', onAborted);
  });
}

/** The request as the endpoint reads it: its headers (the stamped peer address included) and the bytes read. */
function toFetchRequest(request: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header Fetch cannot hold is one the endpoint does not read.
    }
  }
  const port = request.socket?.localPort;
  return new Request(`http://localhost${port ? `:${port}` : ''}${BEACON_PATH}`, {
    method: 'POST',
    headers,
    body: body.byteLength > 0 ? new Uint8Array(body) : undefined,
  });
}
