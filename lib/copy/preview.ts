import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { isLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { errorText, log } from '@/lib/log';
import { mailLinkRoutes } from '@/lib/consent/mail-link-pages';
import { routes } from '@/lib/site';
import { publishModeEnded } from '@/lib/copy/publish-cookie';
import { pageSessionToken } from '@/lib/team/session-cookie';
import { sessionFromToken, type TeamUser } from '@/lib/team/sessions';

// Publish mode: a signed-in team member switches it on (app/api/team/copy/preview, a cookie with
// no secret in it, lib/copy/publish-cookie.ts); the proxy then has Next.js render the site's
// pages per request in draft mode, and this checks the session on every render: their language's
// drafts and the publish toolbar for a member, nothing more than the static page for anyone else.

/** `next build` renders the catalogue: it never waits for a database (see lib/copy/site-messages.ts). */
export const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * This request asked for publish mode and the database failed while serving it: the page is the
 * published one, and says so to the member (components/publish/publish-unavailable.tsx) instead
 * of passing for publish mode without drafts. One flag per request (React's `cache`).
 */
export const publishModeTrouble = cache((): { unavailable: boolean } => ({ unavailable: false }));

/** Records that publish mode could not be served for this request, with the reason in the log. */
export function publishModeFailed(what: string, error: unknown): void {
  log.error(`publish mode unavailable: ${what}`, { error: errorText(error) });
  publishModeTrouble().unavailable = true;
}

/** The team member looking at this page in publish mode, or null (visitors, and every static render). */
export const previewMember = cache(async (): Promise<TeamUser | null> => {
  if (building() || !(await draftMode()).isEnabled) return null;
  const token = await pageSessionToken();
  if (!token) return null;
  let session: Awaited<ReturnType<typeof sessionFromToken>>;
  try {
    session = await sessionFromToken(await getDb(), token);
  } catch (error) {
    publishModeFailed('the session could not be read', error);
    return null;
  }
  // Ended (not merely unreadable): this browser's publish-mode cookie counts no more.
  if (session === null) publishModeEnded(token);
  return session?.user ?? null;
});

const pages = new Set<string>([...routes, ...mailLinkRoutes]);

/** A page of the site to go to after switching publish mode on or off: never another site. */
export function safePagePath(value: string | null | undefined): string | undefined {
  const match = /^\/([a-z]{2})((?:\/[a-z-]+)*)$/.exec(value ?? '');
  return match && isLocale(match[1]) && pages.has(match[2] ?? '') ? value! : undefined;
}
