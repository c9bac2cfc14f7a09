import 'server-only';
import type { ContactSubmission, DownloadSubmission, MailOutbox, PrismaClient } from '@/lib/generated/prisma/client';
import { createOutboxRows, type MailDraft } from '@/lib/outbox/store';
import type { ContactData } from '@/lib/validation/contact';
import type { DownloadData } from '@/lib/validation/download';

// A submission and the mail it triggers are written in one transaction: either the visitor's
// message is stored together with the promise to tell the team, or nothing is stored at all.

export async function saveContactSubmission(
  prisma: PrismaClient,
  contact: ContactData,
  mailsFor: (saved: ContactSubmission) => MailDraft[],
): Promise<{ submission: ContactSubmission; outbox: MailOutbox[] }> {
  return prisma.$transaction(async (tx) => {
    const submission = await tx.contactSubmission.create({
      data: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        company: contact.company ?? null,
        service: contact.service ?? null,
        message: contact.message,
      },
    });
    const outbox = await createOutboxRows(tx, mailsFor(submission), new Date());
    return { submission, outbox };
  });
}

export async function saveDownloadSubmission(
  prisma: PrismaClient,
  download: DownloadData,
  mailsFor: (saved: DownloadSubmission) => MailDraft[],
): Promise<{ submission: DownloadSubmission; outbox: MailOutbox[] }> {
  return prisma.$transaction(async (tx) => {
    const submission = await tx.downloadSubmission.create({ data: download });
    const outbox = await createOutboxRows(tx, mailsFor(submission), new Date());
    return { submission, outbox };
  });
}
