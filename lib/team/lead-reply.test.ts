import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailMessage, MailTransport, SendResult } from '@/lib/mail/message';
import { drainOutbox } from '@/lib/outbox/worker';
import type { AuditActor } from '@/lib/team/audit';
import { forgetInboxCounts } from '@/lib/team/inbox';
import { replyToAddress, sendLeadReply } from '@/lib/team/lead-reply';
import { getLead, retryNotification } from '@/lib/team/leads';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads, seedContact, seedDownload } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const at = new Date('2026-11-26T10:00:00Z');

/** A transport answering with `answers` in turn (then success), keeping what it was given. */
function transportOf(...answers: SendResult[]) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    name: 'test',
    send: async (message) => {
      const answer = answers.shift() ?? { ok: true, id: `id-${sent.length}` };
      if (answer.ok) sent.push(message);
      return answer;
    },
  };
  return { transport, sent };
}

const reply = {
  replyLocale: 'de' as const,
  subject: 'Ihre Anfrage an Granite Digital',
  body: 'Guten Tag Ayşe Öztürk,\nvielen Dank für Ihre Anfrage.\n\nMit freundlichen Grüßen\nada',
};

describe.each(engines)('a reply from the lead on %s', (engine) => {
  let prisma: PrismaClient;
  let ada: AuditActor;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const user = await prisma.user.create({ data: { username: 'ada', password: 'x', email: 'ada@granite.test' } });
    ada = { id: user.id, username: user.username };
  });
  beforeEach(async () => {
    await prisma.leadEvent.deleteMany();
    await clearLeads(prisma);
    forgetInboxCounts();
  });

  it('reaches the visitor with Reply-To the member, stands in the history with who and when, and marks the lead answered', async () => {
    const lead = await seedContact(prisma, { email: 'ayse@beispiel.de', status: 'in_progress', createdAt: new Date('2026-11-25T09:00:00Z') });
    const { transport, sent } = transportOf();
    const replyTo = await replyToAddress(prisma, ada.id, 'team@granite.test');
    expect(replyTo).toBe('ada@granite.test');
    expect(await sendLeadReply(prisma, lead, reply, ada, { transport, replyTo, now: at })).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ayse@beispiel.de', replyTo: 'ada@granite.test', subject: reply.subject, text: reply.body });
    expect(sent[0]!.html).toContain('lang="de"');
    expect(sent[0]!.html).toContain('Guten Tag Ayşe Öztürk,');
    const detail = (await getLead(prisma, 'contact', lead.id))!;
    expect(detail.status).toBe('answered');
    const written = detail.timeline.find((entry) => entry.type === 'reply-sent');
    expect(written).toMatchObject({ authorName: 'ada', at, subject: reply.subject, body: reply.body });
    expect(detail.timeline.find((entry) => entry.type === 'status')).toMatchObject({ authorName: 'ada', from: 'in_progress', to: 'answered', at });
    expect(detail.notifications).toMatchObject([{ kind: 'lead-reply', status: 'sent', toTeam: false }]);
    expect(await prisma.auditEntry.count({ where: { action: 'lead-reply' } })).toBe(1);
  });

  it('keeps a refused reply, shows it failed, and sends it on "Retry now"; a closed lead stays closed', async () => {
    const lead = await seedDownload(prisma, { email: 'jan@voorbeeld.nl', status: 'closed', createdAt: new Date('2026-11-25T09:00:00Z') });
    const refused = transportOf({ ok: false, retryable: false, error: 'The to address is invalid' });
    expect(await sendLeadReply(prisma, lead, { ...reply, replyLocale: 'nl' }, ada, { ...refused, replyTo: 'team@granite.test', now: at })).toBe('failed');
    let detail = (await getLead(prisma, 'download', lead.id))!;
    expect(detail.status).toBe('closed');
    const [mail] = detail.notifications;
    expect(mail).toMatchObject({ kind: 'lead-reply', status: 'failed', lastError: 'The to address is invalid' });
    // The words are kept, whatever became of the mail.
    expect(detail.timeline.find((entry) => entry.type === 'reply-sent')).toMatchObject({ body: reply.body });
    const again = transportOf();
    expect(await retryNotification(prisma, 'download', lead.id, mail!.id, ada, { transport: again.transport })).toBe('sent');
    expect(again.sent[0]).toMatchObject({ to: 'jan@voorbeeld.nl', replyTo: 'team@granite.test' });
    detail = (await getLead(prisma, 'download', lead.id))!;
    expect(detail.notifications[0]!.status).toBe('sent');
  });

  it('leaves a passing failure to the outbox worker, which sends it once', async () => {
    const lead = await seedContact(prisma, { createdAt: new Date('2026-11-25T09:00:00Z') });
    const busy = transportOf({ ok: false, retryable: true, error: 'rate limited' });
    expect(await sendLeadReply(prisma, lead, reply, ada, { transport: busy.transport, replyTo: 'team@granite.test', now: at })).toBe('queued');
    expect((await getLead(prisma, 'contact', lead.id))!.status).toBe('answered');
    const worker = transportOf();
    const later = () => new Date(Date.now() + 60 * 60 * 1000);
    expect(await drainOutbox(prisma, { transport: worker.transport, now: later })).toEqual(['sent']);
    expect(worker.sent).toHaveLength(1);
    expect(await drainOutbox(prisma, { transport: worker.transport, now: later })).toEqual([]);
  });

  it('answers null for a lead that is not there, and falls back to the team address for a member without one', async () => {
    const { transport, sent } = transportOf();
    expect(await sendLeadReply(prisma, { kind: 'contact', id: 999_999 }, reply, ada, { transport, replyTo: 'x@y.z' })).toBeNull();
    expect(sent).toHaveLength(0);
    const bob = await prisma.user.create({ data: { username: `bob-${engine}`, password: 'x' } });
    expect(await replyToAddress(prisma, bob.id, 'team@granite.test')).toBe('team@granite.test');
  });
});
