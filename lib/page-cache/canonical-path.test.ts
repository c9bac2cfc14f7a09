import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalTarget } from '@/lib/page-cache/canonical-path';
import { sharedPages } from '@/lib/page-cache/shared-pages';

// One spelling per path (canonical-path.ts). What must hold for the shared cache: a request
// target that goes through unchanged is never another spelling of a shared page as Next.js
// (the WHATWG URL parser, then a decode per segment) reads it; every other spelling of a shared
// page answers 308 to exactly that page, or 400.

/** How Next.js reads a path: the URL parser's normalisation, then each segment decoded. */
function nextView(target: string): string {
  const path = new URL(target, 'http://origin.test').pathname;
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

const pagePaths = sharedPages().map((page) => page.path);

const encode = (character: string, lower: boolean) => {
  const hex = character.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex : hex.toUpperCase()}`;
};

describe('a corpus of other spellings of a shared page', () => {
  const corpus: [string, string][] = [
    ['/en/./about', '/en/about'],
    ['/en/about/.', '/en/about'],
    ['/./en/about', '/en/about'],
    ['/en/x/../about', '/en/about'],
    ['/en/%2e/about', '/en/about'],
    ['/en/%2E/about', '/en/about'],
    ['/en/%2e%2e/en/about', '/en/about'],
    ['/de/%2E%2e/en/about', '/en/about'],
    ['/en//about', '/en/about'],
    ['//en/about', '/en/about'],
    ['/en/about/', '/en/about'],
    ['/en/about;jsessionid=1', '/en/about'],
    ['/en;x/about', '/en/about'],
    ['/en/about.', '/en/about'],
    ['/en/about..', '/en/about'],
    ['/en/%61bout', '/en/about'],
    ['/en/ABOUT/../about', '/en/about'],
    ['/sitemap.xml/.', '/sitemap.xml'],
    ['/en/email/./confirm', '/en/email/confirm'],
    ['/fr/email/x/../unsubscribe', '/fr/email/unsubscribe'],
    ['/en/.', '/en'],
    ['/en/', '/en'],
  ];

  it.each(corpus)('%s answers 308 to %s, keeping the query', (target, page) => {
    expect(canonicalTarget(target)).toEqual({ verdict: 'redirect', location: page });
    expect(canonicalTarget(`${target}?token=X&utm_source=y`)).toEqual({ verdict: 'redirect', location: `${page}?token=X&utm_source=y` });
  });

  it.each([
    '/en\\about',
    '/en/..\\about',
    '/en/%2fabout',
    '/en%2Fabout',
    '/en/%5cabout',
    '/en/%00about',
    '/en/%zzabout',
    '/en/%2',
    '/en/ab out',
    '/en/über',
    'http://evil.example/en?x',
    '*',
    'en/about',
    '',
  ])('%s answers 400', (target) => {
    expect(canonicalTarget(target).verdict).toBe('bad');
  });

  it('lets every shared page through as it is', () => {
    for (const path of pagePaths) expect(canonicalTarget(path), path).toEqual({ verdict: 'canonical' });
    for (const path of [
      '/',
      '/_next/static/chunks/main-abc.js',
      '/api/contact',
      '/en/team/leads/contact/1.5',
      '/favicon.ico',
      '/en/insights/a-b_c~d',
      '/_next/static/chunks/[root-of-the-server]__0a1b._.js',
    ]) {
      expect(canonicalTarget(path), path).toEqual({ verdict: 'canonical' });
    }
  });
});

describe('generated spellings (property)', () => {
  const segmentJunk = fc.constantFrom('x', 'ABOUT', 'de', '%41', 'a.b', '...');
  // One way of spelling the segment `segment`, as an attacker might.
  const spellSegment = (segment: string) =>
    fc
      .record({
        encodeAt: fc.array(fc.nat(), { maxLength: 3 }),
        lower: fc.boolean(),
        parameter: fc.option(fc.constantFrom(';x=1', ';', ';jsessionid=abc'), { nil: undefined }),
        trailingDots: fc.constantFrom('', '', '.', '..'),
        before: fc.array(
          fc.oneof(
            fc.constant('.'),
            fc.constant('%2e'),
            fc.constant('%2E'),
            fc.constant(''),
            segmentJunk.map((junk) => `${junk}/..`),
            segmentJunk.map((junk) => `${junk}/%2e%2e`),
          ),
          { maxLength: 3 },
        ),
      })
      .map(({ encodeAt, lower, parameter, trailingDots, before }) => {
        const characters = [...segment];
        for (const at of encodeAt) if (characters.length > 0) characters[at % characters.length] = encode(segment[at % segment.length]!, lower);
        return [...before, `${characters.join('')}${parameter ?? ''}${segment === '' ? '' : trailingDots}`].join('/');
      });

  const spelling = fc
    .constantFrom(...pagePaths)
    .chain((page) =>
      fc
        .tuple(
          ...page
            .split('/')
            .slice(1)
            .map((segment) => spellSegment(segment)),
        )
        .chain((segments) =>
          fc.record({
            page: fc.constant(page),
            body: fc.constant(segments.join('/')),
            slashes: fc.constantFrom('/', '//', '/./'),
            trailing: fc.constantFrom('', '/', '/.', '//'),
          }),
        ),
    )
    .map(({ page, body, slashes, trailing }) => ({ page, target: `${slashes}${body}${trailing}` }));

  it('never lets another spelling of a shared page through; 308s it to exactly that page', () => {
    fc.assert(
      fc.property(spelling, ({ page, target }) => {
        const verdict = canonicalTarget(target);
        if (verdict.verdict === 'canonical') {
          expect(target).toBe(page);
        } else if (verdict.verdict === 'redirect') {
          expect(verdict.location).toBe(page);
        } else {
          throw new Error(`${target} refused: only backslashes, encoded slashes and broken escapes may be`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('lets no string through that Next.js would read as a shared page it is not', () => {
    const anyTarget = fc.oneof(
      spelling.map(({ target }) => target),
      fc
        .string({ unit: fc.constantFrom('/', '.', '%', '2', 'e', 'E', 'a', 'b', 'o', 'u', 't', 'n', ';', '\\', 'f', 'F', '5', 'c') })
        .map((tail) => `/en/${tail}`),
    );
    fc.assert(
      fc.property(anyTarget, (target) => {
        const verdict = canonicalTarget(target);
        if (verdict.verdict !== 'canonical') return;
        // Through unchanged: the URL parser keeps it as it is, and decoded it names a shared page only if it is one.
        expect(new URL(target, 'http://origin.test').pathname).toBe(target);
        const read = nextView(target);
        if (pagePaths.includes(read)) expect(target).toBe(read);
      }),
      { numRuns: 5000 },
    );
  });

  it('redirects only to a canonical path (one redirect at most)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '.', '%', '2', 'e', 'a', ';', 'x', '4', '1') }), (tail) => {
        const verdict = canonicalTarget(`/${tail}`);
        if (verdict.verdict === 'redirect') expect(canonicalTarget(verdict.location)).toEqual({ verdict: 'canonical' });
      }),
      { numRuns: 5000 },
    );
  });

  it('is its own fixed point', () => {
    for (const path of pagePaths) expect(canonicalPath(path)).toBe(path);
  });
});
