import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/connection';
import { defaultMigrationsDir, migrate, readMigrations } from '@/lib/db/migrate';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const quiet = { log: () => {} };
// Every folder under prisma/migrations, in name order: each new migration joins without editing this file.
const migrationFolders = () =>
  readdirSync(defaultMigrationsDir(), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

type HistoryRow = {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};

async function history(db: Database): Promise<HistoryRow[]> {
  const session = await db.openSession();
  try {
    return await session.query<HistoryRow>('SELECT * FROM _prisma_migrations ORDER BY migration_name');
  } finally {
    await session.release();
  }
}

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A scratch copy of prisma/migrations that a test may edit. */
function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(process.cwd(), '.tmp', 'migrations-'));
  copies.push(dir);
  cpSync(defaultMigrationsDir(), dir, { recursive: true });
  return dir;
}

describe('readMigrations', () => {
  it('lists every migration folder in name order with the sha256 of its file', async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.name)).toEqual(migrationFolders());
    expect(migrations.map((m) => m.name).slice(0, 3)).toEqual(['20261121000000_init', '20261121000100_mail_outbox', '20261122000000_rate_limits']);
    const file = readFileSync(path.join(defaultMigrationsDir(), '20261121000000_init', 'migration.sql'));
    expect(migrations[0]?.checksum).toBe(createHash('sha256').update(file).digest('hex'));
  });
});

