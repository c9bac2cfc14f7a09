import 'server-only';
import { recipientHash } from '@/lib/db/mail-quota';
import { marketingAddress } from '@/lib/db/marketing-consent';
import { run } from '@/lib/db/raw-sql';
import {
  Prisma,
  type ContactSubmission,
  type DownloadSubmission,
  type MailStatus,
  type MarketingConsentStatus,
  type PrismaClient,
} from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { noteHistory } from '@/lib/team/lead-timeline';

// Data subject requests (GDPR art. 15 and 17): everything held about one e-mail address, as a
// file for its owner, and its erasure. The address is matched whatever its case or surrounding
// spaces, exactly (never as a LIKE pattern: an address with `_` must not match other people's;
// the forms take ASCII addresses only, so lower() agrees with JavaScript's in any collation).
// Where it lives: both forms' submissions (with their consent records and every mail they
// caused), mails addressed to it or answering to it (replyTo, for notifications written before
// mails were tied to their submission), its opt-in row, and the per-day mail limit, which keeps
// only a hash of it. The audit log, rate-limit counters and daily totals hold no address.

type Db = PrismaClient | Prisma.TransactionClient;

export type SubjectConsentRecord = {
  id: number;
  submissionId: number;
  textVersion: string;
  method: string;
  locale: string;
  agreeMarketing: boolean;
  agreePrivacy: boolean;
  givenAt: Date;
  /** The wording the person saw, as it was then (a published text where the team had published one). */
  marketingLabel: string;
  privacyLabel: string;
  privacyNote: string;
  /** The published version (copy_versions.id) of each text, null for the catalogue's. */
  marketingLabelCopyVersion: number | null;
  privacyLabelCopyVersion: number | null;
  privacyNoteCopyVersion: number | null;
};

export type SubjectData = {
  email: string;
  contacts: ContactSubmission[];
  downloads: DownloadSubmission[];
  consentRecords: SubjectConsentRecord[];
  marketingConsent: {
    status: MarketingConsentStatus;
    locale: string;
    requestedAt: Date;
    expiresAt: Date;
    confirmedAt: Date | null;
    withdrawnAt: Date | null;
  } | null;
  mails: { id: string; kind: string; status: MailStatus; createdAt: Date; sentAt: Date | null }[];
  /** Days on which the address was sent a visitor mail (white paper, confirmation request). */
  mailLimits: { kind: string; day: string }[];
  /**
   * Each lead's timeline, oldest first: every note in its current wording with each earlier
   * wording (`history`), and every status and assignment change. Notes name the person too.
   */
  leadEvents: SubjectLeadEvent[];
};

export type SubjectLeadEvent = {
  kind: 'contact' | 'download';
  leadId: number;
  type: string;
  at: Date;
  authorName: string | null;
  body: string | null;
  from: string | null;
  to: string | null;
  editedAt: Date | null;
  history: { body: string; at: Date }[];
};

type SubjectIds = { address: string; contactIds: number[]; downloadIds: number[]; mailIds: string[] };

async function subjectIds(db: Db, email: string): Promise<SubjectIds> {
  const address = marketingAddress(email);
  const submissions = await run<{ kind: 'contact' | 'download'; id: number }>(
    db,
    Prisma.sql`
    SELECT 'contact' AS "kind", "id" FROM "contact_submissions" WHERE lower(btrim("email")) = ${address}
    UNION ALL
    SELECT 'download', "id" FROM "download_submissions" WHERE lower(btrim("email")) = ${address}`,
  );
  const contactIds = submissions.filter((row) => row.kind === 'contact').map((row) => row.id);
  const downloadIds = submissions.filter((row) => row.kind === 'download').map((row) => row.id);
  const mails = await run<{ id: string }>(
    db,
    Prisma.sql`
    SELECT "id"::text AS "id" FROM "mail_outbox"
    WHERE lower(btrim("recipient")) = ${address}
      OR lower(btrim("payload"->>'replyTo')) = ${address}
      OR "contactSubmissionId" = ANY(${contactIds}::int[])
      OR "downloadSubmissionId" = ANY(${downloadIds}::int[])`,
  );
  return { address, contactIds, downloadIds, mailIds: mails.map((row) => row.id) };
}

