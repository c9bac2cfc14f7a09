import { Award, ShieldCheck, Target, TrendingUp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const points = [
  { key: 'expertise', Icon: Award },
  { key: 'compliance', Icon: ShieldCheck },
  { key: 'tailored', Icon: Target },
  { key: 'proven', Icon: TrendingUp },
] as const;

export async function IndustryWhy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'IndustryPage.why' });
  const edit = editKeys('IndustryPage.why');
  return (
    <section className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:px-8">
        <SectionHeading
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
          editKey="IndustryPage.why"
          align="left"
          className="lg:col-span-4"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-8">
          {points.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 {...edit(`${key}.title`)} className="mt-5 text-xl font-semibold text-ink">
                {t(`${key}.title`)}
              </h3>
              <p {...edit(`${key}.text`)} className="mt-3 leading-relaxed text-ink-muted">
                {t(`${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
