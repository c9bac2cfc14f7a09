import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { leadStatuses, type LeadDetail } from '@/lib/team/leads';
import type { TeamLabels } from './labels';

/** Where the team records how far a lead has got, and a note for colleagues. */
export async function LeadWorkForm({ locale, lead, labels }: { locale: Locale; lead: LeadDetail; labels: TeamLabels }) {
  const t = await getTranslations({ locale, namespace: 'Team.lead' });
  return (
    <section aria-labelledby="lead-work" className="h-fit rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-work" className="text-lg font-bold">
        {t('work')}
      </h2>
      <form method="post" action={`/api/team/leads/${lead.kind}/${lead.id}`} className="mt-3 space-y-4">
        <input type="hidden" name="locale" value={locale} />
        <div>
          <label htmlFor="lead-status" className="mb-1 block text-sm font-semibold">
            {t('status')}
          </label>
          <select id="lead-status" name="status" defaultValue={lead.status} className={inputClasses}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {labels.status(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-note" className="mb-1 block text-sm font-semibold">
            {t('note')}
          </label>
          <textarea id="lead-note" name="note" rows={5} maxLength={2000} defaultValue={lead.note ?? ''} aria-describedby="lead-note-hint" className={inputClasses} />
          <p id="lead-note-hint" className="mt-1 text-xs text-ink-muted">
            {t('noteHint')}
          </p>
        </div>
        <button type="submit" className={buttonClasses({ className: 'w-full' })}>
          {t('save')}
        </button>
        {lead.updatedAt && <p className="text-xs text-ink-muted">{t('updated', { time: labels.dateTime(lead.updatedAt) })}</p>}
      </form>
    </section>
  );
}
