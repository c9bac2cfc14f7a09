import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { startFakeResend, type FakeResend } from '../test/fake-resend';
import { startPostgres, type TestPostgres } from '../test/postgres';

// What a production instance of the suite's build needs around it: a throwaway PostgreSQL 15
// database migrated by the release step, a fake Resend, a team member made with the documented
// command, and the production variables pointing at them.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';

export type ProductionBackend = {
  postgres: TestPostgres;
  databaseUrl: string;
  fake: FakeResend;
  /** The production configuration for `next start` (lib/env.ts). */
  env(): Record<string, string>;
  stop(): Promise<void>;
};

export async function startProductionBackend({
  database,
  secret,
  member,
  password,
}: {
  database: string;
  secret: string;
  member: string;
  password: string;
}): Promise<ProductionBackend> {
  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase(database);
  const fake = await startFakeResend();
  const migrate = path.join(distDir, 'standalone', 'migrate.mjs');
  const migrated = existsSync(migrate)
    ? spawnSync(process.execPath, [migrate], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' })
    : spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
  const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', member, '--role=owner'], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: databaseUrl, APP_MODE: '' },
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(`team:add-user failed:\n${added.stdout}\n${added.stderr}`);
  return {
    postgres,
    databaseUrl,
    fake,
    env: () => ({
      DATABASE_URL: databaseUrl,
      APP_SECRET: secret,
      SITE_URL: inject('siteURL'),
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: 'team@granite.test',
    }),
    async stop() {
      await fake.close();
      await postgres.stop();
    },
  };
}
