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

  it("allows inline scripts in the fallback policy only for next dev, whatever NODE_ENV says", async () => {
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
});
