#!/usr/bin/env node
// postinstall: generates the Prisma client (lib/generated/, needed to build and to run tests).
// With `npm ci --omit=dev` Prisma's CLI is not installed and there is nothing to build: the
// installed production dependencies serve an existing build, so this step is skipped.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { engineHint } from './engine-hint.mjs';

// On a Node older than `engines`, npm has printed EBADENGINE warnings: say once what to do.
try {
  const hint = engineHint(process.versions.node, JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node);
  if (hint) console.warn(hint);
} catch {
  // A hint only: never fail the install over it.
}

try {
  createRequire(import.meta.url).resolve('prisma/package.json');
} catch {
  console.log('prisma (a dev dependency) is not installed: skipping prisma generate.');
  process.exit(0);
}
const result = spawnSync('npm', ['run', '--silent', 'db:generate'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
