import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import { timeZoneOptions } from '@/lib/team/time-zone';

/** The member's time zone setting, folded away at the foot of the inbox. */
export async function TimeZoneForm({ locale, timeZone }: { locale: Locale; timeZone: string }) {
  const t = await getTranslations({ locale, namespace: 'Team.timeZone' });
  return (
    <details className="mt-10 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold">{labelled(locale, t('title'), timeZone)}</summary>
      <form method="post" action="/api/team/preferences" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="locale" value={locale} />
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="time-zone" className="mb-1 block font-semibold">
            {t('label')}
          </label>
          <select id="time-zone" name="timeZone" defaultValue={timeZone} aria-describedby="time-zone-hint" className={inputClasses}>
            {timeZoneOptions().map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses({ variant: 'outline' })}>
          {t('save')}
        </button>
        <p id="time-zone-hint" className="w-full text-xs text-ink-muted">
          {t('hint')}
        </p>
      </form>
    </details>
  );
}
