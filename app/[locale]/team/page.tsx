import { redirect } from 'next/navigation';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { teamPath } from '@/lib/team/paths';
import { homeSectionFor } from '@/lib/team/permissions';
import { teamPage } from '@/lib/team/team-page';

/** The team area starts at the member's first section (the inbox for owners and account managers). */
export default async function TeamHome({ params }: PageProps) {
  const locale = await pageLocale(params);
  const session = await teamPage(locale, teamPath(locale, ''), 'team.self');
  redirect(teamPath(locale, homeSectionFor(session)));
}
