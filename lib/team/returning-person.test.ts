import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveContactSubmission, saveDownloadSubmission } from '@/lib/db/queries';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { AuditActor } from '@/lib/team/audit';
import { assignLead, changeStatus } from '@/lib/team/lead-work';
import { getLead } from '@/lib/team/leads';
import { earlierLeads } from '@/lib/team/returning-person';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const notify = () => [{ kind: 'contact-notification' as const, message: { to: 'team@granite.test', subject: 'New', text: 'x', html: '<p>x</p>' } }];
const contact = (email: string) => ({
  firstName: 'Zoë',
  lastName: 'Öztürk',
  email,
  company: 'Ünïcode & Co',
  service: 'web-design' as const,
  message: 'A new website.',
});
const consent = {
  text: {
    version: 'v1',
    locale: 'en' as const,
    marketingLabel: 'News',
    privacyLabel: 'Agree',
    privacyNote: 'See.',
    sources: { marketingLabel: null, privacyLabel: null, privacyNote: null },
  },
  method: 'web form',
};

describe.each(engines)('one person, many enquiries, on %s', (engine) => {
  let prisma: PrismaClient;
  let ben: AuditActor;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const user = await prisma.user.create({ data: { username: 'ben', password: 'x' } });
    ben = { id: user.id, username: user.username };
  });
  beforeEach(async () => {
    await prisma.leadEvent.deleteMany();
    await clearLeads(prisma);
  });

  it('gives a returning person’s new lead to the member working their earlier one, says so, and lists the earlier ones', async () => {
    const first = (await saveContactSubmission(prisma, contact('zoe@example.com'), 'en', notify)).submission;
    // Nobody works the first one yet: the second arrives unassigned.
    const second = (await saveContactSubmission(prisma, contact(' Zoe@Example.com'), 'en', notify)).submission;
    expect((await getLead(prisma, 'contact', second.id))!.assignee).toBeNull();
    await assignLead(prisma, { kind: 'contact', id: first.id }, ben.id, ben);
    await changeStatus(prisma, { kind: 'contact', id: first.id }, 'in_progress', ben);

    // Her white-paper request, with her address spelled otherwise, goes to Ben, and its timeline says why.
    const download = (
      await saveDownloadSubmission(
        prisma,
        { firstName: 'Zoë', lastName: 'Öztürk', email: 'ZOE@example.com ', company: 'Ü', agreeMarketing: false, agreePrivacy: true },
        'en',
        consent,
        () => notify(),
      )
    ).submission;
    const lead = (await getLead(prisma, 'download', download.id))!;
    expect(lead.assignee).toBe('ben');
    expect(lead.timeline.find((entry) => entry.type === 'routed')).toMatchObject({ to: 'ben', earlier: { kind: 'contact', id: first.id } });

    expect(await earlierLeads(prisma, { kind: 'download', id: download.id, email: download.email })).toEqual([
      { kind: 'contact', id: second.id, createdAt: expect.any(Date), status: 'new', assignee: null },
      { kind: 'contact', id: first.id, createdAt: expect.any(Date), status: 'in_progress', assignee: 'ben' },
    ]);
    // Someone else's address: nothing routed, nothing listed.
    const other = (await saveContactSubmission(prisma, contact('zoe.other@example.com'), 'en', notify)).submission;
    expect((await getLead(prisma, 'contact', other.id))!.assignee).toBeNull();
    expect(await earlierLeads(prisma, { kind: 'contact', id: other.id, email: other.email })).toEqual([]);
  });
});
