import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { resetDownloadLinkSecretForTests } from '@/lib/signed-link';
import { signFormToken } from '@/lib/spam/form-token';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';

// The environment the form handlers see in tests: mail goes to a fake Resend on loopback,
// files land in a throwaway data directory, and links are signed with a known secret. The
// rate limit is off unless a test turns it on: every hand-built request has the same sender.

export const TEST_SITE_URL = 'https://granite.test';
export const TEST_TEAM_ADDRESS = 'team@granite.test';
export const TEST_LINK_SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export type FormEnvironment = { fake: FakeResend; dataDir: string };

export function useFormEnvironment(): FormEnvironment {
  const environment = {} as FormEnvironment;
  beforeAll(async () => {
    environment.fake = await startFakeResend();
    environment.dataDir = mkdtempSync(path.join(process.cwd(), '.tmp', 'data-'));
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', environment.dataDir);
    vi.stubEnv('RESEND_API_KEY', environment.fake.apiKey);
    vi.stubEnv('RESEND_BASE_URL', environment.fake.baseUrl);
    vi.stubEnv('MAIL_FROM', 'Granite Digital <hello@granite.test>');
    vi.stubEnv('MAIL_TO_TEAM', TEST_TEAM_ADDRESS);
    vi.stubEnv('DOWNLOAD_LINK_SECRET', TEST_LINK_SECRET);
    vi.stubEnv('SITE_URL', TEST_SITE_URL);
    vi.stubEnv('RATE_LIMIT_DISABLED', '1');
    resetEnvForTests();
    resetDownloadLinkSecretForTests();
    await resetRateLimitsForTests();
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    vi.unstubAllEnvs();
    resetEnvForTests();
    resetDownloadLinkSecretForTests();
    await resetRateLimitsForTests();
    await environment.fake.close();
    rmSync(environment.dataDir, { recursive: true, force: true });
  });
  return environment;
}

/** A form token as the form would send it, issued `ageMs` ago (older than the 2 s time trap). */
export function formToken(ageMs = 10_000): string {
  return signFormToken(Date.now() - ageMs, TEST_LINK_SECRET);
}

/** A POST as a browser would send it; pass `body` as a string to send it unchanged. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A body that arrives in chunks with no (or a false) length, like a hostile client's. */
export function streamedPost(url: string, totalBytes: number, headers: Record<string, string> = {}): Request {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(1022)}",`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}
