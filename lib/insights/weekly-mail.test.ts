import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { sendWeeklySummaries, setWeeklyChoice } from '@/lib/insights/weekly-mail';
import { useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

describe('the Monday Insights summary', () => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open('pglite');
    const owner = await db.prisma.user.create({ data: { username: 'olga', password: 'x', email: 'olga@granite.test' } });
    const editor = await db.prisma.user.create({ data: { username: 'ed', password: 'x', role: 'editor', email: 'ed@granite.test' } });
    await db.prisma.memberPreference.create({ data: { userId: owner.id, locale: 'de', timeZone: 'Europe/Berlin' } });
    await setWeeklyChoice(db.prisma, owner.id, true);
    // An editor who somehow asked for it (before a role change) gets nothing: the permission decides.
    await setWeeklyChoice(db.prisma, editor.id, true);
    const contact = (createdAt: string, data: Record<string, unknown>) =>
      db.prisma.contactSubmission.create({
        data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Hello there, team', locale: 'de', createdAt: new Date(createdAt), ...data },
      });
    await contact('2026-11-24T09:00:00Z', { sourceReferrer: 'google.de', sourceClickId: true });
    await contact('2026-11-25T09:00:00Z', { utmSource: 'google', utmMedium: 'cpc' });
    await contact('2026-11-18T09:00:00Z', { utmSource: 'linkedin' });
  });

  it('goes once a week from 07:00 on Monday in the owner’s zone, in their language, last week against the week before', async () => {
    // 06:30 in Berlin on Monday 30 November: not yet.
    expect(await sendWeeklySummaries(db.prisma, new Date('2026-11-30T05:30:00Z'))).toBe(0);
    expect(await sendWeeklySummaries(db.prisma, new Date('2026-11-30T06:05:00Z'))).toBe(1);
    // Again later that day, or from a second instance: nothing more.
    expect(await sendWeeklySummaries(db.prisma, new Date('2026-11-30T09:00:00Z'))).toBe(0);
    const rows = await db.prisma.mailOutbox.findMany({ where: { kind: 'insights-weekly' } });
    expect(rows.map((row) => row.recipient)).toEqual(['olga@granite.test']);
    const payload = rows[0]!.payload as { subject: string; text: string };
    expect(payload.subject).toBe('Auswertungen für die Woche ab 23. November');
    expect(payload.text).toMatch(/Anfragen: 2 \(Vorwoche: 1, \+100\s%\)/);
    expect(payload.text).toContain('Die meisten Anfragen kamen über Google (2).');
    // The next Monday, the next week.
    expect(await sendWeeklySummaries(db.prisma, new Date('2026-12-07T08:00:00Z'))).toBe(1);
  });
});
