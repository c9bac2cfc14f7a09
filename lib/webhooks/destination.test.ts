import { hostname } from 'node:os';
import { Webhook as ReferenceWebhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { checkDestination, guardedLookup, isAllowedAddress, isPrivateAddress, urlProblem } from '@/lib/webhooks/destination';
import { generateSecret, isValidSecret, maskSecret, signedHeaders, verify } from '@/lib/webhooks/signature';

vi.mock('server-only', () => ({}));

const production = { allowLocal: false };

describe('webhook destinations (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an ip',
  ])('takes %s for private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('takes %s for public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('accepts only public https URLs in production, and http://127.0.0.1 on a single box', async () => {
    expect(urlProblem('https://hooks.example.com/crm', production)).toBeUndefined();
    expect(urlProblem('http://hooks.example.com/crm', production)).toBe('not-https');
    expect(urlProblem('https://127.0.0.1/', production)).toBe('private-address');
    expect(urlProblem('https://[::1]/', production)).toBe('private-address');
    expect(urlProblem('https://169.254.169.254/latest/meta-data', production)).toBe('private-address');
    expect(urlProblem('https://localhost:3000/', production)).toBe('private-address');
    expect(urlProblem('https://user:pw@hooks.example.com/', production)).toBe('invalid');
    // Stored as U+FFFD, the URL would not be the one checked.
    expect(urlProblem('https://hooks.example.com/crm\ud800', production)).toBe('invalid');
    expect(urlProblem('http://127.0.0.1/\udc00', { ...production, allowLocal: true })).toBe('invalid');
    expect(urlProblem('ftp://hooks.example.com/', production)).toBe('invalid');
    expect(urlProblem('not a url', production)).toBe('invalid');
    expect(urlProblem('http://127.0.0.1:8080/hook', { allowLocal: true })).toBeUndefined();
    // A name that resolves to a loopback address (this machine's own name) is refused once looked up.
    expect(await checkDestination(`https://${hostname()}/hook`, production)).toBe('private-address');
    expect(await checkDestination('https://no-such-host.invalid/hook', production)).toBe('unresolvable');
  });
});

describe('link-local and metadata addresses, refused in every mode', () => {
  const singleBox = { allowLocal: true };
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'http://169.254.1.1/',
    'http://[fe80::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://2852039166/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://[fd00:ec2::254]/',
    'http://100.100.100.200/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata/',
  ])('%s', (url) => {
    expect(urlProblem(url, production)).toBe('private-address');
    expect(urlProblem(url, singleBox)).toBe('private-address');
  });

  it('allows loopback only on a single box, and no other private network there', async () => {
    expect(urlProblem('http://127.0.0.1:9/', singleBox)).toBeUndefined();
    expect(urlProblem('http://[::1]:9/', singleBox)).toBeUndefined();
    expect(urlProblem('http://[::ffff:127.0.0.1]:9/', singleBox)).toBeUndefined();
    expect(urlProblem('http://127.0.0.1:9/', production)).toBe('private-address');
    expect(urlProblem('http://10.0.0.5/', singleBox)).toBe('private-address');
    expect(urlProblem('http://192.168.1.10/', singleBox)).toBe('private-address');
    expect(isAllowedAddress('::ffff:169.254.169.254', singleBox)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', singleBox)).toBe(true);
    expect(isAllowedAddress('93.184.216.34', production)).toBe(true);
    expect(await checkDestination('http://localhost:9/hook', singleBox)).toBeUndefined();
  });

  it('refuses after resolution too: a name whose address is link-local is not connected to', async () => {
    const lookup = guardedLookup({ allowLocal: true });
    // localhost resolves to loopback: allowed on a single box, refused in production.
    const local = await new Promise<unknown>((resolve) => lookup('localhost', {}, (error) => resolve(error)));
    expect(local).toBeNull();
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(production)('localhost', {}, (error) => resolve(error)));
    expect(refused?.code).toBe('EPRIVATE');
  });
});

describe('Standard Webhooks signatures', () => {
  it('generates whsec_ secrets, checks entered ones and masks them', () => {
    const secret = generateSecret();
    expect(isValidSecret(secret)).toBe(true);
    expect(isValidSecret('whsec_short')).toBe(false);
    expect(isValidSecret(secret.slice(6))).toBe(false);
    expect(isValidSecret(`whsec_${Buffer.alloc(24).toString('base64')}`)).toBe(true);
    expect(isValidSecret(`whsec_${Buffer.alloc(65).toString('base64')}`)).toBe(false);
    expect(maskSecret(secret)).toBe(`whsec_…${secret.slice(-4)}`);
  });

  it('signs exactly as the reference implementation verifies, and as its own example says', () => {
    const secret = generateSecret();
    const body = JSON.stringify({ type: 'lead.created', data: { lead: { firstName: 'Zoë' } } });
    const headers = signedHeaders(secret, 'msg_1', new Date(), body);
    expect(new ReferenceWebhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(secret, headers, `${body} `)).toBe(false);
    expect(() => new ReferenceWebhook(generateSecret()).verify(body, headers)).toThrow();
    // The reference implementation's own signature for the same message is ours, byte for byte.
    const at = new Date('2026-11-25T10:00:00Z');
    expect(signedHeaders(secret, 'msg_2', at, body)['webhook-signature']).toBe(new ReferenceWebhook(secret).sign('msg_2', at, body));
  });
});
