import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Locale } from '@/i18n/routing';
import type { LeadFilter } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import type { TeamLabels } from './labels';
import { LeadSourceFilter } from './lead-source';

type Props = { locale: Locale; filter: LeadFilter; labels: TeamLabels };

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : '');

/** The inbox's filters: a plain GET form, so a filtered inbox is a link that can be shared. */
export async function LeadFilters({ locale, filter, labels }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  // `to` is exclusive in the data layer: the form shows the last day included.
  const lastDay = filter.to ? new Date(filter.to.getTime() - 1) : undefined;
  const advanced = Boolean(filter.kind || filter.service || filter.locale || filter.consent || filter.from || filter.to || filter.source);
  return (
    <form method="get" action={teamPath(locale, '/leads')} className="mb-6 rounded-xl border border-slate-200 bg-white p-4 max-sm:mb-4 max-sm:p-3">
      {/* The views and statuses above set these; the form keeps them when searching. */}
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.assignee && <input type="hidden" name="assignee" value={filter.assignee} />}
      {filter.notification && <input type="hidden" name="notification" value={filter.notification} />}
      {filter.sort && <input type="hidden" name="sort" value={filter.sort} />}
      <div className="flex flex-wrap items-end gap-2">
        {/* On a phone the search's label is read out only, as the sort's and the bulk change's are: the first lead stays on the first screen. */}
        <Field id="q" label={t('leads.search')} className="min-w-0 flex-1 basis-56" labelClassName="max-sm:sr-only">
          <input id="q" name="q" type="search" defaultValue={filter.q ?? ''} placeholder={t('leads.searchHint')} maxLength={200} className={inputClasses} />
        </Field>
        <button type="submit" className={buttonClasses()}>
          {t('triage.searchButton')}
        </button>
      </div>
      <details open={advanced} className="mt-3 max-sm:mt-1">
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700">{t('triage.moreFilters')}</summary>
        <fieldset className="mt-2">
          <legend className="sr-only">{t('leads.filters')}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Select
              id="kind"
              label={t('leads.kind')}
              value={filter.kind}
              any={t('leads.any')}
              options={(['contact', 'download'] as const).map((value) => ({ value, label: labels.kind(value) }))}
            />
            <Select id="service" label={t('leads.service')} value={filter.service} any={t('leads.any')} options={labels.serviceOptions} />
            <Select id="locale" label={t('leads.language')} value={filter.locale} any={t('leads.any')} options={labels.languageOptions} />
            <Select
              id="consent"
              label={t('leads.consent')}
              value={filter.consent}
              any={t('leads.any')}
              options={[
                { value: 'yes', label: t('leads.consentYes') },
                { value: 'confirmed', label: t('leads.consentConfirmed') },
                { value: 'no', label: t('leads.consentNo') },
              ]}
            />
            <LeadSourceFilter locale={locale} value={filter.source} />
            <div className="grid grid-cols-2 gap-3">
              <Field id="from" label={t('leads.from')}>
                <input id="from" name="from" type="date" defaultValue={day(filter.from)} className={inputClasses} />
              </Field>
              <Field id="to" label={t('leads.to')}>
                <input id="to" name="to" type="date" defaultValue={day(lastDay)} className={inputClasses} />
              </Field>
            </div>
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses({ variant: 'outline' })}>
            {t('leads.apply')}
          </button>
          <Link href={teamPath(locale, '/leads')} className={buttonClasses({ variant: 'ghost' })}>
            {t('leads.clear')}
          </Link>
        </div>
      </details>
    </form>
  );
}

function Field({
  id,
  label,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-semibold', labelClassName)}>
        {label}
      </label>
      {children}
    </div>
  );
}

type SelectProps = { id: string; label: string; value: string | undefined; any: string; options: readonly { value: string; label: string }[] };

function Select({ id, label, value, any, options }: SelectProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={id} defaultValue={value ?? ''} className={inputClasses}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
