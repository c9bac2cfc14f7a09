import { CalendarClock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { editKeys } from '@/lib/edit-keys';
import { phaseColours, type PhaseColour } from './phase-styles';

const steps: ReadonlyArray<{ key: 'weeks1to2' | 'weeks3to4' | 'weeks5to8' | 'ongoing'; colour: PhaseColour }> = [
  { key: 'weeks1to2', colour: 'sky' },
  { key: 'weeks3to4', colour: 'brand' },
  { key: 'weeks5to8', colour: 'violet' },
  { key: 'ongoing', colour: 'emerald' },
];

/**
 * Vertical on phones, horizontal from `lg`, where the columns are as wide as the weeks they
 * cover (2, 2, 4, then an open-ended stretch), so the bar reads as a real schedule.
 */
export async function ProjectTimeline({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WorkingPage.timeline' });
  const edit = editKeys('WorkingPage.timeline');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="WorkingPage.timeline" />
      <ol className="mx-auto mt-14 grid max-w-xl lg:max-w-none lg:grid-cols-[2fr_2fr_4fr_3fr] lg:gap-x-3">
        {steps.map(({ key, colour }, index) => {
          const style = phaseColours[colour];
          const last = index === steps.length - 1;
          return (
            <li key={key} className={cn('relative pl-12 lg:pl-0 lg:pt-10', !last && 'pb-10 lg:pb-0')}>
              {/* Connector: a line down to the next dot on phones, a coloured bar across on desktops. */}
              {!last && <span aria-hidden="true" className="absolute bottom-0 left-[11px] top-7 w-0.5 bg-slate-200 lg:hidden" />}
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-0 right-0 top-[9px] hidden h-1.5 rounded-full lg:block',
                  last ? 'bg-gradient-to-r from-emerald-600 via-emerald-400 to-transparent' : style.bar,
                )}
              />
              <span aria-hidden="true" className={cn('absolute left-0 top-0 size-6 rounded-full border-[5px] bg-white shadow-sm', style.dot)} />
              <p {...edit(`${key}.period`)} className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold', style.soft)}>
                {t(`${key}.period`)}
              </p>
              <h3 {...edit(`${key}.title`)} className="mt-3 text-lg font-semibold text-ink">
                {t(`${key}.title`)}
              </h3>
              <p {...edit(`${key}.text`)} className="mt-2 leading-relaxed text-ink-muted lg:pr-4">
                {t(`${key}.text`)}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mx-auto mt-12 flex max-w-xl items-start justify-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-brand-900 lg:max-w-2xl">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <span {...edit('note')}>{t('note')}</span>
      </p>
    </section>
  );
}
