// `--build`: the site built into the bench's own folder, leaving everything else as it was.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `next build` into `distDir`. Next adds `<distDir>/types` to tsconfig.json's include list for a
 * build folder it has not seen; that edit belongs to nobody's change, so it is taken out again.
 */
export function buildInto(distDir) {
  const before = readFileSync('tsconfig.json', 'utf8');
  const build = spawnSync(process.execPath, [resolve('node_modules/.bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  undoIncludes(before, distDir);
  if (build.status !== 0) return build.status ?? 1;
  // The CSP manifest and migrate command `npm run build` adds.
  const post = spawnSync(process.execPath, [resolve('scripts/post-build.mjs')], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
  return post.status ?? 1;
}

function undoIncludes(before, distDir) {
  const after = readFileSync('tsconfig.json', 'utf8');
  if (after === before) return;
  const config = JSON.parse(after);
  const had = new Set(JSON.parse(before).include ?? []);
  const prefix = distDir.replace(/^\.\//, '').replace(/\/$/, '') + '/';
  config.include = (config.include ?? []).filter((entry) => had.has(entry) || !entry.startsWith(prefix));
  writeFileSync('tsconfig.json', `${JSON.stringify(config, null, 2)}\n`);
}
