// The release-step migration command, bundled by scripts/build-migrate.mjs into a single
// `migrate.mjs` next to the standalone server.js: plain Node, no tsx, no dev dependencies, no
// Prisma engine. PostgreSQL only: DIRECT_URL when set (DATABASE_URL may go through a pooler in
// transaction mode, which cannot hold the session-level lock), else DATABASE_URL; the embedded database of single-box mode is
// migrated by `npm start` itself. Runs with its own statement timeout (MIGRATE_STATEMENT_TIMEOUT_MS,
// default 15 minutes) instead of the server's 10 seconds, and takes Prisma's migration lock, so
// two releases (or `prisma migrate deploy`) never migrate at the same time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { SqlSession } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';

const here = path.dirname(fileURLToPath(import.meta.url));
const line = (level: string, message: string) => JSON.stringify({ time: new Date().toISOString(), level, message });

async function main(): Promise<number> {
  const url = process.env.DIRECT_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error(line('error', 'DATABASE_URL (or DIRECT_URL): is required (the PostgreSQL database to migrate)'));
    return 1;
  }
  const configured = Number(process.env.MIGRATE_STATEMENT_TIMEOUT_MS ?? 15 * 60_000);
  const timeout = Number.isFinite(configured) && configured >= 0 ? Math.trunc(configured) : 15 * 60_000;
  const dir = process.env.MIGRATIONS_DIR ?? path.join(here, 'prisma', 'migrations');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  // Session settings, on the one direct connection this command holds (never start-up
  // parameters, which a pooler refuses): its own timeout instead of the role's ten seconds.
  await client.query(`SET statement_timeout = ${timeout}`);
  await client.query("SET TIME ZONE 'UTC'");
  const session: SqlSession = {
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
    exec: async (script) => void (await client.query(script)),
    release: async () => {},
  };
  try {
    const target = new URL(url);
    console.info(line('info', `migrating PostgreSQL at ${target.hostname}:${target.port || 5432}${target.pathname}`));
    const report = await migrate(
      { target: { kind: 'postgres', url }, openSession: async () => session },
      {
        dir,
        log: (message) => console.info(line('info', message)),
      },
    );
    console.info(
      line(
        'info',
        report.applied.length > 0 ? `applied ${report.applied.length} migration(s)` : `already up to date (${report.alreadyApplied.length} applied earlier)`,
      ),
    );
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The first line only: a failed statement's detail may quote row values.
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.error(line('error', `migration failed: ${message}`));
    process.exit(1);
  },
);
