import 'server-only';
import path from 'node:path';
import { openDatabase, type Database, type DbTarget } from '@/lib/db/connection';
import { migrate, pendingMigrations, type MigrationReport } from '@/lib/db/migrate';
import { noteDatabaseFailure } from '@/lib/db/outage';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { processSlot } from '@/lib/process-slot.mjs';

/** Thrown when the database cannot be reached or brought up to date; handlers answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// In a process slot so development reloads and separately bundled routes share one client
// (and PGlite is never opened twice on the same directory).
type DbState = { database?: Promise<Database>; ready?: Promise<void> };
const state = processSlot<DbState>('db', () => ({}));

export function databaseTarget(): DbTarget {
  const env = getEnv();
  return env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl, ...(env.directUrl ? { directUrl: env.directUrl } : {}) }
    : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') };
}

/** Where the data lives, for log lines: never the password. */
export function describeTarget(target: DbTarget): string {
  if (target.kind === 'pglite') return `embedded PGlite in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function database(): Promise<Database> {
  state.database ??= openDatabase(databaseTarget()).catch((error: unknown) => {
    state.database = undefined;
    throw error;
  });
  return state.database;
}

/**
 * Opens the database and brings it up to date, once per process; retried after a failure.
 * Single-box mode and development migrate here; production only checks that the release step
 * (the migrate command) has run, since several instances must not race to change the schema
 * and start-up must not hold a long migration.
 */
export function prepareDatabase(): Promise<void> {
  state.ready ??= (async () => {
    const db = await database();
    if (getEnv().mode !== 'production') {
      await migrate(db, { log: (line) => log.info(line) });
      return;
    }
    const pending = await pendingMigrations(db);
    if (pending.length > 0) throw new Error(`migrations pending (${pending.join(', ')}): run the migrate command`);
  })().catch((error: unknown) => {
    state.ready = undefined;
    noteDatabaseFailure();
    throw new DatabaseUnavailableError(`Could not open or migrate the database (${describeTarget(databaseTarget())}): ${errorText(error)}`, { cause: error });
  });
  return state.ready;
}

/** The one Prisma client, with the schema up to date. */
export async function getDb(): Promise<PrismaClient> {
  await prepareDatabase();
  return (await database()).prisma;
}

/** Names of migrations not yet applied to the database. */
export async function checkMigrations(): Promise<string[]> {
  return pendingMigrations(await database());
}

/** Why the server cannot take form submissions now, or undefined when it can (/api/ready). */
export async function databaseProblem(): Promise<string | undefined> {
  try {
    const db = await database();
    const pending = await pendingMigrations(db);
    return pending.length > 0 ? `migrations pending: ${pending.join(', ')}` : undefined;
  } catch (error) {
    return `database unreachable: ${errorText(error)}`;
  }
}

/** At shutdown: closes the pool or PGlite (and its lock); later calls would open it again. */
export async function closeDatabase(): Promise<void> {
  const db = await state.database?.catch(() => undefined);
  state.database = undefined;
  state.ready = undefined;
  await db?.close().catch(() => {});
}

/** For the `db:migrate` script: migrate whatever the environment points at, then let go. */
export async function migrateOnce(): Promise<MigrationReport> {
  const db = await openDatabase(databaseTarget());
  try {
    return await migrate(db);
  } finally {
    await db.close();
  }
}

/** Tests run handlers against a database they opened and migrated themselves. */
export function useDatabaseForTests(db: Database | undefined): void {
  state.database = db ? Promise.resolve(db) : undefined;
  state.ready = db ? Promise.resolve() : undefined;
}

/** Tests in which the app opened the database itself (from DATABASE_URL) close it again. */
export async function closeDatabaseForTests(): Promise<void> {
  const db = await state.database?.catch(() => undefined);
  useDatabaseForTests(undefined);
  await db?.close().catch(() => {});
}
