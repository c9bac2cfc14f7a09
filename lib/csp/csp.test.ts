import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';
import { fallbackPolicy, scriptlessPagePolicy, strictPolicy } from '@/lib/csp/policy';

describe('inlineScripts', () => {
  it('finds the scripts a browser would run inline, and only those', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([0])</script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module">import "x"</script>',
      '<SCRIPT type="text/javascript">b()</SCRIPT >',
      '<script noModule="" src="/p.js"></script>',
      '<script type="importmap">{}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([0])', '(globalThis.TURBOPACK||[]).push(1)', 'import "x"', 'b()']);
  });

  it('hashes the exact UTF-8 text as CSP expects', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64 (the CSP specification's example)
    expect(sha256Source("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

describe('Google Analytics init script', () => {
  it('is exactly what the installed @next/third-parties injects', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('@next/third-parties/google').replace(/index\.js$/, 'ga.js'), 'utf8');
    const template = /__html: `([\s\S]*?)`,/.exec(source)?.[1];
    expect(template).toBeDefined();
    const rendered = template!
      .replaceAll('${dataLayerName}', 'dataLayer')
      .replaceAll('${gaId}', 'G-TEST123')
      .replace(/\$\{debugMode \?.*?: ''\}/, '');
    expect(rendered).not.toContain('${');
    expect(googleAnalyticsInitScript('G-TEST123')).toBe(rendered);
  });
});

describe('policies', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('on prerendered pages: nothing by default, scripts only from us, Google Tag and the listed hashes', () => {
    const policy = directives(strictPolicy(['sha256-abc=', 'sha256-def='], 'G-TEST123'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='", 'https://www.googletagmanager.com']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('names Google only when a GA id is configured', () => {
    const google = /google/;
    for (const policy of [strictPolicy(['sha256-abc=']), fallbackPolicy({ gaId: undefined, development: false })]) {
      expect(policy).not.toMatch(google);
      expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
      expect(directives(policy).get('img-src')).toEqual(["'self'", 'data:']);
    }
    const withGa = directives(fallbackPolicy({ gaId: 'G-TEST123', development: false }));
    expect(withGa.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(withGa.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('elsewhere keeps the same limits and, in production, allows no inline script either', () => {
    const policy = directives(fallbackPolicy({ gaId: 'G-TEST123', development: false }));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // `next dev` injects inline scripts into every page it renders.
    expect(directives(fallbackPolicy({ gaId: undefined, development: true })).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets a scriptless page of ours run nothing at all', () => {
    const policy = directives(scriptlessPagePolicy());
    expect(policy.get('script-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

// prerenderedScriptHashes (from the build's CSP manifest): lib/csp/page-hashes.test.ts.
