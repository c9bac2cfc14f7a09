import { afterEach, describe, expect, it, vi } from 'vitest';
import config from './next.config';

const BUILD = 'phase-production-build';

describe('next.config', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('builds a standalone server that carries the migrations', () => {
    const built = config(BUILD);
    expect(built.output).toBe('standalone');
    expect(built.outputFileTracingIncludes?.['*']).toContain('./prisma/migrations/**/*');
  });

  it('warns loudly when a production build has no SITE_URL, and only then', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('SITE_URL', '');
    config(BUILD);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/SITE_URL is not set/);
    warn.mockClear();
    vi.stubEnv('SITE_URL', 'https://www.example.com');
    config(BUILD);
    config('phase-production-server');
    vi.stubEnv('SITE_URL', '');
    config('phase-production-server');
    expect(warn).not.toHaveBeenCalled();
  });

  it('allows inline scripts in the fallback policy only for next dev, whatever NODE_ENV says', async () => {
    vi.stubEnv('NODE_ENV', 'test'); // what vitest sets for the builds the e2e suite starts
    const scriptSrc = async (phase: string) => {
      // The fallback's rules: outside the language tree (pages there carry their own policy).
      const rules = (await config(phase).headers!()).filter((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy'));
      expect(rules.map((rule) => rule.source)).toEqual(['/', '/:path((?!(?:en|de|fr|nl)(?:/|$)).+)']);
      const [policy, ...others] = new Set(rules.map((rule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')!.value));
      expect(others).toEqual([]);
      return policy!.split('; ').find((directive) => directive.startsWith('script-src'));
    };
    expect(await scriptSrc(BUILD)).not.toContain("'unsafe-inline'");
    expect(await scriptSrc('phase-production-server')).not.toContain("'unsafe-inline'");
    expect(await scriptSrc('phase-development-server')).toContain("'unsafe-inline'");
  });

  describe('a build for a host that caches pages itself', () => {
    const platformBuild = (env: Record<string, string>) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const name of ['PAGE_CACHE', 'VERCEL', 'DATABASE_URL', 'PUBLISHED_TEXTS', 'NEXT_PRIVATE_MINIMAL_MODE']) vi.stubEnv(name, '');
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      return () => config(BUILD);
    };

    it('fails without DATABASE_URL, saying why and what to set', () => {
      expect(platformBuild({ PAGE_CACHE: 'platform' })).toThrow(
        /DATABASE_URL is not set[\s\S]*set PUBLISHED_TEXTS=none to build from the catalogue on purpose\.$/,
      );
      expect(platformBuild({ VERCEL: '1' })).toThrow(/host that caches pages itself/);
      expect(platformBuild({ VERCEL: '1', PUBLISHED_TEXTS: 'catalogue' })).toThrow(/PUBLISHED_TEXTS is "catalogue", not "none"/);
    });

    it('builds with DATABASE_URL, or from the catalogue when PUBLISHED_TEXTS=none says so', () => {
      expect(platformBuild({ PAGE_CACHE: 'platform', DATABASE_URL: 'postgresql://u@db.example/site' })()).toMatchObject({ output: 'standalone' });
      expect(platformBuild({ VERCEL: '1', PUBLISHED_TEXTS: 'none' })()).toMatchObject({ output: 'standalone' });
    });

    it('leaves builds for our own page cache, and the server phase, alone', () => {
      expect(platformBuild({})()).toMatchObject({ output: 'standalone' });
      expect(platformBuild({ PAGE_CACHE: 'own' })()).toMatchObject({ output: 'standalone' });
      vi.stubEnv('PAGE_CACHE', 'platform');
      expect(config('phase-production-server')).toMatchObject({ output: 'standalone' });
    });
  });
});
