import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailMessage, MailTransport } from '@/lib/mail/message';
import { drainOutbox } from '@/lib/outbox/worker';
import { queueMorningMails } from '@/lib/team/morning-mail';
import { engines, useTestDatabases } from '@/test/databases';
import { seedContact } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

describe.each(engines)('the morning mail on %s', (engine) => {
  let prisma: PrismaClient;
  const sent: MailMessage[] = [];
  const transport: MailTransport = { name: 'test', send: async (message) => (sent.push(message), { ok: true, id: `m${sent.length}` }) };
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const berlin = await prisma.user.create({ data: { username: 'greta', password: 'x', role: 'account-manager', email: 'greta@granite.test' } });
    await prisma.memberPreference.create({ data: { userId: berlin.id, timeZone: 'Europe/Berlin', locale: 'de', morningMail: true } });
    const london = await prisma.user.create({ data: { username: 'liam', password: 'x', email: 'liam@granite.test' } });
    await prisma.memberPreference.create({ data: { userId: london.id, morningMail: true } });
    // Opted out, and an editor (who opens no leads): never.
    const quiet = await prisma.user.create({ data: { username: 'quiet', password: 'x', email: 'quiet@granite.test' } });
    await prisma.memberPreference.create({ data: { userId: quiet.id, morningMail: false } });
    const editor = await prisma.user.create({ data: { username: 'ed', password: 'x', role: 'editor', email: 'ed@granite.test' } });
    await prisma.memberPreference.create({ data: { userId: editor.id, morningMail: true } });
    const lead = await seedContact(prisma, {
      firstName: 'Ayşe',
      lastName: 'Öztürk',
      company: 'Öztürk Logistik GmbH',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    await prisma.contactSubmission.update({ where: { id: lead.id }, data: { assigneeId: berlin.id } });
  });

  /** One round of the job, then of the send-mail job. */
  const round = async (at: string) => {
    const queued = await queueMorningMails(prisma, { origin: 'https://www.granite-digital.test', now: new Date(at) });
    await drainOutbox(prisma, { transport, now: () => new Date(at) });
    return queued;
  };

  it('goes out at 8:00 on a weekday in each member’s zone, in their language, once a day however often the round runs', async () => {
    // 07:30 in London is 08:30 in Berlin: Greta's only.
    expect(await round('2026-11-25T07:30:00Z')).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['greta@granite.test']);
    const greta = sent[0]!;
    expect(greta.subject).toBe('Ihr Tag, Mittwoch, 25. November: 1 überfällig, 0 heute fällig, 0 nächste Schritte');
    expect(greta.text).toContain('Guten Morgen greta,');
    expect(greta.text).toContain('Überfällig (1)\n- Ayşe Öztürk – Öztürk Logistik GmbH');
    expect(greta.text).toMatch(/https:\/\/www\.granite-digital\.test\/de\/team\/leads\/contact\/\d+/);
    expect(greta.html).toContain('lang="de"');
    // Another round, another instance: nothing more today.
    expect(await round('2026-11-25T07:45:00Z')).toBe(0);
    // 08:00 in London: Liam, in English.
    expect(await round('2026-11-25T08:00:00Z')).toBe(1);
    expect(sent.at(-1)).toMatchObject({ to: 'liam@granite.test', subject: 'Your day, Wednesday 25 November: 0 overdue, 0 due today, 0 next steps' });
    expect(sent.at(-1)!.text).toContain('Nothing waiting for you today.');
    // Saturday: none; Monday: both again; every mail is in the outbox.
    expect(await round('2026-11-28T10:00:00Z')).toBe(0);
    expect(await round('2026-11-30T10:00:00Z')).toBe(2);
    expect(await prisma.mailOutbox.count({ where: { kind: 'morning-mail', status: 'sent' } })).toBe(4);
  });
});
