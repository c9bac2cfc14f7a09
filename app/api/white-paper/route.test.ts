import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/white-paper/route';
import { useDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { DOWNLOAD_LINK_TTL_MS, resetDownloadLinkSecretForTests, signDownloadLink } from '@/lib/signed-link';
import { useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const secret = 'white-paper-route-test-secret-0123456789';
const origin = 'https://granite.test';

// The PDF is rendered from the published texts of its language, read from this database.
beforeAll(async () => {
  useDatabaseForTests(await dbs.open('pglite'));
  vi.stubEnv('DOWNLOAD_LINK_SECRET', secret);
  resetEnvForTests();
  resetDownloadLinkSecretForTests();
});
afterAll(() => {
  useDatabaseForTests(undefined);
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetDownloadLinkSecretForTests();
});

const get = (url: string, headers: Record<string, string> = {}) => GET(new Request(url, { headers }));

describe('GET /api/white-paper', () => {
  it.each([
    ['en', 'granite-digital-white-paper-linkedin-ai-agent.pdf'],
    ['de', 'granite-digital-whitepaper-linkedin-ki-agent.pdf'],
    ['fr', 'granite-digital-livre-blanc-agent-ia-linkedin.pdf'],
    ['nl', 'granite-digital-whitepaper-ai-agent-linkedin.pdf'],
  ] as const)(
    'serves the %s PDF as a download named %s',
    async (locale, fileName) => {
      const response = await get(signDownloadLink({ origin, locale, secret, now: new Date() }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
    },
    120_000,
  );

  it('answers 403 with a small page for a tampered link', async () => {
    const url = new URL(signDownloadLink({ origin, locale: 'de', secret, now: new Date() }));
    url.searchParams.set('lang', 'en');
    const response = await get(url.href, { cookie: 'NEXT_LOCALE=fr' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ce lien de téléchargement n’est pas valide');
    expect(html).toContain('href="/fr/diy-agents"');
    // A page with no script allows none, inline or not.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'none'");
  });

  it('answers 403 for a link without any signature', async () => {
    expect((await get(`${origin}/api/white-paper`)).status).toBe(403);
  });

  it('answers 410 with a page in the link language once the link has expired', async () => {
    const eightDaysAgo = new Date(Date.now() - DOWNLOAD_LINK_TTL_MS - 86_400_000);
    const response = await get(signDownloadLink({ origin, locale: 'de', secret, now: eightDaysAgo }));
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('<title>Dieser Download-Link ist abgelaufen | Granite Digital</title>');
    expect(html).toContain('href="/de/diy-agents"');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});
