import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { errorText, log } from '@/lib/log';
import { ownAddress } from '@/lib/next-internals.mjs';
import { sharedPage } from '@/lib/page-cache/shared-pages';
import { processSlot } from '@/lib/process-slot.mjs';

// The server's own request: the only request whose render the page cache stores. It is a GET of
// a shared page's canonical path, with no query, cookie or header of anyone's, sent by this
// process to its own socket and carrying a token that never leaves the process. The request
// hook (request.ts) recognises it and strips the token before Next.js sees the request.

export const OWN_REQUEST_HEADER = 'x-granite-own-request';

type OwnState = { token: string; regenerating: Map<string, Promise<boolean>>; stores: Map<string, number> };
const state = processSlot<OwnState>('page-cache.own-request', () => ({
  token: randomBytes(24).toString('base64url'),
  regenerating: new Map(),
  stores: new Map(),
}));

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether `request` is the server's own request for the shared page at `path`. Removes the token
 * header either way, so no render ever sees it.
 */
export function takeOwnRequest(request: Pick<IncomingMessage, 'method' | 'headers' | 'rawHeaders' | 'socket'>, path: string, hasQuery: boolean): boolean {
  const sent = request.headers[OWN_REQUEST_HEADER];
  if (sent === undefined) return false;
  delete request.headers[OWN_REQUEST_HEADER];
  for (let at = request.rawHeaders.length - 2; at >= 0; at -= 2)
    if (request.rawHeaders[at]!.toLowerCase() === OWN_REQUEST_HEADER) request.rawHeaders.splice(at, 2);
  if (typeof sent !== 'string' || sent.length !== state.token.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(state.token))) return false;
  const socket = request.socket;
  const fromHere = socket?.remoteAddress !== undefined && (socket.remoteAddress === socket.localAddress || LOOPBACK.test(socket.remoteAddress));
  return fromHere && request.method === 'GET' && !hasQuery && sharedPage(path) !== undefined;
}

/** The handler stored what the server's own request for `path` rendered. */
export function noteStored(path: string): void {
  state.stores.set(path, (state.stores.get(path) ?? 0) + 1);
}

const RETRIES = 3;
/** How long a visitor's request waits for the server's own render before Next renders for it alone. */
export const REGENERATION_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Regenerates the shared page at `path` from the server's own request, once at a time per path:
 * every caller meanwhile shares the answer, true once the page is stored (false after errors, or
 * after REGENERATION_WAIT_MS — the render may still finish and store the page). Errors are logged.
 */
export function regenerate(path: string): Promise<boolean> {
  const running = state.regenerating.get(path);
  if (running) return bounded(running);
  const address = ownAddress();
  if (!address || sharedPage(path) === undefined) return Promise.resolve(false);
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  const stored = (async () => {
    try {
      for (let attempt = 0; attempt < RETRIES; attempt++) {
        const before = state.stores.get(path) ?? 0;
        const response = await fetch(`http://${host}:${address.port}${path}`, { headers: { [OWN_REQUEST_HEADER]: state.token }, redirect: 'manual' });
        await response.arrayBuffer();
        if ((state.stores.get(path) ?? 0) > before) return true;
        await sleep(100 * 4 ** attempt);
      }
      log.error('page cache: the server’s own request stored no page', { path, tries: RETRIES });
    } catch (error) {
      log.error('page cache: could not regenerate a page from the server’s own request', { path, error: errorText(error) });
    } finally {
      state.regenerating.delete(path);
    }
    return false;
  })();
  state.regenerating.set(path, stored);
  return bounded(stored);
}

const bounded = (stored: Promise<boolean>) => Promise.race([stored, sleep(REGENERATION_WAIT_MS).then(() => false)]);

/** Tests send the server's own request by hand. */
export const ownRequestHeadersForTests = () => ({ [OWN_REQUEST_HEADER]: state.token });
