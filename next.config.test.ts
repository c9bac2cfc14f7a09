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
});
