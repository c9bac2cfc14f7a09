import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import { storedSource, type SourceColumns, type VisitSource } from '@/lib/insights/source-values';
import { normaliseQuery, type LeadFilter, type LeadKind, type LeadStatusValue } from '@/lib/team/lead-filter';
import { sortKeySql, type SortAfter } from '@/lib/team/lead-order';
import { dueArrivals } from '@/lib/team/reply-clock';

// The inbox reads two tables as one list, newest first. Each table answers its own part with
// ORDER BY date DESC, id DESC LIMIT n, so it walks its (date DESC, id DESC) index and stops
// after n rows; the two parts are merged and cut to n again. Only the rows of the page then get
// their notification state and marketing consent: one index lookup each, never per table row.
//
// Order: received (newest first), then contact before download, then id (highest first). The
// cursor is that triple of the last row shown; it is opaque to callers.

export type NotificationState = 'sent' | 'pending' | 'failed' | 'none';
export type MarketingStatus = 'pending' | 'confirmed' | 'expired' | 'withdrawn';

export type LeadRow = {
  kind: LeadKind;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  service: string | null;
  locale: string | null;
  status: LeadStatusValue;
  createdAt: Date;
  /** The white-paper form's marketing box; null for contact requests (they have none). */
  agreeMarketing: boolean | null;
  notification: NotificationState;
  /** The double opt-in state of the lead's address, whichever form it came from; null if it never asked. */
  marketingConsent: MarketingStatus | null;
  /** The member working it, by username. */
  assignee: string | null;
  /** Not opened yet by the member looking (always false without one). */
  unread: boolean;
  /** The start of a contact request's message, on one line. */
  excerpt: string | null;
  /** Where the visit came from; null for leads from before it was kept. */
  source: VisitSource | null;
  /** The version of its status and assignment the list shows (lib/team/lead-conflict.ts), for bulk changes. */
  version?: number;
};

/** Who is looking: "mine" and the unread marker are theirs. Leads from before their account count as read. */
export type Viewer = { id: number; since: Date };

/** A note as the CSV export lists it. */
export type ExportNote = { at: Date; author: string | null; body: string };

/** What the CSV export adds to each row: the message and every note (`note` is the latest, or one from before the timeline). */
export type LeadExportRow = LeadRow & { message: string | null; note: string | null; notes: ExportNote[] };

export type Cursor = { at: Date; kind: LeadKind; id: number };

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

export function encodeCursor({ at, kind, id }: Cursor): string {
  return Buffer.from(JSON.stringify([at.toISOString(), kind, id])).toString('base64url');
}

/** The cursor a link carried, or undefined for anything else (which shows the first page). */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value || value.length > 200) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
    const [iso, kind, id] = parsed as unknown[];
    if (typeof iso !== 'string' || (kind !== 'contact' && kind !== 'download')) return undefined;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const at = new Date(iso);
    if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return undefined;
    return { at, kind, id };
  } catch {
    return undefined;
  }
}

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE;
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(limit)));
}

/** `limit` rows of the filter after the cursor, in inbox order. */
export async function queryLeads(
  prisma: PrismaClient,
  filter: LeadFilter,
  after: Cursor | undefined,
  limit: number,
  { withBodies = false, viewer, order }: { withBodies?: boolean; viewer?: Viewer; order?: SortAfter } = {},
): Promise<(LeadExportRow & { sortKey?: string })[]> {
  const statement = leadPageSql(filter, after, limit, withBodies, viewer, order);
  if (!statement) return [];
  const rows = await run<Omit<LeadExportRow, 'source' | 'notes'> & SourceColumns & { excerpt: string | null; notes: string | null; sortKey?: string }>(
    prisma,
    statement,
  );
  return rows.map(
    ({ notes, sourcePage, sourceLanding, sourceReferrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, sourceClickId, sourceDevice, ...row }) => ({
      ...row,
      createdAt: new Date(row.createdAt),
      excerpt: excerptOf(row.excerpt),
      source: storedSource({ sourcePage, sourceLanding, sourceReferrer, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, sourceClickId, sourceDevice }),
      // The inbox's rows carry no notes; the export's every one.
      ...(withBodies ? { notes: notesOf(notes) } : {}),
    }),
  ) as (LeadExportRow & { sortKey?: string })[];
}

/** The notes' JSON text (timestamps without zone, in UTC), oldest first. */
function notesOf(text: string | null): ExportNote[] {
  if (!text) return [];
  const list = JSON.parse(text) as { at: string; author: string | null; body: string }[];
  return list.map(({ at, author, body }) => ({ at: new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? at : `${at}Z`), author, body }));
}

const EXCERPT_LENGTH = 140;

