import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { dateTag } from '@/lib/format';
import { leadFilterToParams, leadSorts, type LeadFilter } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; filter: LeadFilter; results: number; labels: TeamLabels };

const chip =
  'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100';

/**
 * Above the list: how many leads it holds, each active filter as a chip that removes it, and the
 * order (a plain GET form that keeps the filter, so it works without scripts and is a link).
 */
export async function LeadListBar({ locale, filter, results, labels }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.inboxList' });
  const tLeads = await getTranslations({ locale, namespace: 'Team.leads' });
  const href = (change: LeadFilter) => teamPath(locale, '/leads', leadFilterToParams(change));
  // Each active filter in words, with the filter it leaves when removed (the order stays).
  const day = (date: Date) =>
    date.getTime() % 86_400_000 === 0
      ? new Intl.DateTimeFormat(dateTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
      : labels.dateTime(date);
  const consent = { yes: tLeads('consentYes'), no: tLeads('consentNo'), confirmed: tLeads('consentConfirmed') };
  const activeChips: { key: keyof LeadFilter; text: string }[] = [];
  if (filter.q) activeChips.push({ key: 'q', text: t('chip.q', { value: filter.q }) });
  if (filter.status) activeChips.push({ key: 'status', text: t('chip.status', { value: labels.status(filter.status) }) });
  if (filter.assignee) activeChips.push({ key: 'assignee', text: t(filter.assignee === 'me' ? 'chip.mine' : 'chip.unassigned') });
  if (filter.kind) activeChips.push({ key: 'kind', text: t('chip.kind', { value: labels.kind(filter.kind) }) });
  if (filter.service) activeChips.push({ key: 'service', text: t('chip.service', { value: labels.service(filter.service) }) });
  if (filter.locale) activeChips.push({ key: 'locale', text: t('chip.locale', { value: labels.language(filter.locale) }) });
  if (filter.consent) activeChips.push({ key: 'consent', text: t('chip.consent', { value: consent[filter.consent] }) });
  if (filter.source) activeChips.push({ key: 'source', text: t('chip.source', { value: filter.source }) });
  if (filter.from) activeChips.push({ key: 'from', text: t('chip.from', { value: day(filter.from) }) });
  // `to` is exclusive: the chip names the last day included.
  if (filter.to)
    activeChips.push({
      key: 'to',
      text: t('chip.to', { value: day(filter.to.getTime() % 86_400_000 === 0 ? new Date(filter.to.getTime() - 86_400_000) : filter.to) }),
    });
  if (filter.notification) activeChips.push({ key: 'notification', text: t('chip.failed') });
  if (filter.due) activeChips.push({ key: 'due', text: t(filter.due === 'overdue' ? 'chip.overdue' : 'chip.dueToday') });
  const chips = activeChips.map((entry) => ({ ...entry, without: { ...filter, [entry.key]: undefined } as LeadFilter }));
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0 flex-1 basis-32">
        <p className="font-semibold" role="status" aria-live="polite">
          {t('resultCount', { count: results })}
        </p>
        {chips.length > 0 && (
          <ul aria-label={t('activeFilters')} className="mt-2 flex flex-wrap items-center gap-2">
            {chips.map(({ key, text, without }) => (
              <li key={key} className="max-w-full">
                <Link href={href(without)} className={chip} aria-label={t('remove', { filter: text })}>
                  <span aria-hidden="true" className="font-bold">
                    ×
                  </span>
                  <span className="truncate">{text}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={href(filter.sort ? { sort: filter.sort } : {})}
                className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('clearAll')}
              </Link>
            </li>
          </ul>
        )}
      </div>
      <form method="get" action={teamPath(locale, '/leads')} className="flex max-w-full flex-wrap items-end gap-2">
        {[...leadFilterToParams({ ...filter, sort: undefined })].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="min-w-0 max-w-full">
          {/* On a phone the menu shows the order chosen; the label stays for screen readers. */}
          <label htmlFor="sort" className="mb-1 block text-sm font-semibold max-sm:sr-only">
            {t('sort.label')}
          </label>
          <select id="sort" name="sort" defaultValue={filter.sort ?? 'newest'} className={`${inputClasses} w-auto max-w-full`}>
            {leadSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses({ variant: 'outline' })}>
          {t('sort.apply')}
        </button>
      </form>
    </div>
  );
}
