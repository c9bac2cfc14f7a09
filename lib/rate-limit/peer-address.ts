import 'server-only';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

// Route handlers see a Fetch Request, not the socket, and Next.js keeps a client-sent
// X-Forwarded-For as it is. So the HTTP server stamps every request with the address of
// whoever opened the connection, under a header name chosen at random per process: a client
// cannot guess it, and anything it sent under that name is overwritten anyway.

type PeerState = { header?: string };
const state: PeerState = ((globalThis as { __granitePeerAddress?: PeerState }).__granitePeerAddress ??= {});

/** Installed once, from instrumentation, before Next.js answers its first request. */
export function stampPeerAddresses(): void {
  if (state.header) return;
  const header = `x-granite-peer-${randomUUID()}`;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'request') {
        const request = args[0] as IncomingMessage;
        request.headers[header] = request.socket?.remoteAddress ?? '';
      }
      return (emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args);
    } as typeof emit;
  }
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
