import 'server-only';
import { randomUUID } from 'node:crypto';
import { onEveryRequest } from '@/lib/next-internals.mjs';
import { processSlot } from '@/lib/process-slot.mjs';

// Route handlers see a Fetch Request, not the socket, and Next.js keeps a client-sent
// X-Forwarded-For as it is. So every request is stamped with the address of whoever opened the
// connection, under a header name chosen at random per process: a client cannot guess it, and
// anything it sent under that name is overwritten anyway. Where that happens is Next behaviour
// (lib/next-internals.mjs, "Every request").

type PeerState = { header?: string };
const state = processSlot<PeerState>('peerAddress', () => ({}));

/** Installed once, from instrumentation, before Next.js answers its first request. */
export function stampPeerAddresses(): void {
  if (state.header) return;
  const header = `x-granite-peer-${randomUUID()}`;
  onEveryRequest((request) => {
    request.headers[header] = request.socket?.remoteAddress ?? '';
  });
  state.header = header;
}

/** The socket address of the connection a request came in on, when the server stamped it. */
export function peerAddress(request: Request): string | undefined {
  return (state.header && request.headers.get(state.header)) || undefined;
}

/** Tests build requests by hand: the headers that make them look as if they came from `address`. */
export function peerHeadersForTests(address: string): Record<string, string> {
  state.header ??= `x-granite-peer-${randomUUID()}`;
  return { [state.header]: address };
}
