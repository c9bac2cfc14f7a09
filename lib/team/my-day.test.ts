import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { AuditActor } from '@/lib/team/audit';
import { replyDueAt } from '@/lib/team/business-hours';
import { dayIn, parseDay, parseNote, setNextAction } from '@/lib/team/follow-up';
import { assignLead, changeStatus } from '@/lib/team/lead-work';
import { getLead } from '@/lib/team/leads';
import { myDay } from '@/lib/team/my-day';
import { agencyCalendar } from '@/lib/team/reply-clock';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads, seedContact, seedDownload } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const HOUR = 60 * 60 * 1000;
// Wednesday 25 November 2026, 11:00 in London (GMT).
const now = new Date('2026-11-25T11:00:00Z');

describe('a next step in a form', () => {
  it('takes real days and short one-line notes only', () => {
    expect(parseDay('2026-11-30')).toBe('2026-11-30');
    for (const bad of ['2026-02-30', '30.11.2026', '2026-11-30T00:00', '', null, '1999-01-01']) expect(parseDay(bad)).toBeUndefined();
    expect(parseNote('  Call back about the offer ')).toBe('Call back about the offer');
    expect(parseNote('')).toBeNull();
    expect(parseNote('two\nlines')).toBeUndefined();
    expect(parseNote('x'.repeat(201))).toBeUndefined();
    // The member's today: Auckland is already on Thursday.
    expect(dayIn('Europe/London', now)).toBe('2026-11-25');
    expect(dayIn('Pacific/Auckland', now)).toBe('2026-11-26');
  });
});

describe.each(engines)('a member’s day on %s', (engine) => {
  let prisma: PrismaClient;
  let ada: AuditActor;
  let bob: AuditActor;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const [a, b] = [
      await prisma.user.create({ data: { username: 'ada', password: 'x' } }),
      await prisma.user.create({ data: { username: 'bob', password: 'x' } }),
    ];
    ada = { id: a.id, username: a.username };
    bob = { id: b.id, username: b.username };
  });
  beforeEach(async () => {
    await prisma.leadEvent.deleteMany();
    await clearLeads(prisma);
  });

  it('lists what is overdue, what comes due by closing, the next steps for today and what was given to the member', async () => {
    // Arrived Friday 10:00: due Tuesday 16:00, overdue. Monday 9:30: due Wednesday 15:30, today. Tuesday: due Thursday.
    const late = await seedContact(prisma, { firstName: 'Late', createdAt: new Date('2026-11-20T10:00:00Z') });
    const today = await seedDownload(prisma, { firstName: 'Today', createdAt: new Date('2026-11-23T09:30:00Z') });
    const later = await seedContact(prisma, { firstName: 'Later', createdAt: new Date('2026-11-24T12:00:00Z') });
    const answered = await seedContact(prisma, { firstName: 'Answered', status: 'answered', createdAt: new Date('2026-11-19T10:00:00Z') });
    const others = await seedContact(prisma, { firstName: 'Bobs', createdAt: new Date('2026-11-19T10:00:00Z') });
    expect(replyDueAt(late.createdAt, agencyCalendar()).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    // Bob gives Ada three of them yesterday; Ada takes one herself (not "given to her").
    for (const lead of [late, today, answered]) await assignLead(prisma, lead, ada.id, bob, new Date(now.getTime() - 20 * HOUR));
    await assignLead(prisma, later, ada.id, ada, new Date(now.getTime() - HOUR));
    await assignLead(prisma, others, bob.id, bob, new Date(now.getTime() - HOUR));
    // Next steps: one for today, one for tomorrow, one on an answered lead last Monday.
    expect(await setNextAction(prisma, later, { on: '2026-11-25', note: 'Send the offer' }, ada, now)).toBe(true);
    await setNextAction(prisma, today, { on: '2026-11-26', note: null }, ada, now);
    await setNextAction(prisma, answered, { on: '2026-11-23', note: 'Ask how it went' }, ada, now);

    const day = await myDay(prisma, ada, 'Europe/London', now);
    const names = (list: { firstName: string }[]) => list.map((lead) => lead.firstName);
    expect(names(day.overdue)).toEqual(['Late']);
    expect(names(day.dueToday)).toEqual(['Today']);
    expect(names(day.followUps)).toEqual(['Answered', 'Later']);
    expect(day.followUps[1]!.nextAction).toEqual({ on: '2026-11-25', note: 'Send the offer' });
    expect(names(day.newlyAssigned).sort()).toEqual(['Answered', 'Late', 'Today']);
    // In Auckland it is Thursday already: tomorrow's step is today's there.
    expect(names((await myDay(prisma, ada, 'Pacific/Auckland', now)).followUps)).toEqual(['Answered', 'Later', 'Today']);

    // Answering stops the clock; clearing the step takes it off the list; both stand in the timeline.
    await changeStatus(prisma, late, 'answered', ada, now);
    await setNextAction(prisma, later, null, ada, now);
    const after = await myDay(prisma, ada, 'Europe/London', now);
    expect(after.overdue).toEqual([]);
    expect(names(after.followUps)).toEqual(['Answered']);
    const timeline = (await getLead(prisma, 'contact', later.id))!.timeline.filter((entry) => entry.type === 'next-action');
    expect(timeline).toMatchObject([
      { on: null, authorName: 'ada' },
      { on: '2026-11-25', note: 'Send the offer' },
    ]);
    expect((await getLead(prisma, 'contact', later.id))!.nextAction).toBeNull();
    expect((await getLead(prisma, 'download', today.id))!.nextAction).toEqual({ on: '2026-11-26', note: null });
    // Bob's day holds only his own.
    expect(names((await myDay(prisma, bob, 'Europe/London', now)).overdue)).toEqual(['Bobs']);
  });
});
