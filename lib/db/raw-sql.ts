import 'server-only';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { processSlot } from '@/lib/process-slot.mjs';

/**
 * Parameterised SQL sent straight to the driver beneath a Prisma client: the same pg pool, or
 * the same PGlite. The form requests' few hand-written statements go this way, since Prisma's
 * query engine costs more CPU per statement than PGlite takes to run it. Values are sent as they
 * are: dates go as ISO text with a cast in the SQL (see `timestamp` in lib/db/timestamp.ts).
 */
export type RawSql = { query<Row = unknown>(text: string, values: readonly unknown[]): Promise<Row[]> };

// In a process slot, like the client itself (lib/db/client.ts): the database is opened by
// instrumentation.ts, whose bundle has its own copy of this module, and used by the routes.
const drivers = processSlot<WeakMap<object, RawSql>>('rawSql', () => new WeakMap());

/** lib/db/connection.ts tells which driver a client it opened runs on. */
export function registerRawSql(prisma: PrismaClient, sql: RawSql): void {
  drivers.set(prisma, sql);
}

/** The driver of a client opened by lib/db/connection.ts; anything else (a transaction) through Prisma. */
export function rawSql(client: PrismaClient | Prisma.TransactionClient): RawSql {
  return (
    drivers.get(client) ?? {
      query: <Row>(text: string, values: readonly unknown[]) => client.$queryRawUnsafe<Row[]>(text, ...values),
    }
  );
}

/** Runs a statement built with `Prisma.sql` (numbered `$1…` placeholders). */
export function run<Row = unknown>(client: PrismaClient | Prisma.TransactionClient, statement: Prisma.Sql): Promise<Row[]> {
  return rawSql(client).query<Row>(statement.text, statement.values);
}
