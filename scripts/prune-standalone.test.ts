import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStandalone, unneededAtRunTime } from './prune-standalone.mjs';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

describe('pruneStandalone', () => {
  it('tells tests and lib sources from what the server loads', () => {
    for (const file of ['lib/api-request.test.ts', 'lib/team/guard.ts', 'lib/og/og-image.tsx', 'lib/next-internals.d.mts', 'proxy.test.ts', 'app/x.test.tsx'])
      expect(unneededAtRunTime(file), file).toBe(true);
    for (const file of [
      'lib/next-internals.mjs',
      'cache-handler.mjs',
      'server.js',
      'node_modules/zod/index.test.ts',
      'node_modules/x/lib/a.ts',
      'prisma/migrations/1/migration.sql',
    ])
      expect(unneededAtRunTime(file), file).toBe(false);
  });

  it('removes them from the standalone folder and from the proxy and instrumentation traces', () => {
    root = mkdtempSync(path.join(tmpdir(), 'prune-standalone-'));
    const files = [
      'standalone/server.js',
      'standalone/cache-handler.mjs',
      'standalone/lib/next-internals.mjs',
      'standalone/lib/a.ts',
      'standalone/lib/team/b.test.ts',
      'standalone/node_modules/p/c.ts',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, '.next', file)), { recursive: true });
      writeFileSync(path.join(root, '.next', file), '');
    }
    mkdirSync(path.join(root, '.next', 'server'), { recursive: true });
    const trace = {
      version: 1,
      files: [
        '../../cache-handler.mjs',
        '../../lib/next-internals.mjs',
        '../../lib/a.ts',
        '../../lib/team/b.test.ts',
        'csp-manifest.json',
        '../../node_modules/p/c.ts',
      ],
    };
    writeFileSync(path.join(root, '.next', 'server', 'middleware.js.nft.json'), JSON.stringify(trace));
    expect(pruneStandalone(root, '.next')).toBe(2);
    const left = readdirSync(path.join(root, '.next', 'standalone'), { recursive: true, encoding: 'utf8' }).filter((file) => file.includes('.'));
    expect(left.sort()).toEqual(['cache-handler.mjs', 'lib/next-internals.mjs', 'node_modules/p/c.ts', 'server.js']);
    expect(JSON.parse(readFileSync(path.join(root, '.next', 'server', 'middleware.js.nft.json'), 'utf8')).files).toEqual([
      '../../cache-handler.mjs',
      '../../lib/next-internals.mjs',
      'csp-manifest.json',
      '../../node_modules/p/c.ts',
    ]);
  });
});
