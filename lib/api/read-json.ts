import 'server-only';
import type { z } from 'zod';
import { ApiError, type ApiIssue } from '@/lib/api/errors';

export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The request body as parsed JSON: 415 unless it is declared JSON, 413 past `maxBytes`
 * (counted on the stream as it arrives, since Content-Length can be missing or lie), 400 when
 * it is not valid UTF-8 JSON.
 */
export async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonRequest(request)) throw new ApiError(415, 'unsupportedMediaType');
  const bytes = await readLimited(request, maxBytes);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, 'malformedJson');
  }
}

/** Declared as JSON, parameters (charset) and letter case aside. */
export function isJsonRequest(request: Request): boolean {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The raw body, refused (413) once it passes `maxBytes` without buffering the rest. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: the rest of an oversized body is never buffered.
      await reader.cancel().catch(() => {});
      throw new ApiError(413, 'payloadTooLarge');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Parses with a shared form schema; 422 with one issue per field (and per unknown field). */
export function validate<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues: ApiIssue[] = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: key, message: issue.message }))
      : [{ field: issue.path.join('.'), message: issue.message }],
  );
  throw new ApiError(422, 'validationFailed', issues);
}
