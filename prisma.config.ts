import nextEnv from '@next/env';
import { defineConfig } from 'prisma/config';

// Only the Prisma CLI reads this file (generate, and `migrate deploy` for deployers who have the
// schema engine). The app itself connects through lib/db and applies migrations with its own
// runner, which records them in _prisma_migrations exactly as `prisma migrate deploy` does.

// Prisma 7 no longer reads .env itself; use the same files Next.js does.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  // `generate` needs no database, so a missing DATABASE_URL must not make the config fail.
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
