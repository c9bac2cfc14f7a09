import 'server-only';
import { cookies } from 'next/headers';
// eslint-disable-next-line no-restricted-imports -- server code filed under components/; the folder moves bring it into lib/
import { teamLabels } from '@/components/team/labels';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { SESSION_COOKIE, sessionFromToken, type TeamSession } from '@/lib/team/sessions';
import { DEFAULT_TIME_ZONE, memberTimeZone } from '@/lib/team/time-zone';

/**
 * The signed-in member or null, without redirecting: for generateMetadata, which names the
 * person in a lead's title only for someone allowed to see it (the page itself redirects).
 */
export async function optionalTeamSession(): Promise<TeamSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? sessionFromToken(await getDb(), token) : null;
}

/** The team labels with times in this member's zone; `zoneKnown` false until one is stored. */
export async function memberLabels(locale: Locale, session: TeamSession) {
  const zone = await memberTimeZone(await getDb(), session.user.id);
  return { labels: await teamLabels(locale, zone ?? DEFAULT_TIME_ZONE), zoneKnown: zone !== null };
}
