import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { leadStatuses } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import { changeSentence } from './lead-timeline';
import type { TeamLabels } from './labels';
import { SelectAll } from './select-all';
import { TeamNotice } from './team-shell';

/**
 * The list is a table on a desk and cards on a phone, each with its own checkboxes: each set
 * belongs to its own form, shown with it, so a box hidden at this width is never sent.
 */
export const BULK_FORMS = { desk: 'lead-bulk', phone: 'lead-bulk-phone' } as const;

type FormProps = {
  layout: keyof typeof BULK_FORMS;
  locale: Locale;
  labels: TeamLabels;
  members: { id: number; username: string }[];
  memberId: number;
  /** The list's query, to come back to; `selectAllHref` ticks every lead of the page without scripts. */
  back: string;
  selectAllHref: string;
};

/**
 * The bulk form: one menu of changes and one button; the leads' checkboxes in the list belong
 * to it (`form="lead-bulk"`). A plain POST that returns to the list, sent in place with scripts
 * (components/team/lead-in-place.tsx).
 */
export async function LeadBulkForm({ layout, locale, labels, members, memberId, back, selectAllHref }: FormProps) {
  const t = await getTranslations({ locale, namespace: 'Team.inboxList.bulk' });
  const id = BULK_FORMS[layout];
  return (
    <form
      id={id}
      method="post"
      action="/api/team/leads/bulk"
      data-in-place=""
      data-reset=""
      aria-label={t('title')}
      className={`mb-4 flex-wrap items-end gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 max-lg:px-3 max-lg:py-2 ${layout === 'desk' ? 'hidden lg:flex' : 'flex lg:hidden'}`}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
      <SelectAll form={id} href={selectAllHref} label={t('selectAll')} />
      <div className="min-w-0 flex-1 basis-48">
        {/* On a phone the menu's first entry says what it is for; the label stays for screen readers. */}
        <label htmlFor={`${id}-change`} className={layout === 'phone' ? 'sr-only' : 'mb-1 block text-sm font-semibold'}>
          {t('change')}
        </label>
        <select id={`${id}-change`} name="change" required defaultValue="" className={inputClasses}>
          <option value="" disabled>
            {t('choose')}
          </option>
          <optgroup label={t('assignGroup')}>
            <option value="assign:me">{t('assignMe')}</option>
            <option value="assign:none">{t('assignNone')}</option>
            {members
              .filter((member) => member.id !== memberId)
              .map((member) => (
                <option key={member.id} value={`assign:${member.id}`}>
                  {t('assignTo', { name: member.username })}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('statusGroup')}>
            {leadStatuses.map((status) => (
              <option key={status} value={`status:${status}`}>
                {labels.status(status)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <button type="submit" className={`${buttonClasses()} max-lg:flex-1`}>
        {t('apply')}
      </button>
    </form>
  );
}

type ResultProps = { locale: Locale; labels: TeamLabels; query: URLSearchParams; back: string };

/** What a bulk change came to: how many changed, and each lead skipped with the colleague's change that made the list out of date. */
export async function LeadBulkResult({ locale, labels, query, back }: ResultProps) {
  const outcome = query.get('bulk');
  if (outcome === null) return null;
  const t = await getTranslations({ locale, namespace: 'Team.inboxList.bulk' });
  if (outcome === 'none') return <TeamNotice tone="error">{t('noneSelected')}</TeamNotice>;
  if (!/^[0-9]{1,3}$/.test(outcome)) return null;
  const missing = /^[1-9][0-9]{0,2}$/.test(query.get('missing') ?? '') ? Number(query.get('missing')) : 0;
  const ids = (query.get('skipped') ?? '')
    .split('.')
    .filter((id) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647)
    .slice(0, 200)
    .map(Number);
  const events = ids.length
    ? await (
        await getDb()
      ).leadEvent.findMany({
        where: { id: { in: ids }, type: { in: ['status', 'assignment'] } },
        orderBy: { id: 'asc' },
        include: {
          contactSubmission: { select: { id: true, firstName: true, lastName: true } },
          downloadSubmission: { select: { id: true, firstName: true, lastName: true } },
        },
      })
    : [];
  const tTimeline = await getTranslations({ locale, namespace: 'Team.timeline' });
  return (
    <>
      <TeamNotice>
        {t('changed', { count: Number(outcome) })} {missing > 0 && t('missing', { count: missing })}
      </TeamNotice>
      {events.length > 0 && (
        <div role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">{t('skipped', { count: events.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {events.map((event) => {
              const lead = event.contactSubmission ?? event.downloadSubmission;
              const kind = event.contactSubmission ? 'contact' : 'download';
              const change = { type: event.type as 'status' | 'assignment', authorName: event.authorName, from: event.fromValue, to: event.toValue };
              return (
                <li key={event.id}>
                  {lead && (
                    <Link
                      href={teamPath(locale, `/leads/${kind}/${lead.id}`, back ? { back } : undefined)}
                      className="font-semibold underline underline-offset-2"
                    >
                      {lead.firstName} {lead.lastName}
                    </Link>
                  )}
                  {': '}
                  {changeSentence(change, tTimeline, labels)} ({labels.dateTime(event.createdAt)})
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
