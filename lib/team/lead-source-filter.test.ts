import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { leadFilterToParams, parseLeadFilter } from '@/lib/team/lead-filter';
import { listLeads } from '@/lib/team/leads';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

describe('the inbox’s source filter', () => {
  it('travels in the URL, trimmed and bounded', () => {
    expect(parseLeadFilter(new URLSearchParams({ source: '  ai-agents-q1 ' })).source).toBe('ai-agents-q1');
    expect(parseLeadFilter(new URLSearchParams({ source: 'x'.repeat(300) })).source).toHaveLength(100);
    expect(leadFilterToParams({ source: 'linkedin' }).toString()).toBe('source=linkedin');
  });

  describe.each(engines)('on %s', (engine) => {
    let db: Database;
    beforeAll(async () => {
      db = await dbs.open(engine);
      const lead = (lastName: string, data: Record<string, unknown>) =>
        db.prisma.contactSubmission.create({ data: { firstName: 'Ada', lastName, email: `${lastName}@example.com`, message: 'Hello there, team', ...data } });
      await lead('Linked', { utmSource: 'LinkedIn', utmMedium: 'social', utmCampaign: 'ai-agents-q1', sourceLanding: '/de/services', sourceDevice: 'mobile' });
      await lead('Searched', { sourceReferrer: 'google.de', sourceLanding: '/en' });
      await lead('Direct', { sourceLanding: '/fr/contact', sourceClickId: false });
      await lead('Older', {});
    });
    const names = async (source: string) => (await listLeads(db.prisma, { source }, {})).rows.map((row) => row.lastName).sort();

    it('finds leads by source, campaign, medium, referring site or landing page, and direct visits', async () => {
      expect(await names('linkedin')).toEqual(['Linked']);
      expect(await names('AI-AGENTS')).toEqual(['Linked']);
      expect(await names('social')).toEqual(['Linked']);
      expect(await names('google')).toEqual(['Searched']);
      expect(await names('/de/')).toEqual(['Linked']);
      expect(await names('direct')).toEqual(['Direct']);
      expect(await names('50%_off')).toEqual([]);
    });

    it('reads each lead’s source back for the inbox', async () => {
      const rows = (await listLeads(db.prisma, {}, {})).rows;
      expect(rows.find((row) => row.lastName === 'Linked')!.source).toMatchObject({
        utmSource: 'LinkedIn',
        utmCampaign: 'ai-agents-q1',
        landing: '/de/services',
        device: 'mobile',
      });
      expect(rows.find((row) => row.lastName === 'Older')!.source).toBeNull();
    });
  });
});
