import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BULK_FORMS, LeadBulkForm, LeadBulkResult } from '@/components/team/lead-bulk-form';
import { LeadFilters } from '@/components/team/lead-filters';
import { LeadInPlace } from '@/components/team/lead-in-place';
import { LeadListBar } from '@/components/team/lead-list-bar';
import { LeadTriage } from '@/components/team/lead-triage';
import { LeadsExportForm } from '@/components/team/leads-export-form';
import { LeadsTable } from '@/components/team/leads-table';
import { TeamNotice, TeamShell } from '@/components/team/team-shell';
import { TimeZoneForm } from '@/components/team/time-zone-form';
import { TimeZoneHint } from '@/components/team/time-zone-hint';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { dueCounts } from '@/lib/team/due-counts';
import { inboxCounts, recordInboxVisit, viewerOf } from '@/lib/team/inbox';
import { chipCounts, isPlainFilter, plainChipCounts } from '@/lib/team/lead-list';
import { searchWords } from '@/lib/team/lead-query';
import { listMembers } from '@/lib/team/lead-work';
import { leadFilterToParams, listLeads, parseLeadFilter } from '@/lib/team/leads';
import { memberLabels } from '@/lib/team/member';
import { teamPath } from '@/lib/team/paths';
import { can } from '@/lib/team/permissions';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('leads') };
}

export default async function LeadsPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/leads', query), 'leads.read');
  const t = await getTranslations({ locale, namespace: 'Team' });
  const prisma = await getDb();
  const filter = parseLeadFilter(query);
  const viewer = await viewerOf(prisma, session.user.id);
  const since = await recordInboxVisit(prisma, session.user.id);
  const mayWork = can(session, 'leads.work');
  const [{ rows, next }, counts, filtered, { labels, zoneKnown }, members, due] = await Promise.all([
    listLeads(prisma, filter, { after: query.get('after') ?? undefined }, viewer),
    inboxCounts(prisma, viewer, since),
    isPlainFilter(filter) ? null : chipCounts(prisma, filter, viewer),
    memberLabels(locale, session),
    mayWork ? listMembers(prisma) : [],
    dueCounts(prisma, { ...filter, due: undefined }, viewer),
  ]);
  const chips = filtered ?? plainChipCounts(counts);
  const sortLabel = filter.sort && t(`inboxList.sort.${filter.sort}`);
  const filterParams = leadFilterToParams(filter);
  // The page a lead is opened from, for its "Back to leads" and its previous and next.
  const back = new URLSearchParams(filterParams);
  if (query.get('after')) back.set('after', query.get('after')!);
  const selectAll = new URLSearchParams(back);
  selectAll.set('select', 'all');
  return (
    <TeamShell locale={locale} session={session} current="leads" skipTo={{ href: '#results', label: t('triage.skipToResults') }}>
      {!zoneKnown && <TimeZoneHint />}
      {query.get('zone') === 'saved' && <TeamNotice>{t('timeZone.saved')}</TeamNotice>}
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 sm:mb-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('leads.title')}</h1>
          {/* On a phone the list matters more than the sentence. */}
          <p className="mt-1 text-ink-muted max-sm:hidden">{t('leads.intro')}</p>
        </div>
        <LeadsExportForm locale={locale} filter={filterParams} label={t('leads.export')} />
      </div>
      <LeadBulkResult locale={locale} labels={labels} query={query} back={back.toString()} />
      <LeadTriage locale={locale} filter={filter} counts={counts} chips={chips} due={due} since={since} labels={labels} />
      <LeadFilters locale={locale} filter={filter} labels={labels} />
      <LeadListBar locale={locale} filter={filter} results={chips.results} labels={labels} />
      {mayWork &&
        rows.length > 0 &&
        (['desk', 'phone'] as const).map((layout) => (
          <LeadBulkForm
            key={layout}
            layout={layout}
            locale={locale}
            labels={labels}
            members={members}
            memberId={session.user.id}
            back={back.toString()}
            selectAllHref={`${teamPath(locale, '/leads', selectAll)}#results`}
          />
        ))}
      <section id="results" tabIndex={-1} aria-labelledby="results-title" className="scroll-mt-4 focus:outline-none">
        <h2 id="results-title" className="sr-only">
          {t('triage.results')}
        </h2>
        <LeadsTable
          locale={locale}
          rows={rows}
          labels={labels}
          words={searchWords(filter.q ?? '')}
          back={back.toString()}
          now={new Date()}
          {...(sortLabel ? { sortLabel } : {})}
          {...(mayWork ? { bulk: { forms: BULK_FORMS, selectAll: query.get('select') === 'all' } } : {})}
        />
      </section>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('leads.tableCaption')}>
        {query.has('after') && (
          <Link href={teamPath(locale, '/leads', filterParams)} className={buttonClasses({ variant: 'ghost' })}>
            {t('leads.newest')}
          </Link>
        )}
        {next && (
          <Link href={teamPath(locale, '/leads', { ...Object.fromEntries(filterParams), after: next })} className={buttonClasses({ variant: 'outline' })}>
            {t('leads.older')}
          </Link>
        )}
      </nav>
      <TimeZoneForm locale={locale} timeZone={labels.timeZone} />
      {mayWork && <LeadInPlace />}
    </TeamShell>
  );
}
