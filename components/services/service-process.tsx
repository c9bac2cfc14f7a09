import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const steps = ['discovery', 'strategy', 'implementation', 'optimization'] as const;

/** Discovery → strategy → implementation → optimization, as an ordered list. */
export async function ServiceProcess({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServicesPage.process' });
  const edit = editKeys('ServicesPage.process');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="ServicesPage.process" />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute left-[12.5%] right-[12.5%] top-7 hidden h-0.5 bg-gradient-to-r from-brand-200 via-accent-400 to-brand-200 lg:block"
          />
          <ol className="relative grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {steps.map((step, index) => (
              <li key={step} className="relative text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto grid size-14 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-lg font-bold text-white shadow-lg shadow-brand-600/25 ring-8 ring-slate-50"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 {...edit(`${step}.title`)} className="mt-5 text-xl font-semibold text-ink">
                  {t(`${step}.title`)}
                </h3>
                <p {...edit(`${step}.text`)} className="mx-auto mt-3 max-w-xs leading-relaxed text-ink-muted">
                  {t(`${step}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
