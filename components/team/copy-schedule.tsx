import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { ScheduledPublish } from '@/lib/copy/schedule';
import { zonedInputValue } from '@/lib/copy/team-time';
import { CopyAction, CopySection, copyRoutes, wrapping, type CopyView } from './copy-parts';

/** "Publish later": a time for every draft of the language to go live, and the ones pending. */
export async function CopySchedule({ view, pending, now }: { view: CopyView; pending: ScheduledPublish[]; now: Date }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy.schedule' });
  const { lang, back, labels } = view;
  // The field suggests the next full hour; it cannot go back before now.
  const next = new Date(Math.ceil((now.getTime() + 60_000) / 3_600_000) * 3_600_000);
  return (
    <CopySection id="copy-schedule" title={t('title')} count={pending.length} intro={t('introZone', { zone: labels.timeZone })}>
      <form method="post" action={copyRoutes.schedule} className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="locale" value={lang} />
        <input type="hidden" name="back" value={back} />
        <div>
          <label htmlFor="copy-schedule-when" className="mb-1 block text-sm font-semibold">
            {t('whenZone', { zone: labels.timeZone })}
          </label>
          <input
            id="copy-schedule-when"
            name="when"
            type="datetime-local"
            required
            min={zonedInputValue(now, labels.timeZone)}
            defaultValue={zonedInputValue(next, labels.timeZone)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          />
        </div>
        {/* Off where publishing is (no deploy hook): the paragraph it points at says why. */}
        <button
          type="submit"
          disabled={view.publishBlockedBy !== undefined}
          aria-describedby={view.publishBlockedBy}
          className={buttonClasses({ className: wrapping })}
        >
          {t('submit')}
        </button>
      </form>
      <h3 className="mt-4 text-sm font-semibold">{t('pending')}</h3>
      {pending.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {pending.map((item) => {
            const time = labels.dateTime(item.runAt);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
                <span>
                  <time dateTime={item.runAt.toISOString()}>
                    {t('item', { time, count: item.pinned?.length ?? item.keys.length, author: item.createdByName })}
                  </time>
                  {/* What it publishes, pinned when it was scheduled. */}
                  {item.pinned && item.pinned.length > 0 && (
                    <span className="block text-xs text-ink-muted">{t('pinned', { names: item.pinned.map((pin) => view.names(pin.key)).join(', ') })}</span>
                  )}
                </span>
                <CopyAction
                  action={copyRoutes.schedule}
                  fields={{ locale: lang, cancel: String(item.id), back }}
                  label={t('cancel')}
                  name={t('cancelLabel', { time })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </CopySection>
  );
}
