import { afterEach, vi } from 'vitest';
import { closeDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';

/** Everything that reads the environment once: the parsed env, the rate limiter's store, the database. */
async function resetWhatReadsTheEnvironment(): Promise<void> {
  resetEnvForTests();
  await resetRateLimitsForTests();
  await closeDatabaseForTests();
}

/**
 * Each test of the file configures its own environment and nothing outlives it. `configure(env)`
 * blanks the `cleared` variables (so the machine's own settings never leak in), sets `env`, and
 * resets everything that read the old values; after each test the variables are restored and
 * the same is reset again.
 */
export function useFreshEnvironment(cleared: readonly string[]): (env: Record<string, string>) => Promise<void> {
  afterEach(async () => {
    vi.unstubAllEnvs();
    await resetWhatReadsTheEnvironment();
  });
  return async (env) => {
    for (const key of cleared) vi.stubEnv(key, '');
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    await resetWhatReadsTheEnvironment();
  };
}
