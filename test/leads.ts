import { randomUUID } from 'node:crypto';
import type { MailStatus, PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';

// Leads written straight through Prisma Client, with the dates and states a test needs (the
// forms' own write path always stamps "now" and status new; lib/db/queries.test.ts covers it).

export type ContactSeed = {
  /** An explicit id, e.g. to give a contact and a download the same one. */
  id?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string | null;
  service?: string | null;
  message?: string;
  locale?: string | null;
  status?: LeadStatusValue;
  note?: string | null;
  createdAt: Date;
};

export type DownloadSeed = Omit<ContactSeed, 'service' | 'message' | 'company'> & {
  company?: string;
  agreeMarketing?: boolean;
  agreePrivacy?: boolean;
};

export type SeededLead = { kind: LeadKind; id: number; createdAt: Date };

let counter = 0;

export async function seedContact(prisma: PrismaClient, seed: ContactSeed): Promise<SeededLead> {
  counter += 1;
  const row = await prisma.contactSubmission.create({
    data: {
      firstName: 'Ada',
      lastName: `Contact ${counter}`,
      email: `contact${counter}@example.com`,
      company: null,
      service: null,
      message: `Message ${counter}`,
      locale: 'en',
      ...seed,
    },
  });
  return { kind: 'contact', id: row.id, createdAt: row.createdAt };
}

export async function seedDownload(prisma: PrismaClient, seed: DownloadSeed): Promise<SeededLead> {
  counter += 1;
  const { createdAt, ...rest } = seed;
  const row = await prisma.downloadSubmission.create({
    data: {
      firstName: 'Jan',
      lastName: `Download ${counter}`,
      email: `download${counter}@example.com`,
      company: 'Voorbeeld BV',
      agreeMarketing: false,
      agreePrivacy: true,
      locale: 'nl',
      downloadedAt: createdAt,
      ...rest,
    },
  });
  return { kind: 'download', id: row.id, createdAt: row.downloadedAt };
}

/** An outbox row of a lead (or of nobody), in a given state. */
export async function seedMail(
  prisma: PrismaClient,
  owner: SeededLead | undefined,
  status: MailStatus,
  options: { kind?: string; recipient?: string; replyTo?: string; createdAt?: Date; attempts?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await prisma.mailOutbox.create({
    data: {
      id,
      kind: options.kind ?? (owner?.kind === 'download' ? 'download-notification' : 'contact-notification'),
      recipient: options.recipient ?? 'team@granite.test',
      payload: { subject: 'New lead', text: 'Hello', html: '<p>Hello</p>', ...(options.replyTo ? { replyTo: options.replyTo } : {}) },
      status,
      attempts: options.attempts ?? (status === 'failed' ? 10 : 1),
      lastError: status === 'failed' ? '422 validation_error' : null,
      sentAt: status === 'sent' ? new Date() : null,
      idempotencyKey: `granite-outbox-${id}`,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      contactSubmissionId: owner?.kind === 'contact' ? owner.id : null,
      downloadSubmissionId: owner?.kind === 'download' ? owner.id : null,
    },
  });
  return id;
}

export async function clearLeads(prisma: PrismaClient): Promise<void> {
  await prisma.mailOutbox.deleteMany();
  await prisma.consentRecord.deleteMany();
  await prisma.marketingConsent.deleteMany();
  await prisma.contactSubmission.deleteMany();
  await prisma.downloadSubmission.deleteMany();
  await prisma.auditEntry.deleteMany();
  await prisma.mailRecipientDay.deleteMany();
}
