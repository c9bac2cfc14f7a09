// Types for handler.mjs, which Next.js loads itself, outside the bundler.
export type PageCacheContext = { fs: unknown; serverDistDir: string; flushToDisk?: boolean; revalidatedTags: string[]; maxMemoryCacheSize?: number; _requestHeaders: object };
export type PageCacheEntry = { lastModified: number; value: { kind: string; html?: string; headers?: Record<string, unknown> } | null };

export default class PageCache {
  constructor(context: PageCacheContext);
  get(key: string, context: object): Promise<PageCacheEntry | null>;
  set(key: string, data: object | null, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
