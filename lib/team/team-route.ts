import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';
import { isSameOrigin } from '@/lib/api/guard';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { requestLocale, serverTranslator } from '@/lib/server-i18n';
import { readTeamForm, seeOther, wantsJson } from '@/lib/team/guard';
import { teamPath } from '@/lib/team/paths';
import { can, inMemberLanguages, type Permission } from '@/lib/team/permissions';
import { mustSetUpSecondFactor } from '@/lib/team/second-factor/factors';
import { teamAreaState } from '@/lib/team/security-level';
import { sessionTokenOf } from '@/lib/team/session-cookie';
import { sessionFromToken, type TeamSession } from '@/lib/team/sessions';
import { TeamError, withErrorCode } from '@/lib/team/team-error';

// The one wrapper of every team route (dub's `withWorkspace`): the session on the server, the
// same-origin check for anything that changes state, the permission the route names, the body
// when the route asks for it, and one way to fail: a route (or the wrapper itself) throws a
// TeamError, answered by the one rule in lib/team/team-error.ts (redirect with ?error=, the
// member's page, or JSON `{ error }`); anything else is logged and answered 500 without
// detail. A route is its own work:
//
//   export const POST = teamRoute(exportLeads, { permission: 'leads.export', body: 'form' });
//   async function exportLeads({ session, form }: TeamContext<'leads.export', Record<string, never>, 'form'>) { … }
//
// `permission: 'anyone'` is for the routes that sign a member in, and those of mailed one-time
// links (an invitation, an unlock link), whose token is the permission; nothing else may use it.

export type RoutePermission = Permission | 'anyone';

/** What a wrapped handler is given; `session` is a member for every permission but `anyone`. */
export type TeamContext<Perm extends RoutePermission, Params = Record<string, never>, Body extends BodyKind = 'raw'> = {
  request: Request;
  params: Params;
  session: Perm extends 'anyone' ? TeamSession | null : TeamSession;
  form: Body extends 'form' ? URLSearchParams : undefined;
};

/** `form`: a plain URL-encoded team form, answered 415 otherwise. `raw`: the handler reads it. */
export type BodyKind = 'form' | 'raw';

/**
 * The language a request would change, read from a copy of it (the handler still reads the
 * original); null when it names none or cannot be read (the handler then answers 400 or 422).
 */
export type LanguageOf = (request: Request) => Promise<string | null>;

type Options<Perm extends RoutePermission, Body extends BodyKind> = {
  permission: Perm;
  body?: Body;
  /** For work in one language: an editor limited to others is refused (403 `not-your-language`). */
  language?: LanguageOf;
};

/** A wrapped handler, with the permission it was declared with (read by the matrix test). */
export type TeamRouteHandler<Params> = ((request: Request, context?: { params: Promise<Params> }) => Promise<Response>) & {
  permission: RoutePermission;
  /** Whether the permission is limited to the member's languages. */
  languageLimited: boolean;
};

export function teamRoute<Perm extends RoutePermission, Params = Record<string, never>, Body extends BodyKind = 'raw'>(
  handler: (context: TeamContext<Perm, Params, Body>) => Promise<Response>,
  { permission, body, language }: Options<Perm, Body>,
): TeamRouteHandler<Params> {
  const wrapped = async (request: Request, context?: { params: Promise<Params> }): Promise<Response> => {
    try {
      // SameSite=Lax still sends cookies on top-level POSTs from other sites in some browsers'
      // first two minutes, and older browsers ignore it: a change comes from our own pages only.
      if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request, getEnv().siteUrl)) throw new TeamError(403, 'cross-site');
      // A database of a newer security level than this release knows: no team area at all.
      if (!(await teamAreaState(await getDb())).open) return closed(request);
      const session = await sessionOf(request);
      if (permission !== 'anyone') {
        if (!session) throw new TeamError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Cookie' } });
        if (!can(session, permission)) {
          log.warn('team route refused', { path: new URL(request.url).pathname, role: session.role });
          throw new TeamError(403, 'forbidden');
        }
        if (language && session.role === 'editor' && session.languages.length > 0) {
          const changed = await language(request.clone());
          if (changed !== null && !inMemberLanguages(session, changed)) throw new TeamError(403, 'not-your-language');
        }
        if (!SETUP_PERMISSIONS.has(permission) && (await mustSetUpSecondFactor(await getDb(), session.user.id)))
          throw new TeamError(403, 'second-factor-required');
      }
      let form: URLSearchParams | undefined;
      if (body === 'form') {
        form = await readTeamForm(request);
        if (!form) throw new TeamError(415, 'unsupported-media-type');
      }
      const params = (await context?.params) ?? ({} as Params);
      return await handler({ request, params, session, form } as TeamContext<Perm, Params, Body>);
    } catch (error) {
      if (error instanceof TeamError) return await failure(request, error);
      log.error('team route failed', { path: new URL(request.url).pathname, method: request.method, error: errorText(error) });
      return teamError(500, 'internal-error');
    }
  };
  return Object.assign(wrapped, { permission, languageLimited: language !== undefined });
}

