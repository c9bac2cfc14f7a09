import { Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import aiTeam from '@/assets/illustrations/team-ai.svg';
import marketingTeam from '@/assets/illustrations/team-marketing.svg';
import webTeam from '@/assets/illustrations/team-web.svg';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const teams = [
  { key: 'marketing', visual: marketingTeam, tint: 'from-brand-700 to-brand-500' },
  { key: 'ai', visual: aiTeam, tint: 'from-brand-800 to-accent-600' },
  { key: 'web', visual: webTeam, tint: 'from-accent-600 to-brand-600' },
] as const;
const roles = ['r1', 'r2', 'r3'] as const;

export async function AboutTeams({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.team' });
  const edit = editKeys('AboutPage.team');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="AboutPage.team" />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {teams.map(({ key, visual, tint }) => (
          <li key={key} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className={`bg-gradient-to-br ${tint}`}>
              {/* Decorative: white drawings on the gradient, a file of their own so pages stay light. */}
              <img src={visual.src} alt="" width={320} height={160} className="h-40 w-full object-contain" />
            </div>
            <div className="flex flex-1 flex-col p-7">
              <h3 {...edit(`${key}.name`)} className="text-xl font-semibold text-ink">
                {t(`${key}.name`)}
              </h3>
              <p {...edit(`${key}.text`)} className="mt-3 leading-relaxed text-ink-muted">
                {t(`${key}.text`)}
              </p>
              <p id={`team-${key}-roles`} {...edit('rolesLabel')} className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
                {t('rolesLabel')}
              </p>
              <ul aria-labelledby={`team-${key}-roles`} className="mt-3 flex flex-wrap gap-2">
                {roles.map((role) => (
                  <li key={role} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    <Check aria-hidden="true" className="size-3.5" />
                    <span {...edit(`${key}.${role}`)}>{t(`${key}.${role}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
