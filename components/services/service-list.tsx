import { BarChart3, BrainCircuit, Check, Code2, Compass, Languages, PenTool, Star } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { editKeys } from '@/lib/edit-keys';

const services = [
  { key: 'aiMarketing', Icon: BrainCircuit, badge: 'popular' },
  { key: 'webDesign', Icon: Code2 },
  { key: 'translation', Icon: Languages },
  { key: 'strategy', Icon: Compass },
  { key: 'content', Icon: PenTool },
  { key: 'analytics', Icon: BarChart3, badge: 'favourite' },
] as const;
const features = ['f1', 'f2', 'f3', 'f4'] as const;

/** The six service cards; the two services clients ask for most carry a badge and an accent frame. */
export async function ServiceList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  const tServices = await getTranslations({ locale, namespace: 'Services' });
  const edit = editKeys('ServicesPage');
  const editService = editKeys('Services');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading eyebrow={t('list.eyebrow')} title={t('list.title')} subtitle={t('list.subtitle')} editKey="ServicesPage.list" />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const { key, Icon } = service;
          const badge = 'badge' in service ? service.badge : undefined;
          return (
            <li
              key={key}
              className={cn(
                'flex flex-col rounded-2xl bg-white p-7 transition hover:-translate-y-1 hover:shadow-lg',
                badge
                  ? 'border border-accent-500 shadow-lg shadow-accent-600/15 ring-1 ring-accent-500'
                  : 'border border-slate-200 shadow-sm hover:border-brand-200',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <span
                  className={cn(
                    'grid size-12 shrink-0 place-items-center rounded-xl',
                    badge ? 'bg-gradient-to-br from-brand-600 to-accent-600 text-white' : 'bg-brand-50 text-brand-600',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                {badge && (
                  <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white">
                    <Star aria-hidden="true" className="size-3.5 fill-current" />
                    <span {...edit(`badges.${badge}`)}>{t(`badges.${badge}`)}</span>
                  </p>
                )}
              </div>
              <h3 {...editService(key)} className="mt-5 text-xl font-semibold text-ink">
                {tServices(key)}
              </h3>
              <p {...edit(`services.${key}.description`)} className="mt-3 leading-relaxed text-ink-muted">
                {t(`services.${key}.description`)}
              </p>
              <p id={`service-${key}-features`} {...edit('featuresLabel')} className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
                {t('featuresLabel')}
              </p>
              <ul aria-labelledby={`service-${key}-features`} className="mt-3 space-y-2.5">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                    <span {...edit(`services.${key}.${feature}`)}>{t(`services.${key}.${feature}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
