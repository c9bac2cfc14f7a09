import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import type { DayLead, MyDay } from '@/lib/team/my-day';
import { teamPath } from '@/lib/team/paths';
import { StatusBadge } from './badges';
import type { TeamLabels } from './labels';
import { ReplyDue } from './reply-due';

type Props = { locale: Locale; day: MyDay; labels: TeamLabels; now: Date; morningMail: boolean };

const lists = ['overdue', 'dueToday', 'followUps', 'newlyAssigned'] as const;

/** The four lists of a member's day, each lead one card that opens it; then the morning mail's switch. */
export async function MyDayView({ locale, day, labels, now, morningMail }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.myDay' });
  const empty = lists.every((list) => day[list].length === 0);
  return (
    <div className="space-y-6">
      {empty && <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">{t('clear')}</p>}
      <div className="grid gap-6 lg:grid-cols-2">
        {lists.map((list) => (
          <section key={list} aria-labelledby={`day-${list}`} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id={`day-${list}`} className="flex items-center gap-2 text-lg font-bold">
              {t(`lists.${list}`)}
              <span
                className={`rounded-full px-2 text-sm ${list === 'overdue' && day[list].length > 0 ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-ink-muted'}`}
              >
                {new Intl.NumberFormat(locale).format(day[list].length)}
              </span>
            </h2>
            {day[list].length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{t(`empty.${list}`)}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {day[list].map((lead) => (
                  <DayCard key={`${lead.kind}-${lead.id}`} locale={locale} lead={lead} labels={labels} now={now} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section aria-labelledby="day-mail" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="day-mail" className="text-lg font-bold">
          {t('mail.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t(morningMail ? 'mail.on' : 'mail.off')}</p>
        <form method="post" action="/api/team/day-mail" className="mt-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="morningMail" value={morningMail ? 'off' : 'on'} />
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t(morningMail ? 'mail.turnOff' : 'mail.turnOn')}
          </button>
        </form>
      </section>
    </div>
  );
}

async function DayCard({ locale, lead, labels, now }: { locale: Locale; lead: DayLead; labels: TeamLabels; now: Date }) {
  const t = await getTranslations({ locale, namespace: 'Team.myDay' });
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link href={teamPath(locale, `/leads/${lead.kind}/${lead.id}`)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {lead.firstName} {lead.lastName}
        </Link>
        <StatusBadge status={lead.status} label={labels.status(lead.status)} />
      </div>
      <p className="mt-0.5 text-xs text-ink-muted">
        {labels.kind(lead.kind)}
        {lead.company && ` · ${lead.company}`}
      </p>
      <ReplyDue locale={locale} lead={lead} labels={labels} now={now} className="mt-1 flex" />
      {lead.nextAction && (
        <p className="mt-1 text-sm">
          <span className="font-semibold">{t('nextStep', { day: labels.day(lead.nextAction.on) })}</span>
          {lead.nextAction.note && <span className="text-ink-muted"> {lead.nextAction.note}</span>}
        </p>
      )}
    </li>
  );
}
