import { describe, expect, it } from 'vitest';
import { detectLocale, fromAcceptLanguage } from './locale-detection';

describe('detectLocale', () => {
  it('prefers the lng query over cookies and the browser', () => {
    expect(detectLocale({ query: 'fr', specCookie: 'de', intlCookie: 'nl', acceptLanguage: 'en' })).toBe('fr');
  });

  it('falls back to the i18next cookie, then next-intl’s cookie', () => {
    expect(detectLocale({ specCookie: 'de', intlCookie: 'nl', acceptLanguage: 'fr' })).toBe('de');
    expect(detectLocale({ intlCookie: 'nl', acceptLanguage: 'fr' })).toBe('nl');
  });

  it('uses Accept-Language when nothing was chosen, English otherwise', () => {
    expect(detectLocale({ acceptLanguage: 'nl-BE,nl;q=0.9' })).toBe('nl');
    expect(detectLocale({ acceptLanguage: 'ja,zh;q=0.5' })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });

  it('discards anything that is not exactly a supported code', () => {
    for (const bad of ['<script>alert(1)</script>', 'de"><img src=x>', 'DE', 'de-DE', ' de', 'javascript:de', '']) {
      expect(detectLocale({ query: bad, specCookie: bad, acceptLanguage: 'fr' })).toBe('fr');
    }
  });
});

describe('fromAcceptLanguage', () => {
  it('ranks by quality, then by order', () => {
    expect(fromAcceptLanguage('en;q=0.4, de;q=0.9, fr;q=0.9')).toBe('de');
    expect(fromAcceptLanguage('es, fr-CA;q=0.8, en;q=0.7')).toBe('fr');
  });

  it('ignores refused and malformed entries', () => {
    expect(fromAcceptLanguage('de;q=0, nl;q=abc, fr;q=0.1')).toBe('fr');
    expect(fromAcceptLanguage('*')).toBeUndefined();
    expect(fromAcceptLanguage(null)).toBeUndefined();
  });
});
