import { describe, expect, it } from 'vitest';
import { baseURL, get } from './support';

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  it('are on every page, including redirects and 404s', async () => {
    for (const path of ['/en', '/de/contact', '/fr/nope', '/about']) expectSecurityHeaders((await get(path)).headers);
  });

  it('are on static assets', async () => {
    const html = await (await get('/en')).text();
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await get(script!);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('mark API answers as not cacheable', async () => {
    for (const path of ['/api/contact', '/submit']) {
      const response = await fetch(new URL(path, baseURL), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response.headers);
    }
  });
});

describe('the team area', () => {
  it('gets its per-request policy, noindex and no-store on every path, dotted ones included', async () => {
    for (const path of ['/en/team/sign-in', '/en/team/leads/contact/1.5', '/de/team/audit.csv', '/nl/team/.env']) {
      const response = await get(path);
      expectSecurityHeaders(response.headers);
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control'), path).toMatch(/^private, .*no-store/);
    }
  });
});
