import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { wellFormed } from '@/lib/validation/plain-text';

// Where a webhook may be sent. In production only to https URLs on public addresses: a member's
// typo or a malicious entry must not make the server call its own database, the cloud provider's
// metadata service (169.254.169.254) or anything else on the private network (SSRF). The check
// runs twice: when the URL is saved (its name resolved), and at every connection, on the address
// actually connected to, so a name that later resolves elsewhere (DNS rebinding) is refused too.
// A single box or a test may send to http://127.0.0.1 (a CRM bridge on the same host).

export const MAX_URL_LENGTH = 2000;

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
// (No IPv4-mapped range in the IPv6 list: BlockList would apply it to every IPv4 address too;
// a mapped address is checked as the IPv4 address it carries instead.)
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export type DestinationPolicy = { allowLocal: boolean };

export type UrlProblem = 'invalid' | 'not-https' | 'private-address' | 'unresolvable';

/** The URL's problem for this policy, without looking it up (the form's first check). */
export function urlProblem(raw: string, policy: DestinationPolicy): UrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  // A lone surrogate would be stored as U+FFFD: another URL than the one checked.
  if (raw.length > MAX_URL_LENGTH || !wellFormed.test(raw) || url.username || url.password || !['https:', 'http:'].includes(url.protocol)) return 'invalid';
  if (policy.allowLocal) return undefined;
  if (url.protocol !== 'https:') return 'not-https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? isPrivateAddress(host) : /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host)) return 'private-address';
  return undefined;
}

/** The same, with the name resolved: every address it has must be public. */
export async function checkDestination(raw: string, policy: DestinationPolicy): Promise<UrlProblem | undefined> {
  const problem = urlProblem(raw, policy);
  if (problem || policy.allowLocal) return problem;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return undefined;
  try {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
    return addresses.length === 0 ? 'unresolvable' : addresses.some((entry) => isPrivateAddress(entry.address)) ? 'private-address' : undefined;
  } catch {
    return 'unresolvable';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses: the connection goes to the
 * address checked here, never to one resolved again later.
 */
export function guardedLookup(policy: DestinationPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = policy.allowLocal ? addresses : addresses.filter((entry) => !isPrivateAddress(entry.address));
      if (allowed.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(`refused to connect to a private address (${hostname})`);
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      const [first] = allowed;
      return callback(null, first!.address, first!.family);
    });
  };
}
