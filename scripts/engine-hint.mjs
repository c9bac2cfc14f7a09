// The one line `npm install` prints (from scripts/postinstall.mjs) on a Node older than
// package.json's `engines`: npm itself only says EBADENGINE, once per package, and not what to do.

/** `>=22.12` style ranges only (what package.json uses): the minimum as [major, minor, patch]. */
export function minimumOf(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range ?? '').trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
}

/** The hint for Node `version` (process.versions.node) against `range`, or undefined when it is new enough (or the range is not understood). */
export function engineHint(version, range) {
  const minimum = minimumOf(range);
  const current = String(version).replace(/^v/, '').split('.').map(Number);
  if (!minimum || current.length < 2 || current.some(Number.isNaN)) return undefined;
  for (let i = 0; i < 3; i += 1) {
    if ((current[i] ?? 0) > minimum[i]) return undefined;
    if ((current[i] ?? 0) < minimum[i]) break;
    if (i === 2) return undefined;
  }
  return (
    `Node ${version} is older than this project's engines (${range}): that is what npm's EBADENGINE warnings above mean. ` +
    'Install, build and tests also work on Node 20.19+, but production runs Node 24 LTS (the Dockerfile): ' +
    'use Node 24 (e.g. `nvm install 24`) for anything you deploy (docs/deploying.md "Node versions").'
  );
}
