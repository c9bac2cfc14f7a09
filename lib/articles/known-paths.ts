import { processSlot } from '@/lib/process-slot.mjs';

// Which article paths can answer anything but a 404: every slug a language's articles have or
// had (an old one redirects), the index and its pages, each tag. The proxy asks here before an
// article path is rendered (proxy.ts), so an address no article can match costs the prerendered
// not-found page, not a render. Read from the database by the loader the server registers at
// start-up (lib/articles/startup.ts), at most once per KNOWN_FOR_MS, and again at once after a
// publish on this instance; another instance's publish is seen within KNOWN_FOR_MS, like any
// 404 a cache in front keeps (README "Caches in front"). No import of the database here: the
// proxy's bundle reads the set through a process slot.

/** How long a loaded set is trusted. */
export const KNOWN_FOR_MS = 5_000;

type KnownPaths = {
  load?: () => Promise<Set<string>>;
  /** Counts the publishes seen here: what is kept per article (its share image) is kept per generation. */
  generation: number;
  paths?: Set<string> | undefined;
  loadedAt: number;
  loading?: Promise<Set<string> | undefined> | undefined;
};
const state = processSlot<KnownPaths>('articles.known-paths', () => ({ loadedAt: 0, generation: 0 }));

/** Registers how to read every path that may be an article page ("/de/insights/…"). */
export function knowArticlePathsFrom(load: () => Promise<Set<string>>): void {
  state.load = load;
  forgetArticlePaths();
}

/** A publish, revert or slug change here: the next question reads the paths again. */
export function forgetArticlePaths(): void {
  state.loadedAt = 0;
  state.generation += 1;
}

/** Changes with every publish, revert or slug change on this instance. */
export const articleGeneration = (): number => state.generation;

/**
 * False when nothing published (or once published) can be at `path`; true when something may;
 * undefined when it is not known (no loader, as in development, or the database is away): then
 * the page decides, as it always does.
 */
export function mayBeArticle(path: string, now = Date.now()): boolean | undefined | Promise<boolean | undefined> {
  if (!state.load) return undefined;
  if (now - state.loadedAt < KNOWN_FOR_MS) return state.paths?.has(path);
  state.loading ??= state
    .load()
    .catch(() => undefined)
    .then((paths) => {
      state.paths = paths;
      state.loadedAt = Date.now();
      state.loading = undefined;
      return paths;
    });
  return state.loading.then((paths) => paths?.has(path));
}
