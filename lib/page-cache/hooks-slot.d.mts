export type PageCacheHooks = {
  /** The HTML to store and send for a rendered page: its scripts started after the first paint. */
  prepare(html: string): string;
  /** The Content-Security-Policy header of a page with this HTML. */
  policy(html: string): string;
  /** Whether a cached page with these tags, stored at `lastModified` (epoch ms), is out of date. */
  isExpired(tags: readonly string[], lastModified: number): boolean | Promise<boolean>;
  /** revalidateTag / revalidatePath on this instance: expire the tags on every instance. */
  expire(tags: readonly string[], durations?: { expire?: number }): Promise<void>;
  /** A cached page without tags, which no publish could expire (logged once per key). */
  untagged(key: string): void;
  /** A render outside any request reached the cache at run time: not stored (logged once per key). */
  refused(key: string, why: string): void;
  /** Regenerates the shared page at `path` from the server's own request, once at a time; whether it stored the page (false after a bounded wait). */
  regenerate(path: string): Promise<boolean>;
  /** The server's own request for `path` stored its render. */
  stored(path: string): void;
};

export function pageCacheHooks(): PageCacheHooks | undefined;
export function installHooks(hooks: PageCacheHooks): void;