function excerptOf(text: string | null): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= EXCERPT_LENGTH
    ? line
    : `${chars
        .slice(0, EXCERPT_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** The statement behind `queryLeads` (exported for the test that reads its plan); none when the filter rules out both kinds. */
export function leadPageSql(
  filter: LeadFilter,
  after: Cursor | undefined,
  limit: number,
  withBodies = false,
  viewer?: Viewer,
  order?: SortAfter,
): Prisma.Sql | undefined {
  // "Mine" means nothing without someone looking.
  if (filter.assignee === 'me' && !viewer) return undefined;
  const parts = (['contact', 'download'] as const)
    .map((kind) => partSql(kind, filter, order ? undefined : after, limit, withBodies, viewer, order))
    .filter((part): part is Prisma.Sql => part !== undefined);
  if (parts.length === 0) return undefined;
  // Another order than newest first: each part sorted by its keys, the union by the same ones.
  const orderBy = order ? sortOrderBy(order.sort, '"both".') : Prisma.sql`"at" DESC, "kind", "id" DESC`;
  const outerOrderBy = order ? sortOrderBy(order.sort, '"lead".') : Prisma.sql`"lead"."at" DESC, "lead"."kind", "lead"."id" DESC`;
  return Prisma.sql`
    SELECT "lead"."kind", "lead"."id", "lead"."firstName", "lead"."lastName", "lead"."email", "lead"."company",
      "lead"."service", "lead"."locale", "lead"."status", "lead"."agreeMarketing", "lead"."message", "lead"."note", "lead"."notes",
      "lead"."at" AT TIME ZONE 'UTC' AS "createdAt", "mail"."notification",
      (SELECT "status"::text FROM "marketing_consents" WHERE "email" = lower(btrim("lead"."email"))) AS "marketingConsent",
      (SELECT "username" FROM "users" WHERE "id" = "lead"."assigneeId") AS "assignee",
      "lead"."excerpt", ${unreadSql(viewer)} AS "unread", ${SOURCE_SELECT}, ${versionSql} AS "version"${order ? Prisma.sql`, "lead"."sortKey"` : Prisma.empty}
    FROM (
      SELECT * FROM (${Prisma.join(parts, ' UNION ALL ')}) AS "both"
      ORDER BY ${orderBy}
      LIMIT ${limit}::int
    ) AS "lead"
    LEFT JOIN LATERAL (${notificationStateSql(Prisma.sql`"lead"."contactId"`, Prisma.sql`"lead"."downloadId"`)}) AS "mail" ON true
    ORDER BY ${outerOrderBy}`;
}

/** The union's order by the parts' key columns "k1" … (the name's text compared byte-wise, as in each part). */
function sortOrderBy(sort: SortAfter['sort'], table: string): Prisma.Sql {
  const count = sortKeySql(sort, 'contact').length;
  return Prisma.raw(Array.from({ length: count }, (_, index) => `${table}"k${index + 1}"${index === 0 && sort === 'name' ? ' COLLATE "C"' : ''}`).join(', '));
}

/**
 * The worst state among a lead's mails: a failed one needs the team's attention, a pending one
 * is still on its way. One aggregate over the outbox rows of one lead (both foreign keys are
 * indexed; the other one is NULL and matches nothing).
 */
function notificationStateSql(contactId: Prisma.Sql, downloadId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT CASE
      WHEN bool_or("m"."status" = 'failed') THEN 'failed'
      WHEN bool_or("m"."status" = 'pending') THEN 'pending'
      WHEN count(*) > 0 THEN 'sent'
      ELSE 'none' END AS "notification"
    FROM "mail_outbox" AS "m"
    WHERE "m"."contactSubmissionId" = ${contactId} OR "m"."downloadSubmissionId" = ${downloadId}`;
}

/** The latest status or assignment entry of the row's lead (lib/team/lead-conflict.ts's version): one index lookup per row of the page. */
const versionSql = Prisma.sql`(SELECT coalesce(max("e"."id"), 0) FROM "lead_events" AS "e"
  WHERE ("e"."contactSubmissionId" = "lead"."contactId" OR "e"."downloadSubmissionId" = "lead"."downloadId") AND "e"."type" IN ('status', 'assignment'))::int`;

/** Not opened by the viewer: one lookup in their read marks per row of the page. */
function unreadSql(viewer: Viewer | undefined): Prisma.Sql {
  if (!viewer) return Prisma.sql`false`;
  return Prisma.sql`("lead"."at" > ${timestamp(viewer.since)}::timestamp(3) AND NOT EXISTS (
    SELECT 1 FROM "lead_reads" AS "r" WHERE "r"."userId" = ${viewer.id}::int
      AND ("r"."contactSubmissionId" = "lead"."contactId" OR "r"."downloadSubmissionId" = "lead"."downloadId")))`;
}

