import { describe, expect, it, vi } from 'vitest';
import { clientAddress, isPrivateAddress, rateLimitKey, resetProxyWarningForTests } from '@/lib/rate-limit/client-address';
import { peerHeadersForTests } from '@/lib/rate-limit/peer-address';

vi.mock('server-only', () => ({}));

const from = (peer: string | undefined, forwardedFor?: string) =>
  new Request('https://granite.test/api/contact', {
    method: 'POST',
    headers: { ...(peer ? peerHeadersForTests(peer) : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('clientAddress', () => {
  it('counts the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(from('203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientAddress(from('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9');
    expect(clientAddress(from('203.0.113.9', '198.51.100.1, 198.51.100.2'), 0)).toBe('203.0.113.9');
  });

  it('never trusts a client-sent copy of the stamp header: only the per-process name counts', () => {
    const forged = new Request('https://granite.test/x', { headers: { 'x-granite-peer': '198.51.100.7', 'x-real-ip': '198.51.100.8' } });
    expect(clientAddress(forged, 0)).toBe('other:unknown');
  });

  it('with one trusted proxy takes the right-most forwarded entry, whatever the client prepended', () => {
    expect(clientAddress(from('10.0.0.2', '198.51.100.1'), 1)).toBe('198.51.100.1');
    expect(clientAddress(from('10.0.0.2', 'spoofed, 1.1.1.1, 198.51.100.1'), 1)).toBe('198.51.100.1');
  });

  it('with two trusted proxies steps one more entry to the left', () => {
    expect(clientAddress(from('10.0.0.2', 'spoofed, 198.51.100.1, 10.0.0.1'), 2)).toBe('198.51.100.1');
  });

  it('falls back to the left-most address when the chain is shorter than the trusted hops', () => {
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', '198.51.100.1'), 3)).toBe('198.51.100.1');
  });
});

describe('behind a proxy with TRUST_PROXY unset', () => {
  it('warns once, clearly, when a private address forwards X-Forwarded-For', () => {
    resetProxyWarningForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      clientAddress(from('203.0.113.9', '198.51.100.1'), 0); // a public client forging the header: no proxy of ours
      clientAddress(from('10.0.0.2'), 0); // a private client without the header
      clientAddress(from('10.0.0.2', '198.51.100.1'), 1); // trusted: configured correctly
      // A plain local request: Next.js fills X-Forwarded-For in with the socket's own address.
      clientAddress(from('127.0.0.1', '127.0.0.1'), 0);
      clientAddress(from('::ffff:127.0.0.1', '::ffff:127.0.0.1'), 0);
      clientAddress(from('::1', '::1'), 0);
      expect(warn).not.toHaveBeenCalled();
      clientAddress(from('10.0.0.2', '198.51.100.1'), 0);
      clientAddress(from('192.168.1.5', '198.51.100.2'), 0);
      clientAddress(from('::1', '198.51.100.3'), 0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(warn.mock.calls[0]![0])).message).toMatch(/^rate limit: .*X-Forwarded-For.*TRUST_PROXY is unset/);
      // Never the addresses themselves.
      expect(String(warn.mock.calls[0]![0])).not.toMatch(/198\.51|10\.0\.0/);
    } finally {
      warn.mockRestore();
      resetProxyWarningForTests();
    }
  });

  it('knows which addresses are private', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'unknown']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('rateLimitKey', () => {
  it('unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(rateLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(rateLimitKey('[2001:db8::1]')).toBe('2001:0db8:0000:0000::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('keeps anything else recognisable but bounded', () => {
    expect(rateLimitKey('not-an-ip')).toBe('other:not-an-ip');
    expect(rateLimitKey('x'.repeat(500))).toHaveLength('other:'.length + 64);
  });
});
