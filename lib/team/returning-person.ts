import 'server-only';
import { marketingAddress } from '@/lib/db/marketing-consent';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadKind, LeadStatusValue } from '@/lib/team/lead-filter';

// One person, many enquiries: a lead from an address the team already knows goes to the member
// who works that person's latest assigned lead (the "owner"), and a lead page lists the person's
// other leads with their status and owner. The address is compared trimmed and in lower case
// (indexed: migration 20261127130000_lead_address_index).

export type EarlierLead = { kind: LeadKind; id: number; createdAt: Date; status: LeadStatusValue; assignee: string | null };

const bothTables = (address: string) => Prisma.sql`
  SELECT 'contact' AS "kind", "id", "createdAt" AS "at", "status"::text AS "status", "assigneeId"
    FROM "contact_submissions" WHERE lower(btrim("email")) = ${address}
  UNION ALL
  SELECT 'download', "id", "downloadedAt", "status"::text, "assigneeId"
    FROM "download_submissions" WHERE lower(btrim("email")) = ${address}`;

/**
 * The CTE "owner" (one row or none: the latest assigned lead of the address, its kind, id and
 * assignee) for the statement that writes a new lead. Read before the new row is written.
 */
export function ownerCte(email: string): Prisma.Sql {
  return Prisma.sql`"owner" AS (
    SELECT "lead"."kind", "lead"."id", "lead"."assigneeId", "u"."username"
    FROM (${bothTables(marketingAddress(email))}) AS "lead" JOIN "users" AS "u" ON "u"."id" = "lead"."assigneeId"
    ORDER BY "lead"."at" DESC, "lead"."id" DESC LIMIT 1)`;
}

/** The new lead's assignee: the owner's, or nobody. */
export const ownerAssigneeSql = Prisma.sql`(SELECT "assigneeId" FROM "owner")`;

/** The new lead's timeline says why it is assigned: a `routed` entry naming the owner and the earlier lead. */
export function routedEventCte(kind: LeadKind, id: number, now: Prisma.Sql): Prisma.Sql {
  const column = Prisma.raw(kind === 'contact' ? '"contactSubmissionId"' : '"downloadSubmissionId"');
  return Prisma.sql`, "routed" AS (
    INSERT INTO "lead_events" (${column}, "type", "fromValue", "toValue", "createdAt")
    SELECT ${id}::int, 'routed', "owner"."kind" || ':' || "owner"."id", "owner"."username", ${now} FROM "owner")`;
}

/** The person's other leads, newest first (at most 20), with status and owner. */
export async function earlierLeads(prisma: PrismaClient, lead: { kind: LeadKind; id: number; email: string }): Promise<EarlierLead[]> {
  const rows = await run<{ kind: LeadKind; id: number; at: Date | string; status: LeadStatusValue; assignee: string | null }>(
    prisma,
    Prisma.sql`
      SELECT "lead"."kind", "lead"."id", "lead"."at" AT TIME ZONE 'UTC' AS "at", "lead"."status",
        (SELECT "username" FROM "users" WHERE "id" = "lead"."assigneeId") AS "assignee"
      FROM (${bothTables(marketingAddress(lead.email))}) AS "lead"
      WHERE NOT ("lead"."kind" = ${lead.kind} AND "lead"."id" = ${lead.id}::int)
      ORDER BY "lead"."at" DESC, "lead"."id" DESC LIMIT 20`,
  );
  return rows.map((row) => ({ kind: row.kind, id: row.id, createdAt: new Date(row.at), status: row.status, assignee: row.assignee }));
}