const SOURCE_NAMES = [
  'sourcePage',
  'sourceLanding',
  'sourceReferrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'sourceClickId',
  'sourceDevice',
];
const SOURCE_SELECT = Prisma.raw(SOURCE_NAMES.map((name) => `"lead"."${name}"`).join(', '));
const SOURCE_PART = Prisma.raw(SOURCE_NAMES.map((name) => `"s"."${name}"`).join(', '));

/**
 * Leads whose source mentions the text (any case): the utm_source, the referring host, the
 * campaign, the medium or the landing page. `direct` finds those that came with none of them.
 * A plain scan of the filtered rows: the source columns carry no index (a few thousand leads a year).
 */
function sourceFilterSql(text: string): Prisma.Sql {
  if (text.toLowerCase() === 'direct') {
    return Prisma.sql`("s"."utmSource" IS NULL AND "s"."sourceReferrer" IS NULL AND "s"."sourceLanding" IS NOT NULL)`;
  }
  const like = `%${escapeLike(text.toLowerCase())}%`;
  return Prisma.sql`(lower("s"."utmSource") LIKE ${like} OR "s"."sourceReferrer" LIKE ${like} OR lower("s"."utmCampaign") LIKE ${like}
    OR lower("s"."utmMedium") LIKE ${like} OR "s"."sourceLanding" LIKE ${like})`;
}

export const tables = {
  contact: { table: Prisma.raw('"contact_submissions"'), date: Prisma.raw('"s"."createdAt"') },
  download: { table: Prisma.raw('"download_submissions"'), date: Prisma.raw('"s"."downloadedAt"') },
} as const;

/** One table's share of the page, or undefined when the filter rules that kind out. */
function partSql(
  kind: LeadKind,
  filter: LeadFilter,
  after: Cursor | undefined,
  limit: number,
  withBodies: boolean,
  viewer: Viewer | undefined,
  order?: SortAfter,
): Prisma.Sql | undefined {
  const where = leadWhere(kind, filter, viewer);
  if (!where) return undefined;
  const contact = kind === 'contact';
  const { table, date } = tables[kind];
  if (after) where.push(afterSql(kind, date, after));
  const keys = order ? sortKeySql(order.sort, kind) : [];
  if (order?.after) where.push(Prisma.sql`(${Prisma.join(keys)}) > (${Prisma.join(order.after.map(keyValueSql))})`);
  return Prisma.sql`(
    SELECT ${kind}::text AS "kind", "s"."id", ${date} AS "at", "s"."firstName", "s"."lastName", "s"."email", "s"."company",
      ${contact ? Prisma.sql`"s"."service"` : Prisma.sql`NULL::text`} AS "service", "s"."locale", "s"."status"::text AS "status",
      ${contact ? Prisma.sql`NULL::boolean` : Prisma.sql`"s"."agreeMarketing"`} AS "agreeMarketing",
      ${withBodies && contact ? Prisma.sql`"s"."message"` : Prisma.sql`NULL::text`} AS "message",
      ${withBodies ? Prisma.sql`"s"."note"` : Prisma.sql`NULL::text`} AS "note",
      ${withBodies ? notesSql(contact) : Prisma.sql`NULL::text`} AS "notes",
      ${contact ? Prisma.sql`left("s"."message", 400)` : Prisma.sql`NULL::text`} AS "excerpt", "s"."assigneeId",
      ${SOURCE_PART},
      ${contact ? Prisma.sql`"s"."id"` : Prisma.sql`NULL::int`} AS "contactId",
      ${contact ? Prisma.sql`NULL::int` : Prisma.sql`"s"."id"`} AS "downloadId"
      ${order ? Prisma.sql`, json_build_array(${Prisma.join(keys)})::text AS "sortKey", ${Prisma.join(keys.map((key, index) => Prisma.sql`${key} AS ${Prisma.raw(`"k${index + 1}"`)}`))}` : Prisma.empty}
    FROM ${table} AS "s"
    ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty}
    ORDER BY ${order ? Prisma.join(keys) : Prisma.sql`${date} DESC, "s"."id" DESC`}
    LIMIT ${limit}::int)`;
}

/** A cursor's key as a statement's parameter, typed as the key's column. */
export function keyValueSql(value: number | string): Prisma.Sql {
  return typeof value === 'number' ? Prisma.sql`${value}::float8` : Prisma.sql`${value}::text COLLATE "C"`;
}

/**
 * The conditions of the filter on one table (aliased "s"), or undefined when the filter rules
 * that kind out: shared by the list, its counts and the previous/next lead.
 */