/** The one error shape of the team routes' JSON: `{ error, ...body }`. */
function teamError(status: number, error: string, headers?: HeadersInit, body?: Record<string, unknown>): Response {
  const response = Response.json({ ...body, error }, { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

async function sessionOf(request: Request): Promise<TeamSession | null> {
  const token = sessionTokenOf(request);
  return token ? sessionFromToken(await getDb(), token) : null;
}

/** The team area refused as a whole (lib/team/security-level.ts): the sign-in page says it is unavailable. */
function closed(request: Request): Response {
  if (!wantsHtml(request)) return teamError(503, 'team-area-closed', { 'Retry-After': '60' });
  const response = new Response(null, {
    status: 303,
    headers: { Location: teamPath(interfaceLocale(request), '/sign-in', { error: 'unavailable' }), 'Cache-Control': 'no-store' },
  });
  return response;
}

/** What a member who must first set up a second factor may still do: that, and sign out. */
const SETUP_PERMISSIONS = new Set<Permission>(['account.manage', 'team.self']);

type Translate = Awaited<ReturnType<typeof serverTranslator>>;

/**
 * The refusals a browser gets as a page in the member's language with a way on (a form sent
 * after the session ended, by a member without the right, or before the second factor is set up).
 */
const PAGES: Record<string, (locale: Locale, t: Translate) => { text: string; href: string; link: string }> = {
  unauthorized: (locale, t) => ({ text: t('unauthorized'), href: teamPath(locale, '/sign-in', { error: 'expired' }), link: t('signIn.submit') }),
  forbidden: (locale, t) => ({ text: t('roles.forbidden'), href: teamPath(locale, ''), link: t('roles.toTeamHome') }),
  'second-factor-required': (locale, t) => ({
    text: t('secondFactor.required'),
    href: teamPath(locale, '/account', { setup: 'required' }),
    link: t('secondFactor.setUpNow'),
  }),
};

/** The one rule (lib/team/team-error.ts): JSON to a script that asks for it, back to the form's page, the member's page, or JSON. */
async function failure(request: Request, error: TeamError): Promise<Response> {
  const { back, headers, body } = error.options;
  const json = () => teamError(error.status, error.code, headers, body);
  if (wantsJson(request)) return json();
  if (back) return seeOther(withErrorCode(back, error.code), headers);
  const page = wantsHtml(request) ? PAGES[error.code] : undefined;
  if (!page) return json();
  const locale = interfaceLocale(request);
  const { text, href, link } = page(locale, await serverTranslator(locale, 'Team'));
  return htmlPage(error.status, locale, text, href, link, headers);
}

/** The language of the team page the request came from (every team page is /{locale}/team/…), else the browser's. */
function interfaceLocale(request: Request): Locale {
  // Only picks the words of an error page, so any page naming a team language will do.
  const language = /^[a-z]+:\/\/[^/]+\/([a-z]{2})\/team(?:[/?#]|$)/.exec(request.headers.get('referer') ?? '')?.[1];
  return isLocale(language) ? language : requestLocale(request);
}

const wantsHtml = (request: Request) => request.headers.get('accept')?.includes('text/html') ?? false;

function htmlPage(status: number, locale: string, text: string, href: string, link: string, headers: Record<string, string> = {}): Response {
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${status}</title><p>${escapeHtml(text)} <a href="${href}">${escapeHtml(link)}</a></p></html>`;
  return new Response(body, { status, headers: { ...headers, 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
