import 'server-only';
import { isIP } from 'node:net';
import { peerAddress } from '@/lib/rate-limit/peer-address';

/**
 * The address to count a request against. Without trusted proxies it is the socket peer: an
 * X-Forwarded-For header is then whatever the client chose to write. With `trustedHops`
 * proxies of ours in front, each appends the address it received from, so the client is that
 * many entries from the right of the chain (the socket peer being the last entry).
 */
export function clientAddress(request: Request, trustedHops: number): string {
  const peer = peerAddress(request) ?? 'unknown';
  if (trustedHops <= 0) return rateLimitKey(peer);
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return rateLimitKey(chain[Math.max(0, chain.length - 1 - trustedHops)]!);
}

/**
 * One key per IPv4 address and per IPv6 /64 (one subscriber's network: rotating through its
 * addresses must not buy fresh limits). Anything that is no address is kept, but bounded.
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) === 6) return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
  return `other:${address.slice(0, 64)}`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const last = right.at(-1) ?? left.at(-1);
  const v4Groups = last && last.includes('.') ? 1 : 0;
  const missing = 8 - left.length - right.length - v4Groups;
  return [...left, ...Array<string>(tail === undefined ? 0 : Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : group.padStart(4, '0'),
  );
}
