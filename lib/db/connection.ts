import 'server-only';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { acquireDirectoryLock } from '@/lib/db/directory-lock';
import { registerRawSql } from '@/lib/db/raw-sql';

/**
 * `url` is DATABASE_URL, which may point at a pooler (PgBouncer in transaction mode, Supabase,
 * Neon, RDS Proxy); `directUrl` (DIRECT_URL, named as Prisma names it) reaches PostgreSQL itself
 * and carries what needs one server session throughout: the migrations and their advisory lock.
 */
export type DbTarget = { kind: 'postgres'; url: string; directUrl?: string } | { kind: 'pglite'; dataDir: string };

/** One raw connection for work Prisma cannot do: multi-statement scripts and session locks. */
export type SqlSession = {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
  release(): Promise<void>;
};

export type Database = {
  target: DbTarget;
  prisma: PrismaClient;
  openSession(): Promise<SqlSession>;
  close(): Promise<void>;
};

// A hung server must turn into an error (and a 503) instead of a request that never ends: the
// client gives up after `query_timeout`. Nothing is sent as a start-up parameter (`options`,
// `statement_timeout`): a pooler in transaction mode refuses them, and a session setting would
// stay on whichever server connection the pooler handed out. The server-side statement timeout
// and the UTC time zone are set on the role instead (ROLE_SETTINGS_SQL in lib/db/migrate.ts,
// applied by every migration run), so every new server connection starts with them, pooled or not.
const pgConfig = (url: string): pg.PoolConfig => ({
  connectionString: url,
  connectionTimeoutMillis: 5_000,
  query_timeout: 15_000,
});

export async function openDatabase(target: DbTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

function openPostgres(target: Extract<DbTarget, { kind: 'postgres' }>): Database {
  // One pool for Prisma and for the forms' hand-written statements (lib/db/raw-sql.ts).
  const pool = new pg.Pool({ ...pgConfig(target.url), max: 10 });
  // A dropped idle connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', () => {});
  // No statementNameGenerator: the adapter then sends unnamed statements (parse, bind, execute in
  // one round), which a transaction pooler can route; named ones would outlive the transaction.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  registerRawSql(prisma, { query: async (text, values) => (await pool.query(text, values as unknown[])).rows });
  return {
    target,
    prisma,
    async openSession() {
      // Session state (the migration lock) needs PostgreSQL itself, not a transaction pooler.
      const client = new pg.Client(pgConfig(target.directUrl ?? target.url));
      // A dropped connection emits 'error' on the client; unhandled, it would crash the process.
      client.on('error', () => {});
      await client.connect();
      return {
        query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
        exec: async (script) => void (await client.query(script)),
        release: () => client.end(),
      };
    },
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}

async function openPglite(target: Extract<DbTarget, { kind: 'pglite' }>): Promise<Database> {
  // PGlite has no server to arbitrate between processes: two of them on one directory
  // would corrupt it, so a second process fails here with a clear message instead.
  // Owner-only: the embedded database holds every enquiry.
  await mkdir(path.dirname(target.dataDir), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(target.dataDir), 0o700);
  const unlock = acquireDirectoryLock(target.dataDir);
  let pglite: PGlite;
  try {
    // pg_trgm: the team inbox's search indexes (migration 20261124000100_team_area_search).
    pglite = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
    await chmod(target.dataDir, 0o700);
    await pglite.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    unlock();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  registerRawSql(prisma, { query: async <Row>(text: string, values: readonly unknown[]) => (await pglite.query<Row>(text, values as unknown[])).rows });
  return {
    target,
    prisma,
    // One in-process connection: the session is PGlite itself, and releasing it closes nothing.
    openSession: async () => ({
      query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
      exec: async (script) => void (await pglite.exec(script)),
      release: async () => {},
    }),
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}
