import 'server-only';
import { MAX_BODY_BYTES, readLimited } from '@/lib/api/read-json';
import type { sessionCookie } from '@/lib/team/sessions';

// The small pieces of a team route that the wrapper (lib/team/team-route.ts) and the routes share.

/** Whether the browser reached us over HTTPS (directly, or as our proxy in front says). */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * A team form's fields: URL-encoded (every team form is a plain HTML form) and at most 32 KB,
 * read before anyone is signed in on the sign-in route, so never buffered past that. Undefined
 * for anything else; the caller answers 400 or 415.
 */
export async function readTeamForm(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(await readLimited(request, MAX_BODY_BYTES)));
  } catch {
    return undefined;
  }
}

/**
 * A script that asks for JSON (the in-place forms, the editors' fetches): the one test of the
 * caller, for a route's answer and for the wrapper's refusals alike (lib/team/team-error.ts).
 */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** 303 See Other to one of our pages: a relative Location works behind any proxy and host. */
export function seeOther(path: string, headers?: HeadersInit): Response {
  const response = new Response(null, { status: 303, headers });
  response.headers.set('Location', path);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The Set-Cookie header value of a session cookie (or of its removal). */
export function serializeCookie({ name, value, options }: ReturnType<typeof sessionCookie>): string {
  return [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])].join(
    '; ',
  );
}
