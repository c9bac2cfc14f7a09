import { PiggyBank, ShieldCheck, Timer } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';
import { formatFigure } from '@/lib/format';

const points = [
  { key: 'reduce', Icon: Timer },
  { key: 'cut', Icon: PiggyBank },
  { key: 'maintain', Icon: ShieldCheck },
] as const;

/** Reduce, cut, maintain: what a do-it-yourself agent gives you. */
export async function Benefits({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'DiyAgentsPage.benefits' });
  const edit = editKeys('DiyAgentsPage.benefits');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="DiyAgentsPage.benefits" />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {points.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
            <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 {...edit(`${key}.title`)} className="mt-5 text-xl font-semibold text-ink">
              {t(`${key}.title`)}
            </h3>
            {key === 'reduce' && (
              <p className="mt-3">
                <span className="block text-3xl font-extrabold tracking-tight text-brand-700">
                  {t('reduce.figure', { figure: formatFigure(locale, 70, 'percent') })}
                </span>
                <span {...edit('reduce.figureLabel')} className="block text-sm font-semibold text-ink-muted">
                  {t('reduce.figureLabel')}
                </span>
              </p>
            )}
            <p {...edit(`${key}.text`)} className="mt-3 leading-relaxed text-ink-muted">
              {t(`${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
