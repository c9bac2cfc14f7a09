import { Check, Cpu, GraduationCap, HeartPulse, House, ShoppingCart, TrendingUp, UtensilsCrossed } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const sectors = [
  { key: 'ecommerce', Icon: ShoppingCart },
  { key: 'healthcare', Icon: HeartPulse },
  { key: 'education', Icon: GraduationCap },
  { key: 'realEstate', Icon: House },
  { key: 'restaurant', Icon: UtensilsCrossed },
  { key: 'technology', Icon: Cpu },
] as const;
const services = ['s1', 's2', 's3', 's4'] as const;

/** One card per sector: what we do there and one (fictional, anonymised) result. */
export async function IndustrySectors({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'IndustryPage.sectors' });
  const edit = editKeys('IndustryPage.sectors');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="IndustryPage.sectors" />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sectors.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
            >
              <div className="flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 {...edit(`${key}.title`)} className="text-xl font-semibold text-ink">
                  {t(`${key}.title`)}
                </h3>
              </div>
              <p {...edit(`${key}.description`)} className="mt-4 leading-relaxed text-ink-muted">
                {t(`${key}.description`)}
              </p>
              <p id={`sector-${key}-services`} {...edit('servicesLabel')} className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
                {t('servicesLabel')}
              </p>
              <ul aria-labelledby={`sector-${key}-services`} className="mt-3 mb-6 space-y-2">
                {services.map((service) => (
                  <li key={service} className="flex items-start gap-2.5 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                    <span {...edit(`${key}.${service}`)}>{t(`${key}.${service}`)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto rounded-xl border border-brand-100 bg-brand-50 p-5">
                <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
                  <TrendingUp aria-hidden="true" className="size-4" />
                  <span {...edit('storyLabel')}>{t('storyLabel')}</span>
                </p>
                <p {...edit(`${key}.story`)} className="mt-2 text-sm leading-relaxed text-ink">
                  {t(`${key}.story`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
