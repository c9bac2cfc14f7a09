// Which texts a build for a host that caches pages itself renders (lib/copy/build-texts.ts), and
// why such a build refuses to start. Plain TypeScript without 'server-only': next.config.ts
// imports it before Next has loaded anything.

/** `PUBLISHED_TEXTS=none`: render the catalogue on purpose, even with a DATABASE_URL. */
export const catalogueOnly = (env: NodeJS.ProcessEnv = process.env): boolean => env.PUBLISHED_TEXTS?.trim() === 'none';

/**
 * The message a build for a host that caches pages itself fails with when it has no DATABASE_URL
 * to read the published texts from (and was not told to build the catalogue), else undefined.
 * Such a host serves the pages as built until the next deployment: a build without the texts
 * would undo every publish without a word.
 */
export function platformBuildProblem(pageCache: 'own' | 'platform', env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (pageCache !== 'platform' || env.DATABASE_URL?.trim() || catalogueOnly(env)) return undefined;
  const published = env.PUBLISHED_TEXTS?.trim();
  return [
    'next build: this build is for a host that caches pages itself (PAGE_CACHE=platform or VERCEL set), and DATABASE_URL is not set.',
    'Such a build renders the texts the team published, read from the database; without it every page would show the',
    'catalogue texts and undo each publish until the next build. Set DATABASE_URL for the build (the same database the',
    `site uses), or set PUBLISHED_TEXTS=none to build from the catalogue on purpose${published ? ` (PUBLISHED_TEXTS is "${published}", not "none")` : ''}.`,
  ].join('\n');
}
