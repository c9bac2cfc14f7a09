import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import type { LeadStatusValue } from '@/lib/team/lead-filter';
import { replyClock } from '@/lib/team/reply-clock';
import type { TeamLabels } from './labels';

type Props = {
  locale: Locale;
  lead: { createdAt: Date; status: LeadStatusValue };
  labels: TeamLabels;
  now: Date;
  /** When the lead was first answered (the lead's page knows it from the timeline): "answered in time" or how late. */
  answeredAt?: Date | null;
  className?: string;
};

const HOUR = 60 * 60 * 1000;

/** "3 hrs", "45 min": whole hours from one hour on, whole minutes below, in the member's language. */
export function duration(locale: Locale, ms: number): string {
  const abs = Math.abs(ms);
  const [value, unit] = abs >= HOUR ? [Math.floor(abs / HOUR), 'hour'] : [Math.max(1, Math.floor(abs / 60_000)), 'minute'];
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/**
 * The 24-hour reply promise on one lead, in words: "Due in 3 hrs", "Overdue by 1 hr", with the
 * due time in the member's zone beside it. An answered or closed lead has stopped the clock.
 */
export async function ReplyDue({ locale, lead, labels, now, answeredAt, className }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.replyClock' });
  const clock = replyClock(lead, now);
  if (clock.state === 'stopped') {
    if (answeredAt === undefined) return null;
    const late = answeredAt ? answeredAt.getTime() - clock.due.getTime() : null;
    return (
      <span className={cn('text-xs text-ink-muted', className)}>
        {late === null ? t('stopped') : late <= 0 ? t('answeredInTime') : t('answeredLate', { duration: duration(locale, late) })}
      </span>
    );
  }
  const overdue = clock.leftMs <= 0;
  const soon = !overdue && clock.leftMs < 3 * HOUR;
  return (
    <span className={cn('inline-flex flex-col text-xs', className)}>
      <span className={cn('font-semibold', overdue ? 'text-red-800' : soon ? 'text-amber-800' : 'text-ink')}>
        {overdue ? t('overdueBy', { duration: duration(locale, clock.leftMs) }) : t('dueIn', { duration: duration(locale, clock.leftMs) })}
      </span>
      <time dateTime={clock.due.toISOString()} className="text-ink-muted">
        {t('dueAt', { time: labels.dateTime(clock.due) })}
      </time>
    </span>
  );
}