export function leadWhere(kind: LeadKind, filter: LeadFilter, viewer: Viewer | undefined): Prisma.Sql[] | undefined {
  if (filter.kind && filter.kind !== kind) return undefined;
  const contact = kind === 'contact';
  if (!contact && filter.service) return undefined;
  if (contact && filter.consent) return undefined;
  const { date } = tables[kind];
  const where: Prisma.Sql[] = [];
  if (filter.status) where.push(Prisma.sql`"s"."status" = ${filter.status}::"LeadStatus"`);
  if (filter.locale) where.push(Prisma.sql`"s"."locale" = ${filter.locale}`);
  if (filter.service) where.push(Prisma.sql`"s"."service" = ${filter.service}`);
  if (filter.from) where.push(Prisma.sql`${date} >= ${timestamp(filter.from)}::timestamp(3)`);
  if (filter.to) where.push(Prisma.sql`${date} < ${timestamp(filter.to)}::timestamp(3)`);
  if (filter.consent === 'yes' || filter.consent === 'no') where.push(Prisma.sql`"s"."agreeMarketing" = ${filter.consent === 'yes'}::boolean`);
  if (filter.consent === 'confirmed') {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "marketing_consents" AS "c"
      WHERE "c"."email" = lower(btrim("s"."email")) AND "c"."status" = 'confirmed')`);
  }
  if (filter.assignee === 'me' && viewer) where.push(Prisma.sql`"s"."assigneeId" = ${viewer.id}::int`);
  if (filter.assignee === 'none') where.push(Prisma.sql`"s"."assigneeId" IS NULL`);
  if (filter.notification === 'failed') {
    const owner = Prisma.raw(contact ? '"contactSubmissionId"' : '"downloadSubmissionId"');
    where.push(Prisma.sql`"s"."id" IN (SELECT "m".${owner} FROM "mail_outbox" AS "m"
      WHERE "m"."status" = 'failed' AND "m"."kind" = ${`${kind}-notification`} AND "m".${owner} IS NOT NULL)`);
  }
  // Every word somewhere, whatever its accents and case: the text and the words both folded.
  for (const word of searchWords(filter.q ?? '')) {
    where.push(Prisma.sql`"s"."searchText" LIKE granite_fold(${`%${escapeLike(word)}%`})`);
  }
  if (filter.source) where.push(sourceFilterSql(filter.source));
  if (filter.due) {
    const { after, upTo } = dueArrivals(filter.due, new Date());
    where.push(Prisma.sql`"s"."status" IN ('new', 'in_progress')`, Prisma.sql`${date} <= ${timestamp(upTo)}::timestamp(3)`);
    if (after) where.push(Prisma.sql`${date} > ${timestamp(after)}::timestamp(3)`);
  }
  return where;
}

/** Every note of the lead, oldest first, as JSON text: one index lookup in the timeline per row. */
function notesSql(contact: boolean): Prisma.Sql {
  const owner = Prisma.raw(contact ? '"contactSubmissionId"' : '"downloadSubmissionId"');
  return Prisma.sql`(SELECT json_agg(json_build_object('at', "e"."createdAt", 'author', "e"."authorName", 'body', "e"."body") ORDER BY "e"."id")::text
    FROM "lead_events" AS "e" WHERE "e".${owner} = "s"."id" AND "e"."type" = 'note' AND "e"."body" IS NOT NULL)`;
}

/**
 * Rows after the cursor in this table. At the cursor's instant, contacts come before downloads:
 * past a download, no contact of that instant is left; past a contact, every download of it is.
 */
function afterSql(kind: LeadKind, date: Prisma.Sql, after: Cursor): Prisma.Sql {
  const at = Prisma.sql`${timestamp(after.at)}::timestamp(3)`;
  if (kind === after.kind) return Prisma.sql`(${date}, "s"."id") < (${at}, ${after.id}::int)`;
  return kind === 'contact' ? Prisma.sql`${date} < ${at}` : Prisma.sql`${date} <= ${at}`;
}

/**
 * The parts of a search, each to be found on its own ("ozt gmbh"); at most eight. A word of
 * one or two letters stays with its neighbour ("ada kn" is one part): a trigram index can only
 * look up three letters or more, and a part it cannot look up would make it read all of itself.
 */
export function searchWords(q: string): string[] {
  const parts: string[] = [];
  let short = '';
  for (const word of normaliseQuery(q).split(' ').filter(Boolean)) {
    if ([...word].length < 3) {
      if (parts.length > 0 && !short) parts[parts.length - 1] += ` ${word}`;
      else short = short ? `${short} ${word}` : word;
    } else {
      parts.push(short ? `${short} ${word}` : word);
      short = '';
    }
  }
  if (short) parts.push(short);
  return [...new Set(parts)].slice(0, 8);
}

/** A search for `50%_off` finds that text, not "50 anything off". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
