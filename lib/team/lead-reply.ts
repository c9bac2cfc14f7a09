import 'server-only';
import { run } from '@/lib/db/raw-sql';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { leadReplyMail, type MailTransport } from '@/lib/mail';
import { deliver, IMMEDIATE_SEND_TIMEOUT_MS, defaultRetryPolicy, insertOutboxSql, outboxRowsFor } from '@/lib/outbox';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { forgetInboxCounts } from '@/lib/team/inbox';
import type { LeadRef } from '@/lib/team/lead-filter';
import { lockLead, owner, writeStatus } from '@/lib/team/lead-work';
import type { LeadReplyInput } from '@/lib/validation/lead-reply';

// A reply written on the lead's page. In one transaction: the mail goes into the outbox (claimed
// by this request), the lead's timeline keeps who wrote what and when, and the lead is marked
// answered. Then one try at once; a try that fails is the outbox's to retry (the worker) or, if
// it fails for good, the lead page's "Retry now", like every other mail. Nothing is lost: the
// words are in the timeline and the outbox before any provider is asked.

/** sent: delivered now; queued: the worker tries again; failed: refused for good (shown on the lead). */
export type ReplyOutcome = 'sent' | 'queued' | 'failed';

export type ReplyOptions = { transport: MailTransport; replyTo: string; now?: Date };

/** Null when there is no such lead. */
export async function sendLeadReply(
  prisma: PrismaClient,
  lead: LeadRef,
  reply: LeadReplyInput,
  actor: AuditActor,
  { transport, replyTo, now = new Date() }: ReplyOptions,
): Promise<ReplyOutcome | null> {
  const row = await prisma.$transaction(async (tx) => {
    const current = await lockLead(tx, lead);
    if (!current) return null;
    const to =
      lead.kind === 'contact'
        ? (await tx.contactSubmission.findUniqueOrThrow({ where: { id: lead.id }, select: { email: true } })).email
        : (await tx.downloadSubmission.findUniqueOrThrow({ where: { id: lead.id }, select: { email: true } })).email;
    const message = leadReplyMail({ to, replyTo, subject: reply.subject, body: reply.body, locale: reply.replyLocale });
    const [mail] = outboxRowsFor([{ kind: 'lead-reply', message }], now, owner(lead));
    await run(tx, insertOutboxSql([mail!]));
    await tx.leadEvent.create({
      data: {
        ...owner(lead),
        type: 'reply-sent',
        fromValue: message.subject,
        toValue: mail!.id,
        body: message.text,
        authorId: actor.id,
        authorName: actor.username,
        createdAt: now,
      },
    });
    await recordAudit(tx, 'lead-reply', actor, { kind: lead.kind, id: lead.id, mail: mail!.id, locale: reply.replyLocale }, now);
    if (current.status !== 'answered' && current.status !== 'closed') await writeStatus(tx, lead, current.status, 'answered', actor, now);
    return mail!;
  });
  if (!row) return null;
  forgetInboxCounts();
  const outcome = await deliver(prisma, row, { transport, timeoutMs: IMMEDIATE_SEND_TIMEOUT_MS, policy: defaultRetryPolicy });
  return outcome === 'retry' ? 'queued' : outcome;
}

/** Where the visitor's answer goes: the member's own address, else the team's. */
export async function replyToAddress(prisma: PrismaClient, memberId: number, teamAddress: string): Promise<string> {
  const member = await prisma.user.findUnique({ where: { id: memberId }, select: { email: true } });
  return member?.email ?? teamAddress;
}
