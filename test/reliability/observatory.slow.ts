import { describe, expect, it } from 'vitest';
import { ensureBuild } from '@/test/reliability/next-process.mjs';
import { runObservatory } from '@/scripts/observatory.mjs';

// The MDN HTTP Observatory grade of a production build behind a TLS front (see the script).
const DIST_DIR = process.env.RELIABILITY_DIST_DIR ?? '.next-reliability';

describe('MDN HTTP Observatory', () => {
  it('grades the site A+ with every test passed', async () => {
    ensureBuild({ distDir: DIST_DIR, env: { SITE_URL: 'http://127.0.0.1:3000' } });
    const { scan, tests } = await runObservatory({ distDir: DIST_DIR });
    expect(scan.grade).toBe('A+');
    expect(scan.testsFailed).toBe(0);
    expect(tests['content-security-policy']?.result).toMatch(/^csp-implemented-with-(no-unsafe|unsafe-inline-in-style-src-only)/);
    expect(tests.redirection?.result).toBe('redirection-to-https');
  }, 600_000);
});
