import 'server-only';
import type { z } from 'zod';
import { isLocale, type Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/errors';
import { isJsonRequest, readJson } from '@/lib/api/read-json';
import { safePagePath } from '@/lib/copy/preview';
import type { CopyStoreCode } from '@/lib/copy/store';
import { readTeamForm, seeOther } from '@/lib/team/guard';
import { safeNext, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';

// The copy routes (app/api/team/copy/*) answer two callers: the inline editor, which sends and
// reads JSON with fetch, and the buttons of a team page or of the publish toolbar, plain
// URL-encoded forms answered with a redirect to their `back` field (a team page of ours, with
// `done` or `error` added to it, or a page of the site in publish mode).
// A refusal is a TeamError the route throws, answered by the team wrapper's one rule: the editor
// gets `{ error, issues? }` (a kebab-case code it puts into words), a form goes back with `?error=`.

/** What a copy route read, and from which caller. */
export type CopyRequest<T> = { data: T; form?: URLSearchParams };

export async function readCopyRequest<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  fromForm: (form: URLSearchParams) => unknown,
): Promise<CopyRequest<z.output<Schema>>> {
  let body: unknown;
  let form: URLSearchParams | undefined;
  if (isJsonRequest(request)) {
    try {
      body = await readJson(request);
    } catch (error) {
      if (error instanceof ApiError) throw new TeamError(error.status, kebab(error.key));
      throw error;
    }
  } else {
    form = await readTeamForm(request);
    if (!form) throw new TeamError(415, 'unsupported-media-type');
    body = fromForm(form);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((field) => ({ field, message: issue.message }))
        : [{ field: issue.path.join('.'), message: issue.message }],
    );
    throw new TeamError(400, 'invalid-request', { body: { issues } });
  }
  return { data: parsed.data, form };
}

/** Success: the JSON body to the editor, or back to the team page with `done`. */
export function copyDone(request: CopyRequest<unknown>, body: Record<string, unknown>, done: Record<string, string>): Response {
  return request.form ? seeOther(backPath(request.form, done)) : copyJson(body, 200);
}

/** A refusal for the route to throw: `{ error, ...body }` with the status to the editor, or back to the form's page with `?error=`. */
export function copyError(request: CopyRequest<unknown>, status: number, code: string, body?: Record<string, unknown>): TeamError {
  return new TeamError(status, code, { ...(request.form ? { back: backPath(request.form, {}) } : {}), ...(body ? { body } : {}) });
}

/** The store said no: 422 with its code, or back to the form's page with `error`. */
export function copyRefused(request: CopyRequest<unknown>, code: CopyStoreCode | (string & {})): TeamError {
  return copyError(request, 422, code);
}

/** This host cannot do it now (publishing without a deploy hook): 409 with the code, or back with `error`. */
export function copyConflict(request: CopyRequest<unknown>, code: string): TeamError {
  return copyError(request, 409, code);
}

/** An editor limited to other languages (lib/team/permissions.ts): 403, or back with `error`. */
export function copyNotYourLanguage(request: CopyRequest<unknown>): TeamError {
  return copyError(request, 403, 'not-your-language');
}

export function copyJson(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** A form's one or more `key` fields; none means every draft of the language. */
export function formKeys(form: URLSearchParams): { keys?: string[] } {
  const keys = form.getAll('key');
  return keys.length > 0 ? { keys } : {};
}

function backPath(form: URLSearchParams, result: Record<string, string>): string {
  // The publish toolbar sends its own page back (lib/copy/preview.ts): the page shows the result.
  const page = safePagePath(form.get('back'));
  if (page) return page;
  const language = form.get('locale');
  const locale: Locale = isLocale(language) ? language : 'en';
  // Anything else goes to the texts page, which shows the result (the team area's start would
  // forward to the member's first section and drop it).
  const start = teamPath(locale, '');
  const wanted = safeNext(form.get('back'), locale);
  const back = new URL(wanted === start ? teamPath(locale, '/copy') : wanted, 'http://team.invalid');
  for (const [name, value] of Object.entries(result)) back.searchParams.set(name, value);
  return safeNext(`${back.pathname}${back.search}`, locale);
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
