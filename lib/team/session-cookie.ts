import 'server-only';
import { headers } from 'next/headers';
import { cookieFromHeader } from '@/lib/cookie-header';
import { SESSION_COOKIE } from '@/lib/team/sessions';

// The session token as pages and routes read it: the same parser (lib/cookie-header.ts) on the
// same header, so both agree which of two `granite_team` cookies counts.

export function sessionTokenOf(request: Request): string | undefined {
  return cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE) || undefined;
}

/** For server components, which see the request's headers but not the Request. */
export async function pageSessionToken(): Promise<string | undefined> {
  return cookieFromHeader((await headers()).get('cookie'), SESSION_COOKIE) || undefined;
}
