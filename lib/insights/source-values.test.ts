import { describe, expect, it } from 'vitest';
import { knownPath, deviceClassOf } from '@/lib/insights/paths';
import { parseSource, sourceKey, sourceName, storedSource, utmValue, hostValue } from '@/lib/insights/source-values';

describe('known paths', () => {
  it('accepts the routes in each language and article slugs, nothing else', () => {
    expect(knownPath('/de/services')).toBe('/de/services');
    expect(knownPath('/en')).toBe('/en');
    expect(knownPath('/nl/contact/')).toBe('/nl/contact');
    expect(knownPath('/fr/insights/ai-agents-2026')).toBe('/fr/insights/ai-agents-2026');
    expect(knownPath('/fr/insights')).toBe('/fr/insights');
    for (const bad of [
      '/es/services',
      '/de/team/leads',
      '/de/services?x=1',
      '/de/insights/Bad_Slug',
      '/de/insights/a/b',
      '',
      '/',
      'de/services',
      `/en/insights/${'a'.repeat(200)}`,
      42,
      null,
    ]) {
      expect(knownPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('tells the device class from the viewport width', () => {
    expect([deviceClassOf(390), deviceClassOf(800), deviceClassOf(1366)]).toEqual(['mobile', 'tablet', 'desktop']);
  });
});

describe('a lead source from the browser', () => {
  it('keeps what fits and drops every field that does not, without refusing the rest', () => {
    expect(
      parseSource({
        page: '/de/contact',
        landing: '/de/services',
        referrer: 'WWW.LinkedIn.com',
        utmSource: ' linkedin ',
        utmMedium: 'social',
        utmCampaign: 'ai-agents-q1',
        utmTerm: '<script>',
        utmContent: 'x'.repeat(101),
        clickId: 'yes',
        device: 'phone',
        isAdmin: true,
      }),
    ).toEqual({
      page: '/de/contact',
      landing: '/de/services',
      referrer: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'ai-agents-q1',
      utmTerm: null,
      utmContent: null,
      clickId: null,
      device: null,
    });
    expect(parseSource('nonsense')).toEqual(storedSourceEmpty());
    expect(parseSource([1, 2])).toEqual(storedSourceEmpty());
  });

  it('bounds UTM values and host names', () => {
    expect(utmValue('Frühjahr 2026 · DE')).toBeNull();
    expect(utmValue('Frühjahr 2026 | DE')).toBe('Frühjahr 2026 | DE');
    expect(utmValue('a\u0000b')).toBeNull();
    expect(hostValue('https://evil.example/path')).toBeNull();
    expect(hostValue('news.ycombinator.com')).toBe('news.ycombinator.com');
  });

  it('names the source as people do', () => {
    expect(sourceName({ utmSource: 'linkedin', referrer: null })).toBe('LinkedIn');
    expect(sourceName({ utmSource: 'Spring-Mailing', referrer: 'google.com' })).toBe('Spring-Mailing');
    expect(sourceName({ utmSource: null, referrer: 'google.de' })).toBe('Google');
    expect(sourceName({ utmSource: null, referrer: null })).toBeNull();
    expect(sourceKey({ utmSource: 'LinkedIn', referrer: 'x.com' })).toBe('linkedin');
    // The label is the key: however Google arrived, it is one source.
    for (const source of [
      { utmSource: 'google', referrer: null },
      { utmSource: null, referrer: 'google.de' },
      { utmSource: null, referrer: 'google.co.uk' },
      { utmSource: 'Google', referrer: null },
    ]) {
      expect([sourceName(source), sourceKey(source)]).toEqual(['Google', 'google']);
    }
  });

  it('reads no source from a row that has none', () => {
    expect(storedSource({})).toBeNull();
    expect(storedSource({ utmSource: 'linkedin', sourceDevice: 'mobile' })).toMatchObject({ utmSource: 'linkedin', device: 'mobile' });
  });
});

function storedSourceEmpty() {
  return {
    page: null,
    landing: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    clickId: null,
    device: null,
  };
}
