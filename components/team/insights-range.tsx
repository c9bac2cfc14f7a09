import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { presets, type ParsedRange } from '@/lib/insights/range';
import type { InsightsReport } from '@/lib/insights/report';
import { memberDay } from '@/lib/team/format-time';
import { teamPath } from '@/lib/team/paths';

const presetKey = { 'last-7-days': 'last7', 'last-28-days': 'last28', 'this-month': 'thisMonth' } as const;

/** The range: presets, the two dates, what was adjusted and why, the CSV, and the Monday mail. */
export async function InsightsRangeBar({
  locale,
  report,
  parsed,
  weekly,
}: {
  locale: Locale;
  report: InsightsReport;
  parsed: ParsedRange;
  weekly: boolean | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const day = memberDay(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const { range } = report;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <nav aria-label={t('range.presets')} className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <a
            key={preset}
            href={teamPath(locale, '/insights', { preset })}
            aria-current={parsed.preset === preset ? 'page' : undefined}
            className={cn(buttonClasses({ variant: parsed.preset === preset ? 'default' : 'outline', size: 'sm' }))}
          >
            {t(`range.${presetKey[preset]}`)}
          </a>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" action={teamPath(locale, '/insights')} className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="mb-1 text-sm font-semibold">{t('range.legend')}</legend>
            <label className="text-sm">
              <span className="mb-1 block">{t('range.from')}</span>
              <input type="date" name="from" defaultValue={range.from} className={inputClasses} />
            </label>
            <label className="text-sm">
              <span className="mb-1 block">{t('range.to')}</span>
              <input type="date" name="to" defaultValue={range.to} className={inputClasses} />
            </label>
          </fieldset>
          <button type="submit" className={buttonClasses()}>
            {t('range.show')}
          </button>
        </form>
        <form method="post" action="/api/team/insights/export">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="from" value={range.from} />
          <input type="hidden" name="to" value={range.to} />
          <input type="hidden" name="timeZone" value={range.timeZone} />
          <button type="submit" className={buttonClasses({ variant: 'outline' })}>
            {t('export')}
          </button>
        </form>
      </div>
      {parsed.adjusted.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          {parsed.adjusted.map((adjustment) => (
            <p key={adjustment}>{t(`range.adjusted.${adjustment}`, { from: day(range.from), to: day(range.to) })}</p>
          ))}
        </div>
      )}
      <p className="text-sm">
        <strong>{t('range.showing', { from: day(range.from), to: day(range.to) })}</strong>{' '}
        <span className="text-ink-muted">{t('range.against', { from: day(report.previous.from), to: day(report.previous.to) })}</span>
      </p>
      <p className="text-xs text-ink-muted">{t('range.timeZone', { zone: range.timeZone })}</p>
      {weekly !== null && (
        <form method="post" action="/api/team/insights/weekly" className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="weekly" value={weekly ? 'off' : 'on'} />
          <span>{weekly ? t('weekly.on') : t('weekly.off')}</span>
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {weekly ? t('weekly.stop') : t('weekly.start')}
          </button>
        </form>
      )}
    </div>
  );
}
