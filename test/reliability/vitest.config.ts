import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the fast reliability tests at full strength (FUZZ_RUNS=10000, set
// by the script) plus the slow ones (*.slow.ts) that build the site and run real servers.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: {
      '@/': root,
      'server-only': fileURLToPath(new URL('../server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['test/reliability/**/*.test.ts', 'test/reliability/**/*.slow.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // Servers, a PostgreSQL cluster and 10,000-case fuzzing: one file at a time on two cores.
    fileParallelism: false,
  },
});
