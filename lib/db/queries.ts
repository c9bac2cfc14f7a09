import 'server-only';
import { batchedPer } from '@/lib/db/batch';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type ContactSubmission, type DownloadSubmission, type MailOutbox, type PrismaClient } from '@/lib/generated/prisma/client';
import type { ConsentText } from '@/lib/consent/consent-text';
import { timestamp } from '@/lib/db/timestamp';
import { insertOutboxSql, outboxRowsFor, type MailDraft, type MailOwner } from '@/lib/outbox';
import type { ContactData } from '@/lib/validation/contact';
import type { DownloadData } from '@/lib/validation/download';
import { emptySource, type VisitSource } from '@/lib/insights/source-values';
import { ownerAssigneeSql, ownerCte, routedEventCte } from '@/lib/team/returning-person';
import { leadCreatedPayload, queueDeliveriesCte } from '@/lib/webhooks';

// A submission and the mail it triggers are written in one statement: either the visitor's
// message is stored together with the promise to tell the team, or nothing is stored at all.
// The same statement queues a `lead.created` webhook delivery per configured endpoint (none
// configured: that part inserts nothing, lib/webhooks/store.ts).
//
// Two round trips, no transaction held open: the row's id comes first (the notification names
// it; concurrent requests share that query), then one INSERT … WITH writes the submission and
// its outbox rows. A single statement is
// atomic on its own, and with the embedded PGlite (one connection, on the request thread) no
// other request waits behind a transaction while this one renders its mail.

export async function saveContactSubmission(
  prisma: PrismaClient,
  contact: ContactData,
  locale: string,
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
    ...newLead(locale),
    ...sourceColumns(contact.source),
  };
  const outbox = mailRows(mailsFor(submission), now, { contactSubmissionId: submission.id });
  // A returning person's lead goes to whoever works their earlier ones (lib/team/returning-person.ts).
  await run(
    prisma,
    Prisma.sql`
    WITH ${ownerCte(submission.email)}, "submission" AS (
      INSERT INTO "contact_submissions" ("id", "firstName", "lastName", "email", "company", "service", "message", "createdAt", "locale", "assigneeId", ${SOURCE_COLUMNS})
      VALUES (${submission.id}::int, ${submission.firstName}, ${submission.lastName}, ${submission.email},
        ${submission.company}::text, ${submission.service}::text, ${submission.message}, ${timestamp(now)}::timestamp(3), ${locale}, ${ownerAssigneeSql},
        ${sourceValues(submission)})
    )${routedEventCte('contact', submission.id, Prisma.sql`${timestamp(now)}::timestamp(3)`)}${queueDeliveriesCte(leadCreatedPayload({ kind: 'contact', ...submission }, now), { kind: 'contact', id: submission.id }, now)}
    ${insertOutboxSql(outbox)}`,
  );
  return { submission, outbox };
}

/** What a white-paper request agreed to, recorded with it (lib/consent). */
export type ConsentToRecord = {
  text: ConsentText;
  method: string;
  /**
   * Set when the visitor ticked the marketing box and a confirmation mail goes out: the
   * address's consent row becomes (or stays) `pending` until the link is used. An address
   * already confirmed is left as it is.
   */
  marketing?: { id: string; email: string; expiresAt: Date };
};

