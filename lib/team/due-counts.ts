import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { leadKinds, type DueFilter, type LeadFilter } from '@/lib/team/lead-filter';
import { leadWhere, tables, type Viewer } from '@/lib/team/lead-query';

// How many leads still to answer are overdue, and how many come due by today's closing: the
// inbox's two reply-clock chips. Each follows the list's other filters, as the status chips do.

export type DueCounts = Record<DueFilter, number>;

export async function dueCounts(prisma: PrismaClient, filter: LeadFilter, viewer: Viewer): Promise<DueCounts> {
  const count = async (due: DueFilter) => {
    const parts = leadKinds.flatMap((kind) => {
      const where = leadWhere(kind, { ...filter, due, sort: undefined }, viewer);
      return where ? [Prisma.sql`SELECT count(*)::int AS "n" FROM ${tables[kind].table} AS "s" WHERE ${Prisma.join(where, ' AND ')}`] : [];
    });
    if (parts.length === 0) return 0;
    const [row] = await run<{ n: number }>(prisma, Prisma.sql`SELECT sum("n")::int AS "n" FROM (${Prisma.join(parts, ' UNION ALL ')}) AS "part"`);
    return row?.n ?? 0;
  };
  const [overdue, today] = await Promise.all([count('overdue'), count('today')]);
  return { overdue, today };
}
