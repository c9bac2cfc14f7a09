import 'server-only';
import { batchedPer } from '@/lib/db/batch';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type ContactSubmission, type DownloadSubmission, type MailOutbox, type PrismaClient } from '@/lib/generated/prisma/client';
import { insertOutboxSql, outboxRowsFor, timestamp, type MailDraft } from '@/lib/outbox/store';
import type { ContactData } from '@/lib/validation/contact';
import type { DownloadData } from '@/lib/validation/download';

// A submission and the mail it triggers are written in one statement: either the visitor's
// message is stored together with the promise to tell the team, or nothing is stored at all.
//
// Two round trips, no transaction held open: the row's id comes first (the notification names
// it; concurrent requests share that query), then one INSERT … WITH writes the submission and
// its outbox rows. A single statement is
// atomic on its own, and with the embedded PGlite (one connection, on the request thread) no
// other request waits behind a transaction while this one renders its mail.

export async function saveContactSubmission(
  prisma: PrismaClient,
  contact: ContactData,
  mailsFor: (saved: ContactSubmission) => MailDraft[],
): Promise<{ submission: ContactSubmission; outbox: MailOutbox[] }> {
  const now = new Date();
  const submission: ContactSubmission = {
    id: await nextId(prisma, 'contact_submissions'),
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    company: contact.company ?? null,
    service: contact.service ?? null,
    message: contact.message,
    createdAt: now,
  };
  const outbox = mailRows(mailsFor(submission), now);
  await run(prisma, Prisma.sql`
    WITH "submission" AS (
      INSERT INTO "contact_submissions" ("id", "firstName", "lastName", "email", "company", "service", "message", "createdAt")
      VALUES (${submission.id}::int, ${submission.firstName}, ${submission.lastName}, ${submission.email},
        ${submission.company}::text, ${submission.service}::text, ${submission.message}, ${timestamp(now)}::timestamp(3))
    )
    ${insertOutboxSql(outbox)}`);
  return { submission, outbox };
}

export async function saveDownloadSubmission(
  prisma: PrismaClient,
  download: DownloadData,
  mailsFor: (saved: DownloadSubmission) => MailDraft[],
): Promise<{ submission: DownloadSubmission; outbox: MailOutbox[] }> {
  const now = new Date();
  const submission: DownloadSubmission = {
    id: await nextId(prisma, 'download_submissions'),
    firstName: download.firstName,
    lastName: download.lastName,
    email: download.email,
    company: download.company,
    agreeMarketing: download.agreeMarketing,
    agreePrivacy: download.agreePrivacy,
    downloadedAt: now,
  };
  const outbox = mailRows(mailsFor(submission), now);
  await run(prisma, Prisma.sql`
    WITH "submission" AS (
      INSERT INTO "download_submissions" ("id", "firstName", "lastName", "email", "company", "agreeMarketing", "agreePrivacy", "downloadedAt")
      VALUES (${submission.id}::int, ${submission.firstName}, ${submission.lastName}, ${submission.email}, ${submission.company},
        ${submission.agreeMarketing}::boolean, ${submission.agreePrivacy}::boolean, ${timestamp(now)}::timestamp(3))
    )
    ${insertOutboxSql(outbox)}`);
  return { submission, outbox };
}

/** Every submission tells someone: the statement below needs at least one outbox row. */
function mailRows(drafts: MailDraft[], now: Date): MailOutbox[] {
  if (drafts.length === 0) throw new Error('a submission needs at least one e-mail to write');
  return outboxRowsFor(drafts, now);
}

type SubmissionTable = 'contact_submissions' | 'download_submissions';

/**
 * The next id of the table's SERIAL column, taken before the row is written (as the INSERT's
 * DEFAULT would). Requests arriving together take theirs in one query, in the order they asked.
 */
function nextId(prisma: PrismaClient, table: SubmissionTable): Promise<number> {
  return (table === 'contact_submissions' ? nextContactId : nextDownloadId)(prisma, undefined);
}

const idsFrom = (table: SubmissionTable) =>
  batchedPer((prisma: PrismaClient) => async (requests: undefined[]) => {
    const rows = await run<{ id: number }>(
      prisma,
      Prisma.sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS "id" FROM generate_series(1, ${requests.length}::int)`,
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
const nextContactId = idsFrom('contact_submissions');
const nextDownloadId = idsFrom('download_submissions');
