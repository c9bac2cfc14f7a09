import 'server-only';
import { run } from '@/lib/db/raw-sql';
import type { InboxCounts } from '@/lib/team/inbox';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { leadKinds, leadStatuses, type LeadFilter, type LeadKind, type LeadStatusValue } from '@/lib/team/lead-filter';
import { leadWhere, tables, type Viewer } from '@/lib/team/lead-query';
import { sortKeySql } from '@/lib/team/lead-order';

// What the inbox shows around its rows: the counts on its chips, which follow every active
// filter, and a lead's place in the list it was opened from (previous, next, "3 of 12").

/**
 * Each chip's count is the rows matching every other active filter with that chip's value: a
 * status chip keeps the view (mine, unassigned), a view chip keeps the status; `results` is
 * the list as shown. `all` equals the sum of the statuses when no view is chosen.
 */
export type ChipCounts = Record<LeadStatusValue, number> & { all: number; mine: number; unassigned: number; results: number };

const none: ChipCounts = { new: 0, in_progress: 0, answered: 0, closed: 0, all: 0, mine: 0, unassigned: 0, results: 0 };

/** One statement: the rows of the filter without its status and view, counted per chip. */
export function chipCountsSql(filter: LeadFilter, viewer: Viewer): Prisma.Sql | undefined {
  const base: LeadFilter = { ...filter, status: undefined, assignee: undefined, sort: undefined };
  const parts = leadKinds.flatMap((kind) => {
    const where = leadWhere(kind, base, viewer);
    if (!where) return [];
    return [
      Prisma.sql`SELECT "s"."status"::text AS "status", "s"."assigneeId" FROM ${tables[kind].table} AS "s"
        ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty}`,
    ];
  });
  if (parts.length === 0) return undefined;
  const status = filter.status ? Prisma.sql`"status" = ${filter.status}` : Prisma.sql`true`;
  const mine = Prisma.sql`"assigneeId" = ${viewer.id}::int`;
  const view = filter.assignee === 'me' ? mine : filter.assignee === 'none' ? Prisma.sql`"assigneeId" IS NULL` : Prisma.sql`true`;
  const perStatus = leadStatuses.map((value) => Prisma.sql`count(*) FILTER (WHERE "status" = ${value} AND ${view})::int AS ${Prisma.raw(`"${value}"`)}`);
  return Prisma.sql`
    SELECT ${Prisma.join(perStatus)},
      count(*) FILTER (WHERE ${status})::int AS "all",
      count(*) FILTER (WHERE ${status} AND ${mine})::int AS "mine",
      count(*) FILTER (WHERE ${status} AND "assigneeId" IS NULL)::int AS "unassigned",
      count(*) FILTER (WHERE ${status} AND ${view})::int AS "results"
    FROM (${Prisma.join(parts, ' UNION ALL ')}) AS "lead"`;
}

/**
 * The plain inbox (no filter at all), the page members land on, reuses the counts this process
 * shares for ten seconds (lib/team/inbox.ts); any filter counts afresh with chipCounts.
 */
export function plainChipCounts(counts: InboxCounts): ChipCounts {
  const { new: fresh, in_progress, answered, closed, total, mine, unassigned } = counts;
  return { new: fresh, in_progress, answered, closed, all: total, mine, unassigned, results: total };
}

/** Whether the filter narrows nothing (an order alone does not). */
export const isPlainFilter = (filter: LeadFilter) => Object.entries(filter).every(([name, value]) => name === 'sort' || value === undefined);

export async function chipCounts(prisma: PrismaClient, filter: LeadFilter, viewer: Viewer): Promise<ChipCounts> {
  const statement = chipCountsSql(filter, viewer);
  if (!statement) return none;
  const [row] = await run<ChipCounts>(prisma, statement);
  return row ?? none;
}

export type LeadPlace = {
  /** 1-based; null when the lead no longer matches the list's filter (its neighbours still show). */
  position: number | null;
  total: number;
  previous: { kind: LeadKind; id: number } | null;
  next: { kind: LeadKind; id: number } | null;
};

/** The lead's neighbours in the list `filter` gives, in its order: one statement over the filtered rows. */
export async function leadPlace(prisma: PrismaClient, lead: { kind: LeadKind; id: number }, filter: LeadFilter, viewer: Viewer): Promise<LeadPlace> {
  const sort = filter.sort ?? 'newest';
  const count = sortKeySql(sort, 'contact').length;
  const columns = Array.from({ length: count }, (_, index) => `"k${index + 1}"`);
  const parts = leadKinds.flatMap((kind) => {
    const where = leadWhere(kind, filter, viewer);
    if (!where) return [];
    const keys = sortKeySql(sort, kind).map((key, index) => Prisma.sql`${key} AS ${Prisma.raw(columns[index]!)}`);
    return [
      Prisma.sql`SELECT ${kind}::text AS "kind", "s"."id", ${Prisma.join(keys)} FROM ${tables[kind].table} AS "s"
        ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty}`,
    ];
  });
  if (parts.length === 0) return { position: null, total: 0, previous: null, next: null };
  const own = sortKeySql(sort, lead.kind).map((key, index) => Prisma.sql`${key} AS ${Prisma.raw(columns[index]!)}`);
  const tuple = (table: string) => Prisma.raw(`(${columns.map((column) => `"${table}".${column}`).join(', ')})`);
  const ordered = (table: string, direction: '' | ' DESC') =>
    Prisma.raw(columns.map((column, index) => `"${table}".${column}${index === 0 && sort === 'name' ? ' COLLATE "C"' : ''}${direction}`).join(', '));
  const [row] = await run<{ total: number; before: number; inList: boolean; previous: string | null; next: string | null }>(
    prisma,
    Prisma.sql`
    WITH "list" AS (${Prisma.join(parts, ' UNION ALL ')}),
      "me" AS (SELECT ${Prisma.join(own)} FROM ${tables[lead.kind].table} AS "s" WHERE "s"."id" = ${lead.id}::int)
    SELECT (SELECT count(*) FROM "list")::int AS "total",
      (SELECT count(*) FROM "list", "me" WHERE ${tuple('list')} < ${tuple('me')})::int AS "before",
      EXISTS (SELECT 1 FROM "list" WHERE "kind" = ${lead.kind} AND "id" = ${lead.id}::int) AS "inList",
      (SELECT "list"."kind" || ':' || "list"."id" FROM "list", "me" WHERE ${tuple('list')} < ${tuple('me')}
        ORDER BY ${ordered('list', ' DESC')} LIMIT 1) AS "previous",
      (SELECT "list"."kind" || ':' || "list"."id" FROM "list", "me" WHERE ${tuple('list')} > ${tuple('me')}
        ORDER BY ${ordered('list', '')} LIMIT 1) AS "next"`,
  );
  const ref = (value: string | null) => {
    if (!value) return null;
    const [kind, id] = value.split(':');
    return { kind: kind as LeadKind, id: Number(id) };
  };
  if (!row) return { position: null, total: 0, previous: null, next: null };
  return { position: row.inList ? row.before + 1 : null, total: row.total, previous: ref(row.previous), next: ref(row.next) };
}
