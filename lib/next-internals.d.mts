// Types for lib/next-internals.mjs (plain JavaScript: the page cache's handler and the post-build step use it outside the bundler).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type NextPageValue = { kind: string; html?: string; headers?: Record<string, unknown> } & Record<string, unknown>;
export type NextCacheEntry = { lastModified: number; value: NextPageValue | null } & Record<string, unknown>;
export interface NextFileSystemCache {
  get(key: string, context: object): Promise<NextCacheEntry | null>;
  set(key: string, data: NextPageValue | null, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export const APP_PAGE_KIND: 'APP_PAGE';
export const APP_ROUTE_KIND: 'APP_ROUTE';
export function fileSystemCacheClass(): new (context: object) => NextFileSystemCache;

export const CACHE_TAGS_HEADER: string;
export const PATH_TAG_PREFIX: string;
export function pathTag(path: string): string;
export function entryTags(value: { headers?: Record<string, unknown> } | null | undefined): string[];

export function prerenderedFile(distDir: string, page: string, extension: 'html' | 'rsc' | 'meta'): string;
export function buildServerDir(distDir: string): string;
export function prerenderedAppDir(distDir: string): string;
export function standaloneServerDir(distDir: string): string;
export const STATIC_ASSET_PREFIX: string;
export const metadataImagePath: RegExp;
export function payloadSpellingOf(path: string): string | undefined;
export const PROXY_TRACE: string;
export const INSTRUMENTATION_TRACE: string;
export function traceFiles(distDir: string, wanted: (file: string) => boolean): string[];
export function readTrace(file: string): { files: string[] } & Record<string, unknown>;

export const DRAFT_MODE_COOKIE: string;
export const PREVIEW_DATA_COOKIE: string;
export const ON_DEMAND_REVALIDATE_HEADERS: readonly string[];
export function draftModeId(distDir: string): string;
export function asOnDemandRegeneration(request: { headers: Record<string, unknown>; rawHeaders: string[] }, distDir: string): void;

export function routerRequestNames(): { rscHeader: string; headers: string[]; rscQuery: string };

export function chunkScriptPattern(): RegExp;
export function preloadLinkPattern(): RegExp;
export const scriptPreloadHref: RegExp;
export const anyChunkScript: RegExp;

export function takeOverSignalListeners(signal: NodeJS.Signals): NodeJS.SignalsListener[];
export function deferProcessExit(before: () => Promise<void>, code: number): (code?: number) => never;

/** What the request hooks noted (lib/page-cache/request.ts says what). */
export type RequestContext = Record<string, unknown>;
/** A hook returns true when it answered the request itself. */
export function onEveryRequest<C extends RequestContext>(hook: (request: IncomingMessage, response: ServerResponse, context: C) => boolean | void): void;
export function requestContext(): RequestContext | undefined;
export function runInRequestContext<T>(context: RequestContext, run: () => T): T;
export function ownAddress(): { host: string; port: number } | undefined;

export function checkNextInternals(distDir: string, samplePage: string): string[];

export const MINIMAL_MODE_ENV: string;
export function runsInMinimalMode(env?: Record<string, string | undefined>): boolean;
export function nextBinPath(): string;
