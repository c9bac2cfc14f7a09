import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, SqlSession } from '@/lib/db/connection';

// Applies prisma/migrations the way `prisma migrate deploy` does and records them in the same
// _prisma_migrations table, so deployers who have Prisma's schema engine can keep using it on
// a database this runner created (and the other way round).

/** Prisma's own DDL for the history table (schema-engine, PostgreSQL flavour). */
const HISTORY_TABLE_DDL = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

/**
 * The settings the server relies on, for the migrating role in this database (not the whole
 * cluster), so every new server connection starts with them, through a pooler or not (the pool
 * sends no start-up parameters, lib/db/connection.ts): UTC sessions make DEFAULT CURRENT_TIMESTAMP
 * agree with the UTC values Prisma writes; ten seconds stop a runaway statement on the server.
 * An ordinary role may set its own. A server running as another role needs the same two lines.
 */
export const ROLE_SETTINGS_SQL = `DO $$ BEGIN
  EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET statement_timeout = %L', current_database(), '10s');
  EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET "TimeZone" = %L', current_database(), 'UTC');
END $$`;

/** The key `prisma migrate deploy` locks, so the two never run at the same time. */
const PRISMA_MIGRATE_LOCK = 72707369;
const LOCK_WAIT_MS = 60_000;

export const defaultMigrationsDir = () => path.join(process.cwd(), 'prisma', 'migrations');

export type LocalMigration = { name: string; script: string; checksum: string };
export type MigrationReport = { applied: string[]; alreadyApplied: string[] };

type HistoryRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

export async function readMigrations(dir = defaultMigrationsDir()): Promise<LocalMigration[]> {
  // Read at run time from the checkout (`next start` runs in it), not bundled or traced.
  const entries = await readdir(/* turbopackIgnore: true */ dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(/* turbopackIgnore: true */ path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, script, checksum: createHash('sha256').update(script, 'utf8').digest('hex') };
    }),
  );
}

export async function migrate(
  db: Pick<Database, 'target' | 'openSession'>,
  { dir = defaultMigrationsDir(), log = console.info }: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const migrations = await readMigrations(dir);
  const session = await db.openSession();
  const locked = db.target.kind === 'postgres';
  try {
    // PGlite lives inside this one process and is guarded by a lock file instead.
    if (locked) await takeAdvisoryLock(session);
    if (locked) await applyRoleSettings(session, log);
    await session.exec(HISTORY_TABLE_DDL);
    const history = await session.query<HistoryRow>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at');
    const failed = history.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was never resolved (Prisma P3009). Fix the ` +
          `database, then run \`prisma migrate resolve --rolled-back ${failed.migration_name}\` or mark it rolled back.`,
      );
    }
    const done = new Map(history.filter((row) => row.finished_at && !row.rolled_back_at).map((r) => [r.migration_name, r]));
    const report: MigrationReport = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          log(`[db] warning: migration ${migration.name} was changed after it was applied`);
        }
        report.alreadyApplied.push(migration.name);
        continue;
      }
      await apply(session, migration);
      log(`[db] applied migration ${migration.name}`);
      report.applied.push(migration.name);
    }
    return report;
  } finally {
    if (locked) await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => {});
    await session.release();
  }
}

/**
 * Migrations in the folder that the database has not finished applying: what /api/ready and a
 * production start-up report, since production migrates as a release step, not at start-up.
 */
export async function pendingMigrations(db: Database, dir = defaultMigrationsDir()): Promise<string[]> {
  const migrations = await readMigrations(dir);
  // Through the pool: /api/ready asks this every few seconds.
  const [table] = await db.prisma.$queryRawUnsafe<{ exists: boolean }[]>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists");
  if (!table?.exists) return migrations.map((migration) => migration.name);
  const rows = await db.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
    'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  const done = new Set(rows.map((row) => row.migration_name));
  return migrations.map((migration) => migration.name).filter((name) => !done.has(name));
}

async function apply(session: SqlSession, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  await session.query('INSERT INTO _prisma_migrations (id, checksum, started_at, migration_name) VALUES ($1, $2, now(), $3)', [
    id,
    migration.checksum,
    migration.name,
  ]);
  try {
    // One simple-protocol script, as Prisma sends it: PostgreSQL runs it in one implicit transaction.
    await session.exec(migration.script);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await session.query('UPDATE _prisma_migrations SET logs = $2 WHERE id = $1', [id, message]);
    throw new Error(`Migration ${migration.name} failed: ${message}`, { cause: error });
  }
  await session.query('UPDATE _prisma_migrations SET applied_steps_count = applied_steps_count + 1, finished_at = now() WHERE id = $1', [id]);
}

async function applyRoleSettings(session: SqlSession, log: (line: string) => void): Promise<void> {
  try {
    await session.exec(ROLE_SETTINGS_SQL);
  } catch (error) {
    // A managed database may forbid it; the server still works, only without those defaults.
    const message = error instanceof Error ? error.message : String(error);
    log(`[db] warning: could not set statement_timeout and TimeZone on the role (${message}); set them yourself (docs/deploying.md "Pooled PostgreSQL")`);
  }
}

/** Session-level: needs a direct connection (DIRECT_URL), never a transaction pooler. */
async function takeAdvisoryLock(session: SqlSession): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PRISMA_MIGRATE_LOCK]);
    if (row?.locked) return;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for the migration lock (another migration is still running).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
