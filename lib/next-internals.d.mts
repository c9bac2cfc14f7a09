// Types for lib/next-internals.mjs (plain JavaScript: cache-handler.mjs and the post-build step use it outside the bundler).
import type { IncomingMessage } from 'node:http';

export type NextPageValue = { kind: string; html?: string; headers?: Record<string, unknown> } & Record<string, unknown>;
export type NextCacheEntry = { lastModified: number; value: NextPageValue | null } & Record<string, unknown>;
export interface NextFileSystemCache {
  get(key: string, context: object): Promise<NextCacheEntry | null>;
  set(key: string, data: NextPageValue | null, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export const APP_PAGE_KIND: 'APP_PAGE';
export function fileSystemCacheClass(): new (context: object) => NextFileSystemCache;

export const CACHE_TAGS_HEADER: string;
export const PATH_TAG_PREFIX: string;
export function pathTag(path: string): string;
export function entryTags(value: { headers?: Record<string, unknown> } | null | undefined): string[];

export function prerenderedFile(distDir: string, page: string, extension: 'html' | 'rsc' | 'meta'): string;
export const PROXY_TRACE: string;
export const INSTRUMENTATION_TRACE: string;
export function traceFiles(distDir: string, wanted: (file: string) => boolean): string[];
export function readTrace(file: string): { files: string[] } & Record<string, unknown>;

export const DRAFT_MODE_COOKIE: string;
export const PREVIEW_DATA_COOKIE: string;
export const ON_DEMAND_REVALIDATE_HEADERS: readonly string[];
export function draftModeId(distDir: string): string;

export function routerRequestNames(): { rscHeader: string; headers: string[]; rscQuery: string };

export function chunkScriptPattern(): RegExp;
export function preloadLinkPattern(): RegExp;
export const scriptPreloadHref: RegExp;
export const anyChunkScript: RegExp;

export function takeOverSignalListeners(signal: NodeJS.Signals): Function[];
export function deferProcessExit(before: () => Promise<void>, code: number): (code?: number) => never;

/** `sharedRouterRequest`: the path of a shared page asked for by a router request (lib/page-request.ts). */
export type RequestContext = { sharedRouterRequest?: string } & Record<string, unknown>;
export function onEveryRequest(hook: (request: IncomingMessage, context: RequestContext) => void): void;
export function requestContext(): RequestContext | undefined;
export function ownAddress(): { host: string; port: number } | undefined;

export function checkNextInternals(distDir: string, samplePage: string): string[];

export const MINIMAL_MODE_ENV: string;
export function runsInMinimalMode(env?: Record<string, string | undefined>): boolean;
export function buildPageCacheKind(env?: Record<string, string | undefined>): 'own' | 'platform';
export function pageCacheHostProblem(
  builtFor: 'own' | 'platform',
  env?: Record<string, string | undefined>,
): { severity: 'error' | 'warning'; text: string } | undefined;
