import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyDayView } from '@/components/team/my-day-view';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { TimeZoneHint } from '@/components/team/time-zone-hint';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { memberLabels } from '@/lib/team/member';
import { myDay } from '@/lib/team/my-day';
import { teamPath } from '@/lib/team/paths';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { teamPage } from '@/lib/team/team-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.myDay' });
  return { title: t('title') };
}

// A member's day: what is overdue, what comes due today, the next steps planned for today, and
// what was given to them. An account manager's first page.
export default async function MyDayPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/day'), 'leads.read');
  const t = await getTranslations({ locale, namespace: 'Team.myDay' });
  const prisma = await getDb();
  const { labels, zoneKnown } = await memberLabels(locale, session);
  const now = new Date();
  const day = await myDay(prisma, session.user, labels.timeZone, now);
  const preference = await prisma.memberPreference.findUnique({ where: { userId: session.user.id }, select: { morningMail: true } });
  return (
    <TeamShell locale={locale} session={session} current="day">
      {!zoneKnown && <TimeZoneHint />}
      {query.get('mail') === 'saved' && <TeamNotice>{t('mailSaved')}</TeamNotice>}
      <TeamHeading title={t('title')} intro={t('intro', { date: labels.day(now.toISOString().slice(0, 10)) })} />
      <MyDayView locale={locale} day={day} labels={labels} now={now} morningMail={preference?.morningMail ?? false} />
    </TeamShell>
  );
}
