// The decisions of scripts/next-canary.mjs, apart from its commands so they can be tested
// (scripts/next-canary.test.ts): which Next.js to try, which @next/* packages go with it, and
// what a failed step means.

/**
 * The e2e files of what lib/next-internals.mjs relies on: the page cache and its poisoning
 * corpus, the internals themselves, published texts, script loading and the CSP.
 */
export const CANARY_E2E_FILES = [
  'e2e/page-cache-poisoning.test.ts',
  'e2e/page-cache-single-box.test.ts',
  'e2e/next-internals.test.ts',
  'e2e/published-copy.test.ts',
  'e2e/script-loading.test.ts',
  'e2e/content-security-policy.test.ts',
];

const USAGE = 'usage: npm run test:next-canary -- [--version=<exact, e.g. 16.5.0-canary.38> | --tag=<dist-tag, e.g. canary>] [--keep]';

/** `--version=16.5.0-canary.38`, `--tag=canary` (one of them; neither: the newest 16.x), `--keep`. */
export function parseCanaryArgs(argv) {
  const options = { keep: false };
  for (const arg of argv) {
    const match = /^--(version|tag)=(.+)$/.exec(arg);
    if (arg === '--keep') options.keep = true;
    else if (match) {
      if (options.version || options.tag) throw new Error(`give one of --version and --tag, once\n${USAGE}`);
      options[match[1]] = match[2].trim();
    } else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  if (options.version !== undefined && !parseVersion(options.version))
    throw new Error(`--version takes an exact version such as 16.4.6 or 16.5.0-canary.38, not "${options.version}"\n${USAGE}`);
  return options;
}

/** [major, minor, patch, prerelease identifiers] of an exact version, or undefined. */
export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(String(text));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ? match[4].split('.') : []] : undefined;
}

/** Semver order (build metadata aside): negative when a < b. */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) throw new Error(`not a version: ${!x ? a : b}`);
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  const [p, q] = [x[3], y[3]];
  if (p.length === 0 || q.length === 0) return q.length - p.length; // a release sorts after its prereleases
  for (let i = 0; i < Math.min(p.length, q.length); i += 1) {
    const [m, n] = [p[i], q[i]];
    if (m === n) continue;
    const [mn, nn] = [/^\d+$/.test(m), /^\d+$/.test(n)];
    if (mn && nn) return Number(m) - Number(n);
    if (mn !== nn) return mn ? -1 : 1;
    return m < n ? -1 : 1;
  }
  return p.length - q.length;
}

const newest = (versions) => [...versions].sort(compareVersions).at(-1);

/**
 * The Next.js version to try, from the registry's `versions` and `dist-tags`, with a note when it
 * was not found as asked. Throws (an install problem, not a verdict) when nothing fits.
 */
export function pickNext({ version, tag }, { versions, distTags }) {
  const valid = versions.filter((candidate) => parseVersion(candidate));
  if (version) {
    if (!valid.includes(version)) throw new Error(`next@${version} is not on the registry (newest: ${newest(valid)})`);
    return { version, note: `--version=${version}` };
  }
  if (tag) {
    if (distTags[tag]) return { version: distTags[tag], note: `dist-tag ${tag}` };
    // Some registries (mirrors) carry the versions but not every tag: the newest prerelease of that name.
    const named = valid.filter((candidate) => parseVersion(candidate)[3][0] === tag);
    if (named.length === 0)
      throw new Error(`no dist-tag "${tag}" for next on the registry (it has: ${Object.keys(distTags).join(', ') || 'none'}), and no ${tag} prerelease`);
    const picked = newest(named);
    return {
      version: picked,
      note: `no dist-tag "${tag}" on this registry (it has: ${Object.keys(distTags).join(', ')}): the newest ${tag} prerelease, ${picked}`,
    };
  }
  const stable = valid.filter((candidate) => parseVersion(candidate)[0] === 16 && parseVersion(candidate)[3].length === 0);
  if (stable.length === 0) throw new Error('no Next.js 16.x release on the registry');
  const picked = newest(stable);
  return { version: picked, note: `the newest 16.x, ${picked}` };
}

/**
 * The version of an @next/* package to install with Next.js `next`: the same version when it
 * exists, else the newest published one not newer than it (these packages are not released with
 * every Next.js version: @next/third-parties has 16.4.2 but no 16.4.6).
 */
export function pickCompanion(next, versions) {
  const valid = versions.filter((candidate) => parseVersion(candidate));
  if (valid.includes(next)) return next;
  const older = valid.filter((candidate) => compareVersions(candidate, next) <= 0);
  // A prerelease of Next.js may go with the newest release; never pick a newer prerelease line.
  return older.length > 0 ? newest(older) : undefined;
}

/**
 * The arguments of the install of `next` with its companions (`name@version`). A companion older
 * than a Next.js prerelease declares `peer next@"… || ^16.0.0"`, which by semver excludes every
 * prerelease, and npm refuses the tree (ERESOLVE): then, and only then, peer ranges are not
 * enforced (--legacy-peer-deps), since the pairing is the point of the run.
 */
export function installArgs(next, companions) {
  const mismatched = companions.some((spec) => spec.slice(spec.lastIndexOf('@') + 1) !== next);
  const prerelease = (parseVersion(next)?.[3].length ?? 0) > 0;
  return ['install', '--no-audit', '--no-fund', '--no-save', ...(prerelease && mismatched ? ['--legacy-peer-deps'] : []), `next@${next}`, ...companions];
}

/** The @next/* packages package.json depends on (they are built against a Next.js version). */
export function nextCompanions(pkg) {
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => name.startsWith('@next/'))
    .sort();
}

/**
 * What the run's outcome means. `failed`: the first step that failed ({ phase, command, status }),
 * or undefined. An install failure says nothing about Next.js (exit 2); a failed build or test is
 * the verdict "Next.js … breaks what this project relies on" (exit 1).
 */
export function canaryVerdict(next, failed) {
  if (!failed)
    return {
      exitCode: 0,
      message: `next-canary: Next.js ${next} passes: the build with its post-build checks, and the unit and e2e tests of what lib/next-internals.mjs relies on`,
    };
  if (failed.phase === 'install') {
    return {
      exitCode: 2,
      message: `next-canary: could not install Next.js ${next} (${failed.command} exited ${failed.status}): no verdict on Next.js; see npm's output above`,
    };
  }
  return {
    exitCode: 1,
    message: `next-canary: Next.js ${next} breaks what this project relies on: ${failed.command} exited ${failed.status} (see lib/next-internals.mjs)`,
  };
}
