// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded
// database in .data/pglite when it is unset, and records them as `prisma migrate deploy` does.
import nextEnv from '@next/env';
import { describeTarget, databaseTarget, migrateOnce } from '@/lib/db/client';

// The same .env files `next dev` / `next start` read, so this migrates the database they use.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');

try {
  const target = databaseTarget();
  console.info(`Migrating ${describeTarget(target)}`);
  const report = await migrateOnce();
  console.info(
    report.applied.length > 0
      ? `Applied ${report.applied.length} migration(s).`
      : `Already up to date (${report.alreadyApplied.length} migration(s) applied earlier).`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
