import { describe, expect, it } from 'vitest';
import { channelOf, channelOfStoredSource } from '@/lib/insights/channels';

const visit = (fields: Partial<Record<'utmSource' | 'utmMedium' | 'referrer', string>> & { clickId?: boolean }) => ({
  utmSource: null,
  utmMedium: null,
  referrer: null,
  clickId: false,
  ...fields,
});

describe('channels (GA4 default channel groups, cut down)', () => {
  it('tells paid from organic search and social, then email, referral and direct', () => {
    expect(channelOf(visit({ referrer: 'google.de', clickId: true }))).toBe('paid-search');
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'cpc' }))).toBe('paid-search');
    expect(channelOf(visit({ clickId: true }))).toBe('paid-search');
    expect(channelOf(visit({ referrer: 'google.nl' }))).toBe('organic-search');
    expect(channelOf(visit({ utmSource: 'bing', utmMedium: 'organic' }))).toBe('organic-search');
    expect(channelOf(visit({ utmSource: 'linkedin', utmMedium: 'paid_social' }))).toBe('paid-social');
    expect(channelOf(visit({ referrer: 'lnkd.in', clickId: true }))).toBe('paid-social');
    expect(channelOf(visit({ utmSource: 'linkedin', utmMedium: 'social' }))).toBe('organic-social');
    expect(channelOf(visit({ referrer: 'm.facebook.com' }))).toBe('organic-social');
    expect(channelOf(visit({ utmSource: 'newsletter' }))).toBe('email');
    expect(channelOf(visit({ utmSource: 'spring-mailing', utmMedium: 'E-Mail' }))).toBe('email');
    expect(channelOf(visit({ referrer: 'partner.example' }))).toBe('referral');
    expect(channelOf(visit({ utmSource: 'partner', utmMedium: 'referral' }))).toBe('referral');
    expect(channelOf(visit({}))).toBe('direct');
    expect(channelOf(visit({ utmSource: 'flyer' }))).toBe('other');
    expect(channelOf(visit({ utmSource: 'partner', utmMedium: 'cpc' }))).toBe('other');
  });

  it('gives rows stored before channels one from their source alone', () => {
    expect(channelOfStoredSource('')).toBe('direct');
    expect(channelOfStoredSource('google.co.uk')).toBe('organic-search');
    expect(channelOfStoredSource('linkedin')).toBe('organic-social');
    expect(channelOfStoredSource('newsletter')).toBe('email');
    expect(channelOfStoredSource('partner.example')).toBe('referral');
    expect(channelOfStoredSource('flyer')).toBe('other');
  });
});
