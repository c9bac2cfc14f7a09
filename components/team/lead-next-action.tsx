import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { NEXT_ACTION_NOTE_MAX } from '@/lib/team/follow-up';
import type { LeadDetail } from '@/lib/team/leads';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; lead: LeadDetail; labels: TeamLabels; back: string | undefined };

/** The lead's next step: a day and a short note, shown on the member's day when it comes. */
export async function LeadNextAction({ locale, lead, labels, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.nextAction' });
  const action = `/api/team/leads/${lead.kind}/${lead.id}`;
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value="next-action" />
      {back && <input type="hidden" name="back" value={back} />}
    </>
  );
  return (
    <section aria-labelledby="lead-next-action" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-next-action" className="text-lg font-bold">
        {t('title')}
      </h2>
      {lead.nextAction && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{labels.day(lead.nextAction.on)}</span>
          {lead.nextAction.note && <span className="block text-ink-muted">{lead.nextAction.note}</span>}
        </p>
      )}
      <form method="post" action={action} data-in-place className="mt-3 space-y-3">
        {hidden}
        <div>
          <label htmlFor="next-action-on" className="mb-1 block text-sm font-semibold">
            {t('day')}
          </label>
          <input id="next-action-on" name="nextActionOn" type="date" required defaultValue={lead.nextAction?.on ?? ''} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="next-action-note" className="mb-1 block text-sm font-semibold">
            {t('note')}
          </label>
          <input
            id="next-action-note"
            name="nextActionNote"
            maxLength={NEXT_ACTION_NOTE_MAX}
            defaultValue={lead.nextAction?.note ?? ''}
            className={inputClasses}
          />
        </div>
        <button type="submit" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          {t('save')}
        </button>
      </form>
      {lead.nextAction && (
        <form method="post" action={action} data-in-place className="mt-2">
          {hidden}
          <input type="hidden" name="clear" value="1" />
          <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full' })}>
            {t('clear')}
          </button>
        </form>
      )}
    </section>
  );
}
