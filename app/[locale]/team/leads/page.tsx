import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { teamLabels } from '@/components/team/labels';
import { LeadFilters } from '@/components/team/lead-filters';
import { LeadsExportForm } from '@/components/team/leads-export-form';
import { LeadsTable } from '@/components/team/leads-table';
import { TeamHeading, TeamShell } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { requireTeamPage } from '@/lib/team/guard';
import { leadFilterToParams, listLeads, parseLeadFilter } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('leads') };
}

export default async function LeadsPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await requireTeamPage(locale, teamPath(locale, '/leads', query));
  const t = await getTranslations({ locale, namespace: 'Team.leads' });
  const filter = parseLeadFilter(query);
  const { rows, next } = await listLeads(await getDb(), filter, { after: query.get('after') ?? undefined });
  const filterParams = leadFilterToParams(filter);
  const labels = await teamLabels(locale);
  return (
    <TeamShell locale={locale} session={session} current="leads">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <TeamHeading title={t('title')} intro={t('intro')} />
        <LeadsExportForm locale={locale} filter={filterParams} label={t('export')} />
      </div>
      <LeadFilters locale={locale} filter={filter} labels={labels} />
      <LeadsTable locale={locale} rows={rows} labels={labels} />
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('tableCaption')}>
        {query.has('after') && (
          <Link href={teamPath(locale, '/leads', filterParams)} className={buttonClasses({ variant: 'ghost' })}>
            {t('newest')}
          </Link>
        )}
        {next && (
          <Link href={teamPath(locale, '/leads', { ...Object.fromEntries(filterParams), after: next })} className={buttonClasses({ variant: 'outline' })}>
            {t('older')}
          </Link>
        )}
      </nav>
    </TeamShell>
  );
}
