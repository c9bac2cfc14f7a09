import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { engineHint, minimumOf } from './engine-hint.mjs';

describe('the EBADENGINE hint of npm install (scripts/postinstall.mjs)', () => {
  it('reads the engines range package.json has', () => {
    expect(minimumOf(pkg.engines.node)).toEqual([22, 12, 0]);
    expect(minimumOf('^20 || >=22')).toBeUndefined();
  });

  it('says in one line what the warnings mean and what to do, on a Node older than engines', () => {
    const hint = engineHint('20.20.0', pkg.engines.node);
    expect(hint).toMatch(/^Node 20\.20\.0 is older than this project's engines \(>=22\.12\): that is what npm's EBADENGINE warnings above mean\./);
    expect(hint).toContain('use Node 24');
    expect(hint).not.toContain('\n');
    expect(engineHint('22.11.9', '>=22.12')).toBeDefined();
  });

  it('stays silent on a Node that satisfies engines', () => {
    for (const version of ['22.12.0', '22.13.1', '24.21.0', '25.0.0']) expect(engineHint(version, '>=22.12')).toBeUndefined();
  });
});
