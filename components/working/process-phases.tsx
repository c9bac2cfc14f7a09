import { Check, Clock, Compass, Rocket, Search, TrendingUp, type LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { editKeys } from '@/lib/edit-keys';
import { phaseColours, type PhaseColour } from './phase-styles';

type Phase = { key: 'discovery' | 'strategy' | 'implementation' | 'optimization'; Icon: LucideIcon; colour: PhaseColour; activities: readonly string[] };

const phases: readonly Phase[] = [
  { key: 'discovery', Icon: Search, colour: 'sky', activities: ['kickoff', 'audit', 'competitors', 'audience', 'goals'] },
  { key: 'strategy', Icon: Compass, colour: 'brand', activities: ['roadmap', 'channels', 'messaging', 'ai', 'measurement'] },
  { key: 'implementation', Icon: Rocket, colour: 'violet', activities: ['build', 'campaigns', 'content', 'automation', 'tracking'] },
  { key: 'optimization', Icon: TrendingUp, colour: 'emerald', activities: ['testing', 'budget', 'reporting', 'seo', 'scaling'] },
];

export async function ProcessPhases({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WorkingPage.phases' });
  const edit = editKeys('WorkingPage.phases');
  // Activity keys differ per phase, so they are looked up through the untyped path of `t`.
  const text = (key: string) => t(key as Parameters<typeof t>[0]);
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="WorkingPage.phases" />
      <ol className="mt-14 grid gap-6 lg:grid-cols-2">
        {phases.map(({ key, Icon, colour, activities }, index) => {
          const style = phaseColours[colour];
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm sm:p-8">
              <div className="flex flex-wrap items-center gap-4">
                <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white shadow-md', style.tile)}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <p className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', style.soft)}>
                  <Clock aria-hidden="true" className="size-4" />
                  <span {...edit(`${key}.duration`)}>{t(`${key}.duration`)}</span>
                </p>
                {/* The list already numbers the phases for assistive tech; this is the visual number. */}
                <span aria-hidden="true" className={cn('ml-auto text-4xl font-extrabold leading-none tracking-tight', style.number)}>
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 {...edit(`${key}.title`)} className="mt-5 text-2xl font-bold tracking-tight text-ink">
                {t(`${key}.title`)}
              </h3>
              <p {...edit(`${key}.description`)} className="mt-3 leading-relaxed text-ink-muted">
                {t(`${key}.description`)}
              </p>
              <p {...edit('activitiesLabel')} className="mt-6 text-sm font-semibold uppercase tracking-wider text-ink">
                {t('activitiesLabel')}
              </p>
              <ul className="mt-3 space-y-2.5">
                {activities.map((activity) => (
                  <li key={activity} className="flex gap-3 text-ink">
                    <Check aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0 rounded-full p-0.5', style.soft)} />
                    <span {...edit(`${key}.activities.${activity}`)}>{text(`${key}.activities.${activity}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
