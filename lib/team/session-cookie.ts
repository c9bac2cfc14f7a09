// The team session cookie's name, on its own: the request hooks and the proxy need the name
// without the session code (lib/team/sessions.ts).
export const SESSION_COOKIE = 'granite_team';
