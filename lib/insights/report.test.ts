import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { insightsCsv } from '@/lib/insights/csv';
import { parseRange } from '@/lib/insights/range';
import { recordBeacon } from '@/lib/insights/record';
import { insightsReport } from '@/lib/insights/report';
import { weekOf } from '@/lib/insights/report-days';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const at = (iso: string) => new Date(iso);

describe('the Insights date range', () => {
  const now = at('2026-11-27T10:00:00Z');
  it('defaults to twelve weeks up to today in the member’s zone, and keeps what a URL asks within a year', () => {
    expect(parseRange(new URLSearchParams(), 'Europe/Berlin', now)).toEqual({ from: '2026-09-05', to: '2026-11-27' });
    expect(parseRange(new URLSearchParams({ from: '2026-11-01', to: '2026-11-15' }), 'UTC', now)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    // Nonsense, a future end, a reversed or over-long range.
    expect(parseRange(new URLSearchParams({ from: '2026-02-30', to: 'x' }), 'UTC', now)).toEqual({ from: '2026-09-05', to: '2026-11-27' });
    expect(parseRange(new URLSearchParams({ to: '2030-01-01' }), 'UTC', now).to).toBe('2026-11-27');
    expect(parseRange(new URLSearchParams({ from: '2026-11-20', to: '2026-11-10' }), 'UTC', now)).toEqual({ from: '2026-11-10', to: '2026-11-10' });
    expect(parseRange(new URLSearchParams({ from: '2020-01-01' }), 'UTC', now).from).toBe('2025-11-27');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
  });
});

describe.each(engines)('the Insights report on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
    const contact = (createdAt: string, data: Record<string, unknown>) =>
      db.prisma.contactSubmission.create({ data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Hello there, team', locale: 'de', createdAt: at(createdAt), ...data } });
    await contact('2026-11-17T09:00:00Z', { utmSource: 'linkedin', utmCampaign: 'ai-agents-q1', sourceLanding: '/de/services' });
    await contact('2026-11-18T09:00:00Z', { utmSource: 'LinkedIn', utmCampaign: 'ai-agents-q1', sourceLanding: '/de/services' });
    await contact('2026-11-24T09:00:00Z', { sourceReferrer: 'google.de', sourceLanding: '/de' });
    // Sunday 23:30 in London is already Monday in Berlin: the member's zone decides the week.
    await contact('2026-11-22T23:30:00Z', { locale: 'en', sourceLanding: '/en/contact' });
    await db.prisma.downloadSubmission.create({
      data: { firstName: 'C', lastName: 'D', email: 'c@d.co', company: 'E', agreeMarketing: false, agreePrivacy: true, downloadedAt: at('2026-11-25T12:00:00Z'), locale: 'nl', utmSource: 'newsletter' },
    });
    for (let i = 0; i < 40; i++) await recordBeacon(db.prisma, { t: 'view', path: '/de/services', device: 'desktop', referrer: null, utmSource: 'linkedin' }, at('2026-11-17T10:00:00Z'));
    for (let i = 0; i < 10; i++) await recordBeacon(db.prisma, { t: 'view', path: '/de', device: 'mobile', referrer: 'google.de', utmSource: null }, at('2026-11-24T10:00:00Z'));
    for (const value of [1000, 1200, 1400, 2600]) {
      await recordBeacon(db.prisma, { t: 'vitals', path: '/de/services', device: 'mobile', readings: [{ name: 'LCP', value }] }, at('2026-11-17T10:00:00Z'));
    }
  });

  it('counts enquiries per local week by source, campaign, landing page and language', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(report.leads).toBe(5);
    expect(report.byDimension.source.weeks).toEqual(['2026-11-16', '2026-11-23']);
    expect(report.byDimension.source.series).toEqual([
      { key: 'linkedin', label: 'LinkedIn', counts: [2, 0], total: 2 },
      { key: '', label: null, counts: [0, 1], total: 1 },
      { key: 'google.de', label: 'Google', counts: [0, 1], total: 1 },
      { key: 'newsletter', label: 'Newsletter', counts: [0, 1], total: 1 },
    ]);
    expect(report.byDimension.campaign.series).toEqual([
      { key: '', label: null, counts: [0, 3], total: 3 },
      { key: 'ai-agents-q1', label: 'ai-agents-q1', counts: [2, 0], total: 2 },
    ]);
    expect(report.byDimension.language.series.map((line) => [line.key, line.total])).toEqual([['de', 3], ['en', 1], ['nl', 1]]);
    // In London the late Sunday enquiry belongs to the first week.
    const london = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/London' });
    expect(london.byDimension.language.series.find((line) => line.key === 'en')!.counts).toEqual([1, 0]);
  });

  it('shows conversion per landing page with its numbers, and Web Vitals p75 from the histograms', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    expect(report.views).toBe(50);
    expect(report.pages.find((page) => page.path === '/de/services')).toEqual({ path: '/de/services', views: 40, enquiries: 2, rate: 0.05 });
    expect(report.pages.find((page) => page.path === '/de')).toEqual({ path: '/de', views: 10, enquiries: 1, rate: 0.1 });
    expect(report.pages.find((page) => page.path === '/en/contact')).toEqual({ path: '/en/contact', views: 0, enquiries: 1, rate: null });
    expect(report.vitalsByDay).toHaveLength(1);
    const lcp = report.vitalsByDay[0]!.p75.LCP!;
    // Three of four readings are at most 1,400 ms: that bucket's upper edge, within 6 %.
    expect(lcp).toBeGreaterThanOrEqual(1400);
    expect(lcp).toBeLessThanOrEqual(1400 * 1.06);
    expect(report.vitalsByPage).toEqual([expect.objectContaining({ path: '/de/services', samples: 4 })]);
  });

  it('writes what it shows as CSV, one figure a line, with no formula cells', async () => {
    const report = await insightsReport(db.prisma, { from: '2026-11-16', to: '2026-11-29', timeZone: 'Europe/Berlin' });
    const csv = insightsCsv(report, 'de', {
      headers: { table: 'Tabelle', item: 'Posten', period: 'Zeitraum', measure: 'Kennzahl', value: 'Wert' },
      dimension: (dimension) => dimension,
      itemLabel: (_dimension, key, label) => label ?? (key || 'direkt'),
      enquiries: 'Anfragen',
      views: 'Seitenaufrufe',
      conversion: 'Conversion-Rate',
      conversionTable: 'Conversion-Rate pro Einstiegsseite',
      vitalsByDay: 'Web Vitals',
      vitalsByPage: 'Web Vitals pro Seite',
      samples: 'Ladevorgänge',
      range: 'Zeitraum',
    });
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Tabelle;Posten;Zeitraum;Kennzahl;Wert');
    expect(lines).toContain('source;LinkedIn;2026-11-16;Anfragen;2');
    expect(lines).toContain('Conversion-Rate pro Einstiegsseite;/de/services;2026-11-16 – 2026-11-29;Conversion-Rate;5');
  });
});
