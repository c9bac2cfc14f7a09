import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { startPostgres, type TestPostgres } from '@/test/postgres';

// Data-layer tests run once per engine: the embedded PGlite used in development and a real
// PostgreSQL 15 like production. Each suite gets fresh, migrated databases of both kinds.

export const engines = ['pglite', 'postgres'] as const;
export type Engine = (typeof engines)[number];

export type TestDatabases = {
  /** A new empty database of that engine (migrated unless `migrated: false`). */
  open(engine: Engine, options?: { migrated?: boolean }): Promise<Database>;
  /** URL of a new empty PostgreSQL database, for tests that connect by themselves. */
  postgresUrl(): Promise<string>;
};

/** Registers beforeAll/afterAll hooks that start PostgreSQL and clean up after the file. */
export function useTestDatabases(): TestDatabases {
  let server: TestPostgres | undefined;
  const opened: Database[] = [];
  const tmp = path.join(process.cwd(), '.tmp');
  const dirs: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    mkdirSync(tmp, { recursive: true });
    server = await startPostgres();
  }, 600_000);

  afterAll(async () => {
    await Promise.allSettled(opened.map((db) => db.close()));
    await server?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const postgresUrl = async () => {
    if (!server) throw new Error('PostgreSQL has not started');
    counter += 1;
    return server.createDatabase(`test_${process.pid}_${counter}`);
  };

  return {
    postgresUrl,
    async open(engine, { migrated = true } = {}) {
      let db: Database;
      if (engine === 'postgres') {
        db = await openDatabase({ kind: 'postgres', url: await postgresUrl() });
      } else {
        const dir = mkdtempSync(path.join(tmp, 'pglite-'));
        dirs.push(dir);
        cpSync(await pgliteTemplate(tmp), path.join(dir, 'db'), { recursive: true });
        db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
      }
      opened.push(db);
      if (migrated) await migrate(db, { log: () => {} });
      return db;
    },
  };
}

/**
 * A freshly initialised, empty PGlite directory to copy: creating one takes seconds, copying
 * it a fraction of that. Built once per machine; parallel test files race to rename theirs
 * into place and the losers simply use the winner's.
 */
async function pgliteTemplate(tmp: string): Promise<string> {
  const manifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  // Per PGlite version: a data directory from another version may not open.
  const template = path.join(tmp, `pglite-template-${version}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(path.join(tmp, 'pglite-building-'));
  const pglite = await PGlite.create(path.join(building, 'db'));
  await pglite.close();
  try {
    renameSync(path.join(building, 'db'), template);
  } catch {
    // Another test file finished first.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}
