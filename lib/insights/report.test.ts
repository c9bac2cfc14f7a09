import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { insightsCsv } from '@/lib/insights/csv';
import { parseRange } from '@/lib/insights/range';
import { countBeacon, flushCounts, recordBeacon } from '@/lib/insights/record';
import { insightsReport } from '@/lib/insights/report';
import { weekOf } from '@/lib/insights/report-days';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const at = (iso: string) => new Date(iso);
const view = {
  t: 'view' as const,
  path: '/de',
  device: 'desktop' as const,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  clickId: false,
  visit: null,
  landing: null,
};

describe('the Insights date range', () => {
  const now = at('2026-11-27T10:00:00Z');
  it('defaults to twelve weeks up to today in the member’s zone, and keeps what a URL asks within a year', () => {
    const range = (query: Record<string, string>, zone = 'UTC') => parseRange(new URLSearchParams(query), zone, now);
    expect(range({}, 'Europe/Berlin')).toEqual({ from: '2026-09-05', to: '2026-11-27', preset: null, adjusted: [] });
    expect(range({ from: '2026-11-01', to: '2026-11-15' })).toEqual({ from: '2026-11-01', to: '2026-11-15', preset: null, adjusted: [] });
    // Nonsense, a future end, a reversed or over-long range: changed, and said so.
    expect(range({ from: '2026-02-30', to: 'x' })).toMatchObject({ from: '2026-09-05', to: '2026-11-27', adjusted: [] });
    expect(range({ to: '2030-01-01' })).toMatchObject({ to: '2026-11-27', adjusted: ['future'] });
    // 30 Nov to 1 Nov: swapped (30 Nov is still ahead, so it ends today), never 1 Nov–1 Nov.
    expect(range({ from: '2026-11-20', to: '2026-11-10' })).toEqual({ from: '2026-11-10', to: '2026-11-20', preset: null, adjusted: ['swapped'] });
    expect(range({ from: '2026-11-30', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-27', preset: null, adjusted: ['swapped', 'future'] });
    expect(range({ from: '2020-01-01' })).toMatchObject({ from: '2025-11-27', adjusted: ['tooLong'] });
    // Presets end today in the member's zone.
    expect(range({ preset: 'last-7-days' })).toEqual({ from: '2026-11-21', to: '2026-11-27', preset: 'last-7-days', adjusted: [] });
    expect(range({ preset: 'last-28-days' })).toMatchObject({ from: '2026-10-31', to: '2026-11-27' });
    expect(range({ preset: 'this-month' })).toMatchObject({ from: '2026-11-01', to: '2026-11-27' });
    expect(parseRange(new URLSearchParams({ preset: 'this-month' }), 'Pacific/Kiritimati', at('2026-11-30T12:00:00Z'))).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
  });
});

describe.each(engines)('the Insights report on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
    const contact = (createdAt: string, data: Record<string, unknown>) =>
      db.prisma.contactSubmission.create({
        data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Hello there, team', locale: 'de', createdAt: at(createdAt), ...data },
      });
    await contact('2026-11-17T09:00:00Z', { utmSource: 'linkedin', utmCampaign: 'ai-agents-q1', sourceLanding: '/de/services' });
    await contact('2026-11-18T09:00:00Z', { utmSource: 'LinkedIn', utmCampaign: 'ai-agents-q1', sourceLanding: '/de/services' });
    await contact('2026-11-24T09:00:00Z', { sourceReferrer: 'google.de', sourceLanding: '/de' });
    // Sunday 23:30 in London is already Monday in Berlin: the member's zone decides the week.
    await contact('2026-11-22T23:30:00Z', { locale: 'en', sourceLanding: '/en/contact' });
    // Three enquiries from Google, however they arrived: an ad click on google.de, google.nl, a cpc-tagged link.
    await contact('2026-10-06T09:00:00Z', { sourceReferrer: 'google.de', sourceClickId: true, sourceLanding: '/de' });
    await contact('2026-10-06T10:00:00Z', { sourceReferrer: 'google.nl', sourceLanding: '/de' });
    await contact('2026-10-06T11:00:00Z', { utmSource: 'google', utmMedium: 'cpc', sourceLanding: '/de/services' });
    await db.prisma.downloadSubmission.create({
      data: {
        firstName: 'C',
        lastName: 'D',
        email: 'c@d.co',
        company: 'E',
        agreeMarketing: false,
        agreePrivacy: true,
        downloadedAt: at('2026-11-25T12:00:00Z'),
        locale: 'nl',
        utmSource: 'newsletter',
      },
    });
    // 40 views of /de/services from LinkedIn in 20 visits, 12 of which went on to a second page.
    for (let i = 0; i < 40; i++) {
      const visit = i < 20 ? ('start' as const) : i < 32 ? ('next' as const) : null;
      countBeacon(
        {
          ...view,
          path: visit === 'next' ? '/de/contact' : '/de/services',
          utmSource: 'linkedin',
          utmMedium: 'social',
          visit,
          landing: visit === 'next' ? '/de/services' : null,
        },
        at('2026-11-17T10:00:00Z'),
      );
    }
    for (let i = 0; i < 10; i++) countBeacon({ ...view, device: 'mobile', referrer: 'google.de', visit: 'start' }, at('2026-11-24T10:00:00Z'));
    await flushCounts(db.prisma);
    for (const value of [1000, 1200, 1400, 2600]) {
      await recordBeacon(db.prisma, { t: 'vitals', path: '/de/services', device: 'mobile', readings: [{ name: 'LCP', value }] }, at('2026-11-17T10:00:00Z'));
    }
  });

  it('counts enquiries per local week by source, channel, campaign, landing page and language', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(report.totals.leads).toBe(5);
    expect(report.byDimension.source).toMatchObject({ granularity: 'day', total: 5 });
    const weekly = await insightsReport(db.prisma, { from: '2026-10-26', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(weekly.byDimension.source.granularity).toBe('week');
    expect(weekly.byDimension.source.buckets).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekly.byDimension.source.series).toEqual([
      { key: 'linkedin', label: 'LinkedIn', counts: [0, 0, 0, 2, 0], total: 2 },
      { key: '', label: null, counts: [0, 0, 0, 0, 1], total: 1 },
      { key: 'google', label: 'Google', counts: [0, 0, 0, 0, 1], total: 1 },
      { key: 'newsletter', label: 'Newsletter', counts: [0, 0, 0, 0, 1], total: 1 },
    ]);
    expect(weekly.byDimension.channel.series.map((line) => [line.key, line.total])).toEqual([
      ['organic-social', 2],
      ['direct', 1],
      ['email', 1],
      ['organic-search', 1],
    ]);
    expect(report.byDimension.campaign.series.map((line) => [line.key, line.total])).toEqual([
      ['', 3],
      ['ai-agents-q1', 2],
    ]);
    expect(report.byDimension.language.series.map((line) => [line.key, line.total])).toEqual([
      ['de', 3],
      ['en', 1],
      ['nl', 1],
    ]);
    // In London the late Sunday enquiry belongs to the Sunday, in Berlin to the Monday.
    const london = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/London' });
    const english = (r: typeof report) =>
      r.byDimension.language.buckets.filter((_, i) => r.byDimension.language.series.find((line) => line.key === 'en')!.counts[i]);
    expect(english(london)).toEqual(['2026-11-22']);
    expect(english(report)).toEqual(['2026-11-23']);
  });

  it('counts three Google enquiries as Google, two of them paid search, and draws a one-day range by the hour', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-10-06', to: '2026-10-06', timeZone: 'Europe/Berlin' });
    expect(report.totals.leads).toBe(3);
    expect(report.byDimension.source.series).toEqual([{ key: 'google', label: 'Google', counts: expect.any(Array), total: 3 }]);
    expect(report.channels.filter((line) => line.leads > 0).map((line) => [line.key, line.leads])).toEqual([
      ['paid-search', 2],
      ['organic-search', 1],
    ]);
    expect(report.byDimension.source.granularity).toBe('hour');
    expect(report.byDimension.source.buckets).toHaveLength(24);
    // 09:00, 10:00 and 11:00 UTC are 11, 12 and 13 o'clock in Berlin (summer time).
    const counts = report.byDimension.source.series[0]!.counts;
    expect(report.byDimension.source.buckets.filter((_, i) => counts[i])).toEqual(['11', '12', '13']);
  });

  it('counts visits, bounces and page views by channel, source and device, and conversion by visits begun on the page', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(report.totals).toEqual({ leads: 5, views: 50, visits: 30, bounces: 18 });
    expect(report.pages.find((page) => page.path === '/de/services')).toEqual({
      path: '/de/services',
      views: 28,
      visits: 20,
      bounces: 8,
      enquiries: 2,
      rate: 0.1,
    });
    expect(report.pages.find((page) => page.path === '/de/contact')).toEqual({
      path: '/de/contact',
      views: 12,
      visits: 0,
      bounces: 0,
      enquiries: 0,
      rate: null,
    });
    expect(report.pages.find((page) => page.path === '/de')).toEqual({ path: '/de', views: 10, visits: 10, bounces: 10, enquiries: 1, rate: 0.1 });
    expect(report.pages.find((page) => page.path === '/en/contact')).toMatchObject({ views: 0, visits: 0, enquiries: 1, rate: null });
    expect(report.channels.find((line) => line.key === 'organic-social')).toEqual({ key: 'organic-social', views: 40, visits: 20, bounces: 8, leads: 2 });
    expect(report.channels.find((line) => line.key === 'organic-search')).toEqual({ key: 'organic-search', views: 10, visits: 10, bounces: 10, leads: 1 });
    expect(report.sources.slice(0, 2)).toEqual([
      { key: 'linkedin', label: 'LinkedIn', views: 40, visits: 20, bounces: 8, leads: 2 },
      { key: 'google', label: 'Google', views: 10, visits: 10, bounces: 10, leads: 1 },
    ]);
    expect(report.devices).toEqual([
      { key: 'mobile', views: 10, visits: 10, bounces: 10, leads: 0 },
      { key: 'tablet', views: 0, visits: 0, bounces: 0, leads: 0 },
      { key: 'desktop', views: 40, visits: 20, bounces: 8, leads: 0 },
    ]);
    // The week before, the same seven days earlier.
    const week = await insightsReport(db.prisma, { from: '2026-11-23', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(week.previous).toEqual({ from: '2026-11-16', to: '2026-11-22', leads: 2, views: 40, visits: 20, bounces: 8 });
    expect(week.totals).toMatchObject({ leads: 3, views: 10, visits: 10 });
  });

  it('names page-view rows stored before sources were kept by name, and gives them a channel from the source', async () => {
    await db.prisma.pageViewDay.createMany({
      data: [
        { day: at('2026-09-01T00:00:00Z'), path: '/en', locale: 'en', source: 'google.co.uk', device: 'desktop', views: 3 },
        { day: at('2026-09-01T00:00:00Z'), path: '/en', locale: 'en', source: 'google', device: 'desktop', views: 2 },
        { day: at('2026-09-01T00:00:00Z'), path: '/en', locale: 'en', source: 'partner.example', device: 'desktop', views: 1 },
      ],
    });
    const report = await insightsReport(db.prisma, { from: '2026-09-01', to: '2026-09-01', timeZone: 'UTC' });
    expect(report.sources.map((line) => [line.label, line.views])).toEqual([
      ['Google', 5],
      ['partner.example', 1],
    ]);
    expect(report.channels.filter((line) => line.views > 0).map((line) => [line.key, line.views])).toEqual([
      ['organic-search', 5],
      ['referral', 1],
    ]);
  });

  it('shows Web Vitals p75 from the histograms', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(report.vitalsByDay).toHaveLength(1);
    const lcp = report.vitalsByDay[0]!.p75.LCP!;
    // Three of four readings are at most 1,400 ms: that bucket's upper edge, within 6 %.
    expect(lcp).toBeGreaterThanOrEqual(1400);
    expect(lcp).toBeLessThanOrEqual(1400 * 1.06);
    expect(report.vitalsByPage).toEqual([expect.objectContaining({ path: '/de/services', samples: 4 })]);
  });

  it('writes what it shows as CSV, one figure a line, with no formula cells', async () => {
    const csvOf = async (from: string, to: string) => {
      const report = await insightsReport(db.prisma, { from, to, timeZone: 'Europe/Berlin' });
      const csv = insightsCsv(report, 'de', {
        headers: { table: 'Tabelle', item: 'Posten', period: 'Zeitraum', measure: 'Kennzahl', value: 'Wert' },
        dimension: (dimension) => dimension,
        itemLabel: (_dimension, key, label) => (key === '*' ? 'Sonstige' : (label ?? (key || 'direkt'))),
        channelName: (channel) => channel,
        device: (device) => device,
        enquiries: 'Anfragen',
        views: 'Seitenaufrufe',
        visits: 'Besuche',
        bounces: 'Absprünge',
        conversion: 'Konversion',
        totals: 'Summen',
        previous: 'Vorheriger Zeitraum',
        byChannel: 'Nach Kanal',
        bySource: 'Nach Quelle',
        byDevice: 'Nach Gerät',
        conversionTable: 'Konversion pro Einstiegsseite',
        vitalsByDay: 'Web Vitals',
        vitalsByPage: 'Web Vitals pro Seite',
        samples: 'Seitenaufrufe',
        range: 'Zeitraum',
      });
      return csv.replace('\uFEFF', '').trim().split('\r\n');
    };
    const lines = await csvOf('2026-11-16', '2026-11-29');
    expect(lines[0]).toBe('Tabelle;Posten;Zeitraum;Kennzahl;Wert');
    expect(lines).toContain('source;LinkedIn;2026-11-17;Anfragen;1');
    expect(lines).toContain('Summen;;2026-11-16 – 2026-11-29;Besuche;30');
    expect(lines).toContain('Vorheriger Zeitraum;;2026-11-02 – 2026-11-15;Anfragen;0');
    expect(lines).toContain('Nach Kanal;organic-social;2026-11-16 – 2026-11-29;Besuche;20');
    expect(lines).toContain('Nach Gerät;mobile;2026-11-16 – 2026-11-29;Seitenaufrufe;10');
    expect(lines).toContain('Konversion pro Einstiegsseite;/de/services;2026-11-16 – 2026-11-29;Konversion;10');
    // Done when: the three Google enquiries count 3 under Google; 2 paid search and 1 organic search.
    const google = await csvOf('2026-10-06', '2026-10-06');
    expect(google).toContain('Nach Quelle;Google;2026-10-06 – 2026-10-06;Anfragen;3');
    expect(google).toContain('Nach Kanal;paid-search;2026-10-06 – 2026-10-06;Anfragen;2');
    expect(google).toContain('Nach Kanal;organic-search;2026-10-06 – 2026-10-06;Anfragen;1');
    expect(google).toContain('source;Google;2026-10-06 12:00;Anfragen;1');
  });
});