export async function saveDownloadSubmission(
  prisma: PrismaClient,
  download: DownloadData,
  locale: string,
  consent: ConsentToRecord,
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
    ...newLead(locale),
    ...sourceColumns(download.source),
  };
  const outbox = mailRows(mailsFor(submission), now, { downloadSubmissionId: submission.id });
  const { text, marketing } = consent;
  // The wording is written once per version (a new catalogue or published text adds a row); the record, the
  // pending opt-in and the mail commit with the submission, in the same single statement.
  await run(
    prisma,
    Prisma.sql`
    WITH ${ownerCte(submission.email)}, "text" AS (
      INSERT INTO "consent_texts" ("version", "locale", "marketingLabel", "privacyLabel", "privacyNote",
        "marketingLabelCopyVersion", "privacyLabelCopyVersion", "privacyNoteCopyVersion", "createdAt")
      VALUES (${text.version}, ${text.locale}, ${text.marketingLabel}, ${text.privacyLabel}, ${text.privacyNote},
        ${text.sources.marketingLabel}::int, ${text.sources.privacyLabel}::int, ${text.sources.privacyNote}::int, ${timestamp(now)}::timestamp(3))
      ON CONFLICT ("version") DO NOTHING
    ), "submission" AS (
      INSERT INTO "download_submissions" ("id", "firstName", "lastName", "email", "company", "agreeMarketing", "agreePrivacy", "downloadedAt", "locale", "assigneeId", ${SOURCE_COLUMNS})
      VALUES (${submission.id}::int, ${submission.firstName}, ${submission.lastName}, ${submission.email}, ${submission.company},
        ${submission.agreeMarketing}::boolean, ${submission.agreePrivacy}::boolean, ${timestamp(now)}::timestamp(3), ${locale}, ${ownerAssigneeSql},
        ${sourceValues(submission)})
    )${routedEventCte('download', submission.id, Prisma.sql`${timestamp(now)}::timestamp(3)`)}, "record" AS (
      INSERT INTO "consent_records" ("submissionId", "textVersion", "locale", "method", "agreeMarketing", "agreePrivacy", "givenAt")
      VALUES (${submission.id}::int, ${text.version}, ${text.locale}, ${consent.method},
        ${submission.agreeMarketing}::boolean, ${submission.agreePrivacy}::boolean, ${timestamp(now)}::timestamp(3))
      RETURNING "id"
    )${
      marketing
        ? Prisma.sql`, "opt_in" AS (
      INSERT INTO "marketing_consents" ("id", "email", "status", "locale", "consentRecordId", "requestedAt", "expiresAt")
      SELECT ${marketing.id}::uuid, ${marketing.email}, 'pending', ${text.locale}, "record"."id", ${timestamp(now)}::timestamp(3),
        ${timestamp(marketing.expiresAt)}::timestamp(3)
      FROM "record"
      ON CONFLICT ("email") DO UPDATE SET "status" = 'pending', "locale" = EXCLUDED."locale",
        "consentRecordId" = EXCLUDED."consentRecordId", "requestedAt" = EXCLUDED."requestedAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "marketing_consents"."status" <> 'confirmed'
    )`
        : Prisma.empty
    }${queueDeliveriesCte(leadCreatedPayload({ kind: 'download', ...submission }, now), { kind: 'download', id: submission.id }, now)}
    ${insertOutboxSql(outbox)}`,
  );
  return { submission, outbox };
}

/** A new lead as the team area first sees it: in the visitor's language, not yet worked. */
function newLead(locale: string) {
  return { locale, status: 'new' as const, note: null, updatedAt: null, assigneeId: null, nextActionOn: null, nextActionNote: null };
}

/** The visit's source as the submission tables keep it (migration …_lead_sources_insights). */
function sourceColumns(source: VisitSource | undefined) {
  const s = source ?? emptySource;
  return {
    sourcePage: s.page,
    sourceLanding: s.landing,
    sourceReferrer: s.referrer,
    utmSource: s.utmSource,
    utmMedium: s.utmMedium,
    utmCampaign: s.utmCampaign,
    utmTerm: s.utmTerm,
    utmContent: s.utmContent,
    sourceClickId: s.clickId,
    sourceDevice: s.device,
  };
}

const SOURCE_COLUMNS = Prisma.raw(
  '"sourcePage", "sourceLanding", "sourceReferrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "sourceClickId", "sourceDevice"',
);

function sourceValues(c: Record<keyof ReturnType<typeof sourceColumns>, string | boolean | null>): Prisma.Sql {
  return Prisma.sql`${c.sourcePage}::text, ${c.sourceLanding}::text, ${c.sourceReferrer}::text, ${c.utmSource}::text, ${c.utmMedium}::text,
    ${c.utmCampaign}::text, ${c.utmTerm}::text, ${c.utmContent}::text, ${c.sourceClickId}::boolean, ${c.sourceDevice}::text`;
}

/** Every submission tells someone: the statement below needs at least one outbox row. */
function mailRows(drafts: MailDraft[], now: Date, owner: MailOwner): MailOutbox[] {
  if (drafts.length === 0) throw new Error('a submission needs at least one e-mail to write');
  return outboxRowsFor(drafts, now, owner);
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