describe.each(engines)('migration runner on %s', (engine) => {
  it('applies every migration once and records it exactly as prisma migrate deploy does', async () => {
    const db = await dbs.open(engine, { migrated: false });
    const local = await readMigrations();

    expect(await migrate(db, quiet)).toEqual({ applied: local.map((m) => m.name), alreadyApplied: [] });

    const rows = await history(db);
    expect(rows.map((row) => row.migration_name)).toEqual(local.map((m) => m.name));
    for (const [index, row] of rows.entries()) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.checksum).toBe(local[index]?.checksum);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row).toMatchObject({ logs: null, rolled_back_at: null, applied_steps_count: 1 });
    }
  });

  it('creates _prisma_migrations with the columns and types Prisma uses', async () => {
    const db = await dbs.open(engine);
    const session = await db.openSession();
    const columns = await session.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    await session.release();
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying', is_nullable: 'NO' },
      { column_name: 'checksum', data_type: 'character varying', is_nullable: 'NO' },
      { column_name: 'finished_at', data_type: 'timestamp with time zone', is_nullable: 'YES' },
      { column_name: 'migration_name', data_type: 'character varying', is_nullable: 'NO' },
      { column_name: 'logs', data_type: 'text', is_nullable: 'YES' },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone', is_nullable: 'YES' },
      { column_name: 'started_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
      { column_name: 'applied_steps_count', data_type: 'integer', is_nullable: 'NO' },
    ]);
  });

  it('is idempotent: a second run applies nothing and leaves the history untouched', async () => {
    const db = await dbs.open(engine);
    const before = await history(db);
    const report = await migrate(db, quiet);
    expect(report.applied).toEqual([]);
    expect(report.alreadyApplied).toHaveLength(before.length);
    expect(await history(db)).toEqual(before);
  });

  it('applies only a newly added migration', async () => {
    const db = await dbs.open(engine);
    const dir = copyOfMigrations();
    cpSync(path.join(dir, '20261121000000_init'), path.join(dir, '20300101000000_add_note'), { recursive: true });
    writeFileSync(path.join(dir, '20300101000000_add_note', 'migration.sql'), 'ALTER TABLE "users" ADD COLUMN "note" TEXT;\n');

    expect((await migrate(db, { dir, log: () => {} })).applied).toEqual(['20300101000000_add_note']);
    const rows = await history(db);
    expect(rows).toHaveLength((await readMigrations()).length + 1);
    expect(rows.at(-1)).toMatchObject({ migration_name: '20300101000000_add_note', applied_steps_count: 1 });
  });

  it('keeps a rate_limits table the app created itself before the migration existed', async () => {
    const db = await dbs.open(engine, { migrated: false });
    const session = await db.openSession();
    try {
      // What lib/rate-limit/limiter.ts ran at its first request until the migration took over.
      await session.exec('CREATE TABLE IF NOT EXISTS "rate_limits" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)');
      await session.query("INSERT INTO rate_limits (key, points, expire) VALUES ('contact:minute:192.0.2.1', 2, 1)");
      expect((await migrate(db, quiet)).applied).toContain('20261122000000_rate_limits');
      expect(await session.query('SELECT key, points FROM rate_limits')).toEqual([{ key: 'contact:minute:192.0.2.1', points: 2 }]);
    } finally {
      await session.release();
    }
  });

  it('records a failing migration with its error, rolls its statements back and refuses to continue', async () => {
    const db = await dbs.open(engine, { migrated: false });
    const dir = copyOfMigrations();
    writeFileSync(path.join(dir, '20261121000100_mail_outbox', 'migration.sql'), 'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT * FROM "no_such_table";\n');

    await expect(migrate(db, { dir, log: () => {} })).rejects.toThrow(/20261121000100_mail_outbox failed/);
    const failed = (await history(db)).find((row) => row.migration_name === '20261121000100_mail_outbox');
    expect(failed).toMatchObject({ finished_at: null, applied_steps_count: 0 });
    expect(failed?.logs).toContain('no_such_table');
    // The script ran as one implicit transaction: its first statement did not survive.
    const session = await db.openSession();
    const tables = await session.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'");
    await session.release();
    expect(tables[0]?.n).toBe(0);

    await expect(migrate(db, quiet)).rejects.toThrow(/P3009/);
  });

  it('warns, without failing, when an applied migration file was edited afterwards', async () => {
    const db = await dbs.open(engine);
    const dir = copyOfMigrations();
    const file = path.join(dir, '20261121000000_init', 'migration.sql');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n-- edited\n`);
    const log = vi.fn();
    expect((await migrate(db, { dir, log })).applied).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('20261121000000_init was changed'));
  });
});

describe('migration runner on PostgreSQL: the session settings the server needs, on the role', () => {
  it('sets statement_timeout and TimeZone for the migrating role in this database only, so the pool sends no start-up parameters', async () => {
    const url = await dbs.postgresUrl();
    const runner = await openDatabase({ kind: 'postgres', url });
    try {
      await migrate(runner, quiet);
    } finally {
      await runner.close();
    }
    // A new connection, as a pooler would open one: no options, no start-up parameters.
    const fresh = await openDatabase({ kind: 'postgres', url });
    try {
      const [settings] = await fresh.prisma.$queryRawUnsafe<{ timeout: string; zone: string; stamp: boolean }[]>(
        `SELECT current_setting('statement_timeout') AS timeout, current_setting('TimeZone') AS zone,
           (now() AT TIME ZONE 'UTC')::timestamp(0) = CURRENT_TIMESTAMP::timestamp(0) AS stamp`,
      );
      expect(settings).toEqual({ timeout: '10s', zone: 'UTC', stamp: true });
    } finally {
      await fresh.close();
    }
    // Not the cluster: another database of the same role keeps the defaults.
    const other = await openDatabase({ kind: 'postgres', url: await dbs.postgresUrl() });
    try {
      const [row] = await other.prisma.$queryRawUnsafe<{ timeout: string }[]>("SELECT current_setting('statement_timeout') AS timeout");
      expect(row).toEqual({ timeout: '0' });
    } finally {
      await other.close();
    }
  });
});

describe('migration runner on concurrent PostgreSQL clients', () => {
  it('serialises runners with the advisory lock, so each migration is applied exactly once', async () => {
    const url = await dbs.postgresUrl();
    const runners = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url })));
    try {
      const reports = await Promise.all(runners.map((db) => migrate(db, quiet)));
      const applied = reports.flatMap((report) => report.applied).sort();
      expect(applied).toEqual(migrationFolders());
      const rows = await history(runners[0]!);
      expect(rows).toHaveLength(applied.length);
    } finally {
      await Promise.all(runners.map((db) => db.close()));
    }
  });
});
