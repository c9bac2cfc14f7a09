import 'server-only';
import type { Locale } from '@/i18n/routing';
import { serverTranslator } from '@/lib/server-i18n';
import { errorText, log } from '@/lib/log';

export type ApiErrorKey =
  'unsupportedMediaType' | 'payloadTooLarge' | 'malformedJson' | 'validationFailed' | 'unavailable' | 'crossSite' | 'tooManyRequests' | 'consentChanged';
export type ApiIssue = { field: string; message: string };

/** A failure the client caused or should know about; the key names its text in ApiErrors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ApiErrorKey,
    readonly issues?: ApiIssue[],
    /** Seconds the client should wait before trying again (429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/**
 * The one error shape of every endpoint: `{ error, issues? }` in the visitor's language.
 * Anything that is not an ApiError comes from the database or the disk behind it, so the
 * visitor hears "try again later" (503) while the details go to the server log only.
 */
export async function errorResponse(error: unknown, locale: Locale, request?: Request): Promise<Response> {
  const known = error instanceof ApiError ? error : new ApiError(503, 'unavailable', undefined, 60);
  if (!(error instanceof ApiError)) {
    const fields = { error: errorText(error), requestId: request?.headers.get('x-request-id') ?? undefined };
    // A client that hung up mid-request is no fault of ours: nobody reads this answer.
    if (clientWentAway(error, request)) log.info('client went away before the request was read', fields);
    else log.error('request failed', fields);
  }
  const t = await serverTranslator(locale, 'ApiErrors');
  return Response.json(
    { error: t(known.key), ...(known.issues ? { issues: known.issues } : {}) },
    {
      status: known.status,
      headers: known.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(known.retryAfterSeconds) },
    },
  );
}

/**
 * Node's error for a request body cut off by the client (`aborted`, ECONNRESET, from the request
 * stream), or a request whose signal says the client is gone. A database connection reset reads
 * `read ECONNRESET` and stays an error.
 */
export function clientWentAway(error: unknown, request?: Request): boolean {
  if (request?.signal?.aborted) return true;
  const { message, code } = error instanceof Error ? (error as Error & { code?: string }) : { message: '', code: undefined };
  return (
    (message === 'aborted' && (code === 'ECONNRESET' || code === undefined)) ||
    code === 'ECONNABORTED' ||
    (error instanceof Error && error.name === 'AbortError' && !code)
  );
}
