import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InsightsView } from '@/components/team/insights-view';
import { ReplyShare } from '@/components/team/reply-share';
import { TeamHeading, TeamShell } from '@/components/team/team-shell';
import { TimeZoneHint } from '@/components/team/time-zone-hint';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { parseRange } from '@/lib/insights/range';
import { insightsReport } from '@/lib/insights/report';
import { weeklyChoice } from '@/lib/insights/weekly-mail';
import { can } from '@/lib/team/permissions';
import { memberLabels } from '@/lib/team/member';
import { teamPath } from '@/lib/team/paths';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { teamPage } from '@/lib/team/team-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.insights' });
  return { title: t('title') };
}

// Where enquiries come from and how the pages do. Every role: no personal data. The Monday
// summary mail is offered to those who may have it (insights.weekly: owners).
export default async function InsightsPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/insights', query), 'insights.read');
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const { labels, zoneKnown } = await memberLabels(locale, session);
  const parsed = parseRange(query, labels.timeZone);
  const prisma = await getDb();
  const report = await insightsReport(prisma, { from: parsed.from, to: parsed.to, timeZone: labels.timeZone });
  const weekly = can(session, 'insights.weekly') ? await weeklyChoice(prisma, session.user.id) : null;
  return (
    <TeamShell locale={locale} session={session} current="insights">
      {!zoneKnown && <TimeZoneHint />}
      <TeamHeading title={t('title')} intro={t('intro')} />
      <InsightsView locale={locale} report={report} parsed={parsed} weekly={weekly}>
        <ReplyShare locale={locale} range={parsed} />
      </InsightsView>
    </TeamShell>
  );
}