export async function findSubjectData(prisma: PrismaClient, email: string): Promise<SubjectData> {
  const { address, contactIds, downloadIds, mailIds } = await subjectIds(prisma, email);
  const byId = { orderBy: { id: 'asc' as const } };
  const [contacts, downloads, records, marketingConsent, mails, mailLimits, events] = await Promise.all([
    prisma.contactSubmission.findMany({ where: { id: { in: contactIds } }, ...byId }),
    prisma.downloadSubmission.findMany({ where: { id: { in: downloadIds } }, ...byId }),
    prisma.consentRecord.findMany({ where: { submissionId: { in: downloadIds } }, include: { text: true }, ...byId }),
    prisma.marketingConsent.findUnique({
      where: { email: address },
      select: { status: true, locale: true, requestedAt: true, expiresAt: true, confirmedAt: true, withdrawnAt: true },
    }),
    prisma.mailOutbox.findMany({
      where: { id: { in: mailIds } },
      select: { id: true, kind: true, status: true, createdAt: true, sentAt: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    prisma.mailRecipientDay.findMany({ where: { recipientHash: recipientHash(address) }, orderBy: [{ day: 'asc' }, { kind: 'asc' }] }),
    prisma.leadEvent.findMany({
      where: { OR: [{ contactSubmissionId: { in: contactIds } }, { downloadSubmissionId: { in: downloadIds } }] },
      orderBy: { id: 'asc' },
    }),
  ]);
  return {
    email: address,
    contacts,
    downloads,
    consentRecords: records.map(({ text, ...record }) => ({
      ...record,
      marketingLabel: text.marketingLabel,
      privacyLabel: text.privacyLabel,
      privacyNote: text.privacyNote,
      marketingLabelCopyVersion: text.marketingLabelCopyVersion,
      privacyLabelCopyVersion: text.privacyLabelCopyVersion,
      privacyNoteCopyVersion: text.privacyNoteCopyVersion,
    })),
    marketingConsent,
    mails,
    mailLimits: mailLimits.map(({ kind, day }) => ({ kind, day: day.toISOString().slice(0, 10) })),
    leadEvents: events.map((event) => ({
      kind: event.contactSubmissionId !== null ? 'contact' : 'download',
      leadId: (event.contactSubmissionId ?? event.downloadSubmissionId)!,
      type: event.type,
      at: event.createdAt,
      authorName: event.authorName,
      body: event.body,
      from: event.fromValue,
      to: event.toValue,
      editedAt: event.editedAt,
      history: noteHistory(event.history),
    })),
  };
}

export function subjectDataJson(data: SubjectData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

export type ErasureCounts = {
  contacts: number;
  downloads: number;
  /** Outbox rows: the submissions' own and any other addressed to (or answering to) the address. */
  mails: number;
  /** Consent records of the white-paper requests, plus the address's opt-in row. */
  consents: number;
  /** Rows of the per-day mail limit (kept by hash). */
  mailLimits: number;
};

/**
 * Erases everything `findSubjectData` finds, in one transaction, and notes in the audit log who
 * did it and how many rows went: never the address itself, since that would keep it.
 */
export async function eraseSubject(prisma: PrismaClient, email: string, actor: AuditActor): Promise<ErasureCounts> {
  return prisma.$transaction(async (tx) => {
    const { address, contactIds, downloadIds, mailIds } = await subjectIds(tx, email);
    // Explicitly rather than by cascade, so the counts are exact.
    const mails = await tx.mailOutbox.deleteMany({ where: { id: { in: mailIds } } });
    const records = await tx.consentRecord.deleteMany({ where: { submissionId: { in: downloadIds } } });
    const optIns = await tx.marketingConsent.deleteMany({ where: { email: address } });
    const contacts = await tx.contactSubmission.deleteMany({ where: { id: { in: contactIds } } });
    const downloads = await tx.downloadSubmission.deleteMany({ where: { id: { in: downloadIds } } });
    const mailLimits = await tx.mailRecipientDay.deleteMany({ where: { recipientHash: recipientHash(address) } });
    const counts: ErasureCounts = {
      contacts: contacts.count,
      downloads: downloads.count,
      mails: mails.count,
      consents: records.count + optIns.count,
      mailLimits: mailLimits.count,
    };
    await recordAudit(tx, 'erasure', actor, counts);
    return counts;
  });
}
