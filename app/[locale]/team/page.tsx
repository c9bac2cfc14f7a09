import { redirect } from 'next/navigation';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { requireTeamPage } from '@/lib/team/guard';
import { teamPath } from '@/lib/team/paths';

/** The team area starts at the inbox; like every team page, only for a signed-in member. */
export default async function TeamHome({ params }: PageProps) {
  const locale = await pageLocale(params);
  await requireTeamPage(locale, teamPath(locale));
  redirect(teamPath(locale));
}
