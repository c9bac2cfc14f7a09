import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { DOWNLOAD_LINK_TTL_MS, downloadLinkSecret, resetDownloadLinkSecretForTests, signDownloadLink, verifyDownloadLink } from '@/lib/signed-link';

vi.mock('server-only', () => ({}));

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const issuedAt = new Date('2026-05-01T08:00:00.000Z');
const link = (locale: 'en' | 'de' | 'fr' | 'nl' = 'de') => new URL(signDownloadLink({ origin: 'https://granite.test', locale, secret, now: issuedAt }));
const check = (url: URL, now = issuedAt, key = secret) => verifyDownloadLink(url.searchParams, { secret: key, now });

describe('signed white-paper links', () => {
  it('name the language and are valid until seven days after signing', () => {
    const url = link('fr');
    expect(url.pathname).toBe('/api/white-paper');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(check(url)).toEqual({ status: 'valid', locale: 'fr' });
    expect(check(url, new Date(issuedAt.getTime() + DOWNLOAD_LINK_TTL_MS - 1_000))).toEqual({ status: 'valid', locale: 'fr' });
  });

  it('expire after seven days', () => {
    expect(check(link(), new Date(issuedAt.getTime() + DOWNLOAD_LINK_TTL_MS + 1_000))).toEqual({ status: 'expired', locale: 'de' });
  });

  it.each([
    ['another language', (url: URL) => url.searchParams.set('lang', 'en')],
    ['a later expiry', (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400))],
    ['an altered signature', (url: URL) => url.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -1)}A`)],
    ['no signature', (url: URL) => url.searchParams.delete('sig')],
    ['an unknown language', (url: URL) => url.searchParams.set('lang', 'es')],
    ['a non-numeric expiry', (url: URL) => url.searchParams.set('expires', '1e99')],
    ['the same expiry with a leading zero', (url: URL) => url.searchParams.set('expires', `0${url.searchParams.get('expires')}`)],
    ['another key id', (url: URL) => url.searchParams.set('kid', 'AAAAAAAA')],
  ])('reject %s as invalid', (_name, tamper) => {
    const url = link();
    tamper(url);
    expect(check(url)).toEqual({ status: 'invalid' });
  });

  it('reject a tampered link as invalid even when it would also have expired', () => {
    const url = link();
    url.searchParams.set('lang', 'nl');
    expect(check(url, new Date(issuedAt.getTime() + 30 * DOWNLOAD_LINK_TTL_MS))).toEqual({ status: 'invalid' });
  });

  it('reject links signed with another secret', () => {
    expect(check(link(), issuedAt, `${secret}-rotated`)).toEqual({ status: 'invalid' });
  });
});

describe('rotating the signing secret', () => {
  const rotated = `${secret}-rotated`;

  it('name the key that signed them', () => {
    const kid = link().searchParams.get('kid');
    expect(kid).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(new URL(signDownloadLink({ origin: 'https://granite.test', locale: 'de', secret: rotated, now: issuedAt })).searchParams.get('kid')).not.toBe(kid);
  });

  it('accept links signed with the previous secret during the grace period, and only then', () => {
    const old = link();
    expect(verifyDownloadLink(old.searchParams, { secret: rotated, previousSecret: secret, now: issuedAt })).toEqual({ status: 'valid', locale: 'de' });
    expect(verifyDownloadLink(old.searchParams, { secret: rotated, now: issuedAt })).toEqual({ status: 'invalid' });
  });

  it('accept links from before key ids existed, signed with either secret', () => {
    const expires = Math.floor(issuedAt.getTime() / 1000) + 3600;
    const sig = createHmac('sha256', secret).update(`white-paper:v1:nl:${expires}`).digest('base64url');
    const legacy = new URLSearchParams({ lang: 'nl', expires: String(expires), sig });
    expect(verifyDownloadLink(legacy, { secret: rotated, previousSecret: secret, now: issuedAt })).toEqual({ status: 'valid', locale: 'nl' });
    expect(verifyDownloadLink(legacy, { secret: rotated, now: issuedAt })).toEqual({ status: 'invalid' });
  });
});

describe('download link secret', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    resetDownloadLinkSecretForTests();
  });

  it('comes from APP_SECRET, or its old name DOWNLOAD_LINK_SECRET, when set', async () => {
    vi.stubEnv('DOWNLOAD_LINK_SECRET', secret);
    resetEnvForTests();
    expect(await downloadLinkSecret()).toBe(secret);
    vi.stubEnv('APP_SECRET', `${secret}-new`);
    resetEnvForTests();
    resetDownloadLinkSecretForTests();
    expect(await downloadLinkSecret()).toBe(`${secret}-new`);
  });

  it('is otherwise generated once in the data directory and reused after a restart', async () => {
    const dataDir = mkdtempSync(path.join(process.cwd(), '.tmp', 'secret-'));
    vi.stubEnv('DOWNLOAD_LINK_SECRET', '');
    vi.stubEnv('APP_SECRET', '');
    vi.stubEnv('DATA_DIR', dataDir);
    resetEnvForTests();
    const first = await downloadLinkSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe(first);
    // Owner-only: the directory 0700, the secret 0600.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    resetDownloadLinkSecretForTests();
    expect(await downloadLinkSecret()).toBe(first);
    rmSync(dataDir, { recursive: true });
    expect(existsSync(dataDir)).toBe(false);
  });
});
