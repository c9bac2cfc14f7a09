import { describe, expect, it } from 'vitest';
import { localeOfPath, withLocale } from './locale-path';

describe('withLocale', () => {
  it('replaces only the language prefix', () => {
    expect(withLocale('/en/services', 'de')).toBe('/de/services');
    expect(withLocale('/fr/working/extra', 'nl')).toBe('/nl/working/extra');
    expect(withLocale('/en', 'fr')).toBe('/fr');
    expect(withLocale('/de/', 'en')).toBe('/en');
  });

  it('adds a prefix to a path that has none', () => {
    expect(withLocale('/about', 'nl')).toBe('/nl/about');
    expect(withLocale('/', 'de')).toBe('/de');
  });

  it('never produces a protocol-relative URL', () => {
    expect(withLocale('//evil.example/x', 'en')).toBe('/en/evil.example/x');
  });
});

describe('localeOfPath', () => {
  it('reads the prefix, defaulting to English', () => {
    expect(localeOfPath('/nl/contact')).toBe('nl');
    expect(localeOfPath('/xx/contact')).toBe('en');
  });
});
