import { Headphones, Sparkles, TrendingUp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const points = [
  { key: 'ai', Icon: Sparkles },
  { key: 'results', Icon: TrendingUp },
  { key: 'support', Icon: Headphones },
] as const;

export async function WhyChoose({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage.why' });
  const edit = editKeys('HomePage.why');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="HomePage.why" />
        <ul className="mt-14 grid gap-10 md:grid-cols-3">
          {points.map(({ key, Icon }) => (
            <li key={key} className="text-center">
              <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 {...edit(`${key}Title`)} className="mt-5 text-xl font-semibold">
                {t(`${key}Title`)}
              </h3>
              <p {...edit(`${key}Text`)} className="mx-auto mt-3 max-w-sm leading-relaxed text-ink-muted">
                {t(`${key}Text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
