import { Prisma } from '@/lib/generated/prisma/client';
import { leadSorts, type LeadKind, type LeadSort } from '@/lib/team/lead-filter';

// The inbox in another order than newest first (lib/team/lead-filter.ts names them). Each order
// is a tuple of keys, every one ascending (a descending date is its negated epoch), ending in
// the lead's kind and id, so two leads never tie and "after this lead" is one row comparison:
// the same keys give the order, the cursor of the next page and a lead's previous and next.
// The name is compared byte-wise (COLLATE "C") on its folded form, so PGlite and PostgreSQL
// (whatever their default collation) agree.

export type SortKey = number | string;
/** An order, and the keys of the last row shown (none for the first page). */
export type SortAfter = { sort: LeadSort; after?: SortKey[] };

const dates = { contact: '"s"."createdAt"', download: '"s"."downloadedAt"' } as const;

/** The keys of `sort` for one table's row (aliased "s"). */
export function sortKeySql(sort: LeadSort, kind: LeadKind): Prisma.Sql[] {
  const date = Prisma.raw(dates[kind]);
  const epoch = (value: Prisma.Sql) => Prisma.sql`extract(epoch from ${value})::float8`;
  const newest = Prisma.sql`(-${epoch(date)})`;
  // Contacts before white-paper requests of the same instant, then the highest id (the default's tie-break).
  const tail = [Prisma.sql`${kind === 'contact' ? 0 : 1}::float8`, Prisma.sql`(-"s"."id")::float8`];
  switch (sort) {
    case 'newest':
      return [newest, ...tail];
    case 'oldest':
      return [epoch(date), tail[0]!, Prisma.sql`"s"."id"::float8`];
    case 'activity':
      return [Prisma.sql`(-${epoch(Prisma.sql`coalesce("s"."updatedAt", ${date})`)})`, newest, ...tail];
    case 'status':
      return [Prisma.sql`(CASE "s"."status"::text WHEN 'new' THEN 0 WHEN 'in_progress' THEN 1 WHEN 'answered' THEN 2 ELSE 3 END)::float8`, newest, ...tail];
    case 'name':
      return [Prisma.sql`(granite_fold("s"."firstName" || ' ' || "s"."lastName") COLLATE "C")`, newest, ...tail];
    case 'due': {
      // The due time only grows with the arrival (lib/team/business-hours.ts): soonest due is oldest first.
      const open = Prisma.sql`"s"."status" IN ('new', 'in_progress')`;
      return [Prisma.sql`(CASE WHEN ${open} THEN 0 ELSE 1 END)::float8`, Prisma.sql`(CASE WHEN ${open} THEN ${epoch(date)} ELSE -${epoch(date)} END)`, ...tail];
    }
  }
}

const keyCount = (sort: LeadSort) => (sort === 'newest' || sort === 'oldest' ? 3 : 4);

export function encodeSortCursor(sort: LeadSort, keys: SortKey[]): string {
  return Buffer.from(JSON.stringify([sort, ...keys])).toString('base64url');
}

/** The keys a "later" link carried for this order; undefined for anything else (the first page). */
export function decodeSortCursor(value: string | undefined, sort: LeadSort): SortKey[] | undefined {
  if (!value || value.length > 1200) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed[0] !== sort || !(leadSorts as readonly unknown[]).includes(parsed[0])) return undefined;
    const keys = parsed.slice(1) as unknown[];
    if (keys.length !== keyCount(sort)) return undefined;
    const valid = keys.every((key, index) =>
      index === 0 && sort === 'name' ? typeof key === 'string' && key.length <= 600 : typeof key === 'number' && Number.isFinite(key),
    );
    return valid ? (keys as SortKey[]) : undefined;
  } catch {
    return undefined;
  }
}
