import 'server-only';
import { isIP } from 'node:net';
import { peerAddress } from '@/lib/rate-limit/peer-address';
import { log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

/**
 * The address to count a request against. Without trusted proxies it is the socket peer: an
 * X-Forwarded-For header is then whatever the client chose to write. With `trustedHops`
 * proxies of ours in front, each appends the address it received from, so the client is that
 * many entries from the right of the chain (the socket peer being the last entry).
 */
export function clientAddress(request: Request, trustedHops: number): string {
  const peer = peerAddress(request) ?? 'unknown';
  if (trustedHops <= 0) {
    warnOfUntrustedProxy(peer, forwardedByOthers(request.headers.get('x-forwarded-for'), peer));
    return rateLimitKey(peer);
  }
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

/**
 * Whether X-Forwarded-For names anyone but the peer itself. Next.js fills the header in with the
 * socket's address when a request has none (base-server.js, `??=`), so a plain request to the
 * server carries exactly its own peer there: that is no proxy of ours.
 */
function forwardedByOthers(header: string | null, peer: string): boolean {
  if (!header) return false;
  const own = rateLimitKey(peer);
  return header
    .split(',')
    .map((entry) => entry.trim())
    .some((entry) => entry !== '' && rateLimitKey(entry) !== own);
}

type WarningState = { warned?: boolean };
const warning = processSlot<WarningState>('proxyWarning', () => ({}));

/**
 * A request from a private address that carries X-Forwarded-For is almost surely a proxy of
 * ours: with TRUST_PROXY unset, every visitor behind it then shares the proxy's one allowance.
 * Said once per process, since the configuration does not change while it runs.
 */
function warnOfUntrustedProxy(peer: string, forwarded: boolean): void {
  if (warning.warned || !forwarded || !isPrivateAddress(peer)) return;
  warning.warned = true;
  log.warn(
    'rate limit: requests arrive from a private address with X-Forwarded-For, but TRUST_PROXY is unset: ' +
      'every visitor behind that proxy shares one rate limit. Set TRUST_PROXY to the number of your proxies in front (usually 1).',
  );
}

/** Loopback, private, link-local and carrier-grade NAT ranges, IPv4 and IPv6. */
export function isPrivateAddress(address: string): boolean {
  const bare = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/.exec(bare);
  if (v4 && isIP(bare.replace(/^::ffff:/, '')) === 4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(bare) !== 6) return false;
  return bare === '::1' || /^f[cd][0-9a-f]{2}:/.test(bare) || /^fe[89ab][0-9a-f]:/.test(bare);
}

/** Tests check the warning is said once. */
export function resetProxyWarningForTests(): void {
  warning.warned = undefined;
}
