import { describe, expect, it } from 'vitest';
import { canaryVerdict, compareVersions, installArgs, nextCompanions, parseCanaryArgs, pickCompanion, pickNext } from './next-canary-lib.mjs';

// What this registry held on 27 Nov 2026 (npm view next versions / dist-tags; @next/third-parties versions).
const NEXT = ['16.3.7', '16.4.0-canary.48', '16.4.0', '16.4.2', '16.4.6', '16.5.0-canary.14', '16.5.0-canary.26', '16.5.0-canary.38', '15.5.9'];
const THIRD_PARTIES = ['16.3.6', '16.3.7', '16.4.0-canary.13', '16.4.2'];

describe('parseCanaryArgs', () => {
  it('takes an exact version or a dist-tag, and --keep', () => {
    expect(parseCanaryArgs([])).toEqual({ keep: false });
    expect(parseCanaryArgs(['--version=16.5.0-canary.38'])).toEqual({ keep: false, version: '16.5.0-canary.38' });
    expect(parseCanaryArgs(['--tag=canary', '--keep'])).toEqual({ keep: true, tag: 'canary' });
  });

  it('refuses a range as --version, both options, and anything unknown', () => {
    expect(() => parseCanaryArgs(['--version=16'])).toThrow(/exact version/);
    expect(() => parseCanaryArgs(['--version=^16.4.0'])).toThrow(/exact version/);
    expect(() => parseCanaryArgs(['--version=16.4.6', '--tag=canary'])).toThrow(/one of --version and --tag/);
    expect(() => parseCanaryArgs(['--canary'])).toThrow(/unknown argument "--canary"/);
  });
});

describe('pickNext', () => {
  const registry = { versions: NEXT, distTags: { latest: '16.4.6' } };

  it('is the newest 16.x release by default, prereleases aside', () => {
    expect(pickNext({}, registry).version).toBe('16.4.6');
  });

  it('takes an exact version only if the registry has it', () => {
    expect(pickNext({ version: '16.5.0-canary.26' }, registry).version).toBe('16.5.0-canary.26');
    expect(() => pickNext({ version: '16.4.7' }, registry)).toThrow(/next@16\.4\.7 is not on the registry/);
  });

  it('follows a dist-tag; without that tag, the newest prerelease of its name, and says so', () => {
    expect(pickNext({ tag: 'latest' }, registry).version).toBe('16.4.6');
    expect(pickNext({ tag: 'canary' }, registry)).toEqual({
      version: '16.5.0-canary.38',
      note: expect.stringMatching(/^no dist-tag "canary" on this registry \(it has: latest\)/),
    });
    expect(pickNext({ tag: 'canary' }, { ...registry, distTags: { latest: '16.4.6', canary: '16.5.0-canary.26' } }).version).toBe('16.5.0-canary.26');
    expect(() => pickNext({ tag: 'beta' }, registry)).toThrow(/no dist-tag "beta"/);
  });
});

describe('pickCompanion (@next/* packages)', () => {
  it("is Next.js's own version when published, else the newest one not newer", () => {
    expect(pickCompanion('16.4.2', THIRD_PARTIES)).toBe('16.4.2');
    expect(pickCompanion('16.4.6', THIRD_PARTIES)).toBe('16.4.2');
    expect(pickCompanion('16.5.0-canary.38', THIRD_PARTIES)).toBe('16.4.2');
    expect(pickCompanion('16.4.0', THIRD_PARTIES)).toBe('16.4.0-canary.13');
    expect(pickCompanion('15.0.0', THIRD_PARTIES)).toBeUndefined();
  });

  it('covers every @next/* dependency of package.json', () => {
    expect(nextCompanions({ dependencies: { next: '1', '@next/third-parties': '1' }, devDependencies: { '@next/bundle-analyzer': '1', vitest: '1' } })).toEqual(
      ['@next/bundle-analyzer', '@next/third-parties'],
    );
  });

  it('orders versions as semver does', () => {
    const sorted = ['16.5.0-canary.38', '16.4.6', '16.5.0-canary.4', '16.5.0', '16.4.10'].sort(compareVersions);
    expect(sorted).toEqual(['16.4.6', '16.4.10', '16.5.0-canary.4', '16.5.0-canary.38', '16.5.0']);
  });
});

describe('installArgs', () => {
  it('lifts peer ranges only for a prerelease paired with an older companion (npm ERESOLVE otherwise)', () => {
    expect(installArgs('16.5.0-canary.38', ['@next/third-parties@16.4.2'])).toEqual([
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--legacy-peer-deps',
      'next@16.5.0-canary.38',
      '@next/third-parties@16.4.2',
    ]);
    expect(installArgs('16.4.6', ['@next/third-parties@16.4.2'])).not.toContain('--legacy-peer-deps');
    expect(installArgs('16.5.0-canary.38', ['@next/third-parties@16.5.0-canary.38'])).not.toContain('--legacy-peer-deps');
  });
});

describe('canaryVerdict', () => {
  it('passes with exit 0', () => {
    expect(canaryVerdict('16.4.6', undefined)).toEqual({ exitCode: 0, message: expect.stringMatching(/^next-canary: Next\.js 16\.4\.6 passes/) });
  });

  it('calls an install failure what it is, exit 2, never a verdict on Next.js', () => {
    const verdict = canaryVerdict('16.5.0-canary.38', {
      phase: 'install',
      command: 'npm install next@16.5.0-canary.38 @next/third-parties@16.5.0-canary.38',
      status: 1,
    });
    expect(verdict.exitCode).toBe(2);
    expect(verdict.message).toMatch(/could not install Next\.js 16\.5\.0-canary\.38 .*: no verdict on Next\.js/);
    expect(verdict.message).not.toMatch(/breaks/);
  });

  it('blames Next.js for a failed build or test, exit 1', () => {
    for (const phase of ['build', 'test']) {
      const verdict = canaryVerdict('16.5.0-canary.38', { phase, command: 'npm run build', status: 1 });
      expect(verdict).toEqual({
        exitCode: 1,
        message: expect.stringMatching(/^next-canary: Next\.js 16\.5\.0-canary\.38 breaks what this project relies on: npm run build exited 1/),
      });
    }
  });
});

describe('the canary run', () => {
  it('tests e2e files that exist, and builds them as the e2e suite would (same public origin and GA id)', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const { CANARY_E2E_FILES } = await import('./next-canary-lib.mjs');
    const { E2E_GA_ID, E2E_SITE_URL } = await import('../e2e/global-setup');
    for (const file of CANARY_E2E_FILES) expect(existsSync(file), file).toBe(true);
    const script = readFileSync('scripts/next-canary.mjs', 'utf8');
    expect(script).toContain(`const E2E_SITE_URL = '${E2E_SITE_URL}';`);
    expect(script).toContain(`const E2E_GA_ID = '${E2E_GA_ID}';`);
  });
});
