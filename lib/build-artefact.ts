import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '@/lib/log';
import { buildServerDir } from '@/lib/next-internals.mjs';

// The build artefacts scripts/post-build.mjs writes into <distDir>/server after `next build`
// (the CSP manifest), read once per process. Traced and copied into the
// standalone output, so every kind of host has them.

/** Where the build put its files; baked in at build time (next.config `env`), since the
 *  standalone server runs without NEXT_DIST_DIR. */
export const distDir = () => process.env.GRANITE_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next';

const loaded = new Map<string, unknown>();

/** The artefact `name`, or null when the build has none: logged once, with what that costs. */
export function buildArtefact<T>(name: string, withoutIt: string): T | null {
  if (loaded.has(name)) return loaded.get(name) as T | null;
  const file = join(/* turbopackIgnore: true */ process.cwd(), buildServerDir(distDir()), name);
  let value: T | null = null;
  try {
    value = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as T;
  } catch {
    log.error(`${name} missing: ${withoutIt}; run scripts/post-build.mjs after next build`, { file });
  }
  loaded.set(name, value);
  return value;
}

/** Tests load other builds. */
export function forgetBuildArtefacts(): void {
  loaded.clear();
}
