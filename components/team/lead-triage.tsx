import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import type { DueCounts } from '@/lib/team/due-counts';
import type { InboxCounts } from '@/lib/team/inbox';
import type { ChipCounts } from '@/lib/team/lead-list';
import { leadFilterToParams, leadStatuses, type LeadFilter } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; filter: LeadFilter; counts: InboxCounts; chips: ChipCounts; due: DueCounts; since: Date | null; labels: TeamLabels };

// Pills wrap onto a second line rather than scrolling sideways, where the last ones go unseen.
const strip = 'flex flex-wrap gap-2';
const pill =
  'inline-flex min-h-10 shrink-0 whitespace-nowrap items-center gap-2 rounded-full border border-slate-200 bg-white px-3 text-sm font-medium text-ink hover:bg-slate-100';
const current = '!border-brand-600 !bg-brand-50 !text-brand-800';
const badge = 'rounded-full bg-slate-100 px-2 text-xs font-semibold text-ink-muted';

/**
 * The inbox at a glance: views and statuses with their counts, and the failed notifications.
 * A view or status chip changes only its own part of the filter and counts the list it leads
 * to (lib/team/lead-list.ts); "new since" and "failed" are shortcuts to a list of their own.
 */
export async function LeadTriage({ locale, filter, counts, chips, due, since, labels }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.triage' });
  const href = (change: LeadFilter) => teamPath(locale, '/leads', leadFilterToParams(change));
  const view = filter.assignee ?? (filter.notification ? 'failed' : since && filter.from?.getTime() === since.getTime() ? 'new' : undefined);
  const sort = filter.sort ? { sort: filter.sort } : {};
  const views = [
    { key: 'all', label: t('all'), count: chips.all, to: { ...filter, assignee: undefined }, active: view === undefined },
    { key: 'mine', label: t('mine'), count: chips.mine, to: { ...filter, assignee: 'me' as const }, active: view === 'me' },
    { key: 'none', label: t('unassigned'), count: chips.unassigned, to: { ...filter, assignee: 'none' as const }, active: view === 'none' },
    ...(since ? [{ key: 'new', label: t('newSince'), count: counts.newSince, to: { from: since, ...sort }, active: view === 'new' }] : []),
    { key: 'failed', label: t('failed'), count: counts.failed, to: { notification: 'failed' as const, ...sort }, active: view === 'failed' },
  ];
  // The 24-hour promise: what is late, and what comes due by today's closing, soonest first.
  // Shown when there is something to show (or chosen): on a phone every row of pills pushes the list down.
  const clock = [
    { key: 'overdue', label: t('overdue'), count: due.overdue, active: filter.due === 'overdue', urgent: due.overdue > 0 },
    { key: 'today', label: t('dueToday'), count: due.today, active: filter.due === 'today', urgent: false },
  ].filter((item) => item.count > 0 || item.active);
  return (
    <div className="mb-4 space-y-3">
      {counts.failed > 0 && !filter.notification && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>{t('failedBanner', { count: counts.failed })}</p>
          <Link href={href({ notification: 'failed' })} className="font-semibold underline underline-offset-2">
            {t('showFailed')}
          </Link>
        </div>
      )}
      <nav aria-label={t('views')}>
        <ul className={strip}>
          {views.map((item) => (
            <li key={item.key}>
              <Link href={href(item.to)} aria-current={item.active ? 'page' : undefined} className={cn(pill, item.active && current)}>
                {item.label} <span className={badge}>{item.count.toLocaleString(locale)}</span>
              </Link>
            </li>
          ))}
          {clock.map((item) => (
            <li key={item.key}>
              <Link
                href={href({ ...filter, due: item.active ? undefined : (item.key as 'overdue' | 'today'), sort: item.active ? filter.sort : 'due' })}
                aria-current={item.active ? 'page' : undefined}
                className={cn(pill, item.urgent && '!border-red-300 !text-red-900', item.active && current)}
              >
                {item.label} <span className={cn(badge, item.urgent && '!bg-red-100 !text-red-900')}>{item.count.toLocaleString(locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('statuses')}>
        <ul className={strip}>
          {leadStatuses.map((status) => (
            <li key={status}>
              <Link
                href={href({ ...filter, status: filter.status === status ? undefined : status })}
                aria-current={filter.status === status ? 'page' : undefined}
                className={cn(pill, filter.status === status && current)}
              >
                {labels.status(status)} <span className={badge}>{chips[status].toLocaleString(locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {since && <p className="text-xs text-ink-muted max-sm:hidden">{t('lastVisit', { time: labels.dateTime(since) })}</p>}
    </div>
  );
}
