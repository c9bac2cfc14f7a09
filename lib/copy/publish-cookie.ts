// Publish mode (lib/copy/preview.ts) is this browser's choice, remembered in a cookie that holds
// no secret: it counts only beside a live team session, which the page checks on every render.
// The proxy turns the two into Next.js's draft mode for that request (lib/page-request.ts), so
// the build's draft-mode id never reaches a browser, and signing out or removing the member ends
// publish mode with the session.
export const PUBLISH_MODE_COOKIE = 'granite_publish';

/** Set-Cookie value switching publish mode on (for the session's lifetime at most) or off. */
export function publishModeCookie(on: boolean, secure: boolean, maxAgeSeconds: number): string {
  return [`${PUBLISH_MODE_COOKIE}=${on ? '1' : ''}`, 'Path=/', `Max-Age=${on ? maxAgeSeconds : 0}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
