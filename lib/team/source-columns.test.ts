import { describe, expect, it } from 'vitest';
import { sourceCell, sourceColumns } from '@/lib/team/source-columns';

describe('the lead-source columns of the export', () => {
  const words = {
    direct: 'Direct or unknown',
    yes: 'Yes',
    no: 'No',
    device: (device: string) => ({ mobile: 'Phone', tablet: 'Tablet', desktop: 'Desktop' })[device]!,
  };
  it('writes each part of a source in words, and nothing for a lead without one', () => {
    const source = {
      page: '/de/contact',
      landing: '/de/services',
      referrer: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'ai-agents-q1',
      utmTerm: null,
      utmContent: null,
      clickId: true,
      device: 'mobile' as const,
    };
    expect(sourceColumns.map((column) => sourceCell(column, source, words))).toEqual([
      'LinkedIn',
      'social',
      'ai-agents-q1',
      '',
      '',
      '/de/services',
      '/de/contact',
      'linkedin.com',
      'Yes',
      'Phone',
    ]);
    expect(sourceCell('source', { ...source, utmSource: null, referrer: null }, words)).toBe('Direct or unknown');
    expect(sourceColumns.map((column) => sourceCell(column, null, words))).toEqual(Array(10).fill(''));
  });
});
