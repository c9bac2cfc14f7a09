import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@/': root,
  // `server-only` throws outside React Server Components; the units under test are plain Node.
  'server-only': fileURLToPath(new URL('./test/server-only-stub.ts', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', 'e2e/**', '.next/**', '.next-*/**', '.data/**', '.tmp/**'],
          // next-intl's ESM imports `next/server` without an extension, which only a bundler
          // resolves (proxy.test.ts runs its middleware).
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One production server and one browser are shared; two cores cannot run more.
          fileParallelism: false,
        },
      },
    ],
  },
});
