// A signed-in member's browser carries this small cookie beside the session: not a secret
// (the session cookie stays httpOnly and decides everything), only the member's interface
// language, so that the public pages' already-loaded editor chunk can offer "Edit this page"
// without asking the server on every visitor's page view, and the publish toolbar's "All texts"
// keeps that language (components/inline-edit/toolbar-sync.ts). Readable by page scripts on
// purpose; it grants nothing by itself.

// Named apart from the session cookie (granite_team): the two once differed by one character.
export const TEAM_HINT_COOKIE = 'granite_hint_lang';

/** The Set-Cookie header value: the interface language for `maxAge` seconds (0 clears it). */
export function teamHintCookie(locale: string, maxAge: number, secure: boolean): string {
  return [`${TEAM_HINT_COOKIE}=${maxAge > 0 ? locale : ''}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
