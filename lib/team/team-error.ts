// The one error a team route throws. The wrapper (lib/team/team-route.ts) turns it into an
// answer by one rule, the same for every route:
//
// 1. A script that asks for JSON (Accept: application/json): JSON, as in 4.
// 2. `back` given (a form's route names the page it came from): 303 to that page with
//    `?error=<code>`, where the page shows the message in the member's language.
// 3. A browser (Accept: text/html) and a refusal that has a page of its own (unauthorized,
//    forbidden, second-factor-required): a short page in the member's language with a way on.
// 4. Anything else: JSON `{ "error": "<code>", ...body }` with the status, `Cache-Control: no-store`.
//
//   if (form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/members') });
//   if (!parsed.success) throw new TeamError(400, 'invalid-request', { body: { issues } });

export type TeamErrorOptions = {
  /** The team page (path and query) a browser form goes back to, with `error=<code>` added. */
  back?: string;
  /** Extra headers on the answer (`Retry-After`, `WWW-Authenticate`, a cookie). */
  headers?: Record<string, string>;
  /** More fields of the JSON answer, next to `error`: a validation's `issues`, what a conflict was with. */
  body?: Record<string, unknown>;
};

export class TeamError extends Error {
  constructor(
    /** The HTTP status of the JSON answer (a redirect is 303 whatever it says). */
    readonly status: number,
    /** A kebab-case code: the JSON `error`, the `?error=` value, the key of the page's message. */
    readonly code: string,
    readonly options: TeamErrorOptions = {},
  ) {
    super(code);
    this.name = 'TeamError';
  }
}

/** `back` with `error=<code>` added to its query. */
export function withErrorCode(back: string, code: string): string {
  const [path, query = ''] = back.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  search.set('error', code);
  return `${path}?${search.toString()}`;
}
