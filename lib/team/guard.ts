import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { isSameOrigin } from '@/lib/api/guard';
import { MAX_BODY_BYTES, readLimited } from '@/lib/api/read-json';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { serverTranslator, requestLocale } from '@/lib/server-i18n';
import { pageSessionToken, sessionTokenOf } from '@/lib/team/session-cookie';
import { sessionFromToken, type sessionCookie, type TeamSession } from '@/lib/team/sessions';
import { teamPath } from '@/lib/team/paths';

// Every team page and route calls one of these itself, first thing: the proxy in front only
// sets headers, and a route is never protected by a page that links to it.

/** The signed-in member for a team page, or a redirect to the sign-in page (then back here). */
export async function requireTeamPage(locale: Locale, here: string): Promise<TeamSession> {
  const token = await pageSessionToken();
  const session = token ? await sessionFromToken(await getDb(), token) : null;
  if (!session) redirect(teamPath(locale, '/sign-in', { next: here, ...(token ? { error: 'expired' } : {}) }));
  return session;
}

/** What a team route goes on with: the signed-in member, or the answer to send instead. */
export type TeamRouteResult = { session: TeamSession } | { response: Response };

/**
 * The signed-in member for a team route, or its answer: 401 without a valid session, 403 for a
 * state-changing request from another site (SameSite=Lax still sends cookies on top-level POSTs
 * from other sites in some browsers' first two minutes, and older browsers ignore it).
 */
export async function requireTeamRoute(request: Request, { write = false }: { write?: boolean } = {}): Promise<TeamRouteResult> {
  if (write && !isSameOrigin(request, getEnv().siteUrl)) return { response: Response.json({ error: 'Forbidden' }, { status: 403 }) };
  const token = sessionTokenOf(request);
  const session = token ? await sessionFromToken(await getDb(), token) : null;
  if (session) return { session };
  const locale = requestLocale(request);
  const t = await serverTranslator(locale, 'Team');
  const headers = { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Cookie' };
  // A browser form sent after the session ended gets a page with a way back in; scripts get JSON.
  if (request.headers.get('accept')?.includes('text/html')) {
    const signIn = teamPath(locale, '/sign-in', { error: 'expired' });
    const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>401</title><p>${escapeHtml(t('unauthorized'))} <a href="${signIn}">${escapeHtml(t('signIn.submit'))}</a></p></html>`;
    return { response: new Response(body, { status: 401, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } }) };
  }
  return { response: Response.json({ error: t('unauthorized') }, { status: 401, headers }) };
}

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

/** 303 See Other to one of our pages: a relative Location works behind any proxy and host. */
export function seeOther(path: string, headers?: HeadersInit): Response {
  const response = new Response(null, { status: 303, headers });
  response.headers.set('Location', path);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The Set-Cookie header value of a session cookie (or of its removal). */
export function serializeCookie({ name, value, options }: ReturnType<typeof sessionCookie>): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
