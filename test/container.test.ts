import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The container files as a deployer uses them, read line by line (no Docker here):
// e2e/standalone-checks.ts checks what the image's standalone folder holds.

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim());

describe('compose.yaml', () => {
  it('publishes the site on loopback only, since TRUST_PROXY trusts whoever reaches the port', () => {
    const compose = readFileSync('compose.yaml', 'utf8');
    const published = [...compose.matchAll(/^\s+-\s+["']([^"']+:\d+)["']\s*$/gm)].map((match) => match[1]);
    expect(published).toEqual(['127.0.0.1:3000:3000']);
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-\}/);
    // The database stays unpublished (only a commented-out loopback line).
    expect(compose).toMatch(/^\s+#\s+-\s+"127\.0\.0\.1:5432:5432"$/m);
  });
});

describe('.dockerignore', () => {
  const ignored = lines('.dockerignore');

  it('keeps every .env file out of the build context (Next.js copies .env and .env.production into standalone/), except the example', () => {
    expect(ignored).toContain('.env*');
    expect(ignored).toContain('!.env.example');
    expect(ignored.indexOf('!.env.example')).toBeGreaterThan(ignored.indexOf('.env*'));
  });

  it('leaves tests and the e2e suite out, but not what the build needs (test/server-only-stub.ts bundles migrate.mjs)', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/*.test.ts', '**/*.test.tsx', 'e2e']));
    expect(ignored).not.toContain('test');
    expect(readFileSync('scripts/build-migrate.mjs', 'utf8')).toContain('test/server-only-stub.ts');
  });
});

describe('Dockerfile', () => {
  it('copies what postinstall imports into the deps stage', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const copied = dockerfile.match(/^COPY scripts\/.*$/m)?.[0] ?? '';
    for (const imported of [...readFileSync('scripts/postinstall.mjs', 'utf8').matchAll(/from '\.\/([^']+)'/g)].map((match) => match[1])) {
      expect(copied).toContain(`scripts/${imported}`);
    }
    expect(copied).toContain('scripts/postinstall.mjs');
  });

  it('says how a deployer checks the base image digest', () => {
    const readme = readFileSync('docs/deploying.md', 'utf8');
    expect(readme).toMatch(/docker buildx imagetools inspect node:24\.\d+\.\d+-bookworm-slim/);
    expect(readme).toMatch(/crane digest node:24\.\d+\.\d+-bookworm-slim/);
  });
});
