import Link from 'next/link';
import { ArrowRight, BrainCircuit, Code2, Languages } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const cards = [
  { key: 'aiMarketing', Icon: BrainCircuit },
  { key: 'webDesign', Icon: Code2 },
  { key: 'translation', Icon: Languages },
] as const;

export async function ServicesPreview({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage.services' });
  const tServices = await getTranslations({ locale, namespace: 'Services' });
  const edit = editKeys('HomePage.services');
  const editService = editKeys('Services');
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="HomePage.services" />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {cards.map(({ key, Icon }) => (
          <li
            key={key}
            className="group rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-600 group-hover:text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 {...editService(key)} className="mt-5 text-xl font-semibold text-ink">
              {tServices(key)}
            </h3>
            <p {...edit(key)} className="mt-3 leading-relaxed text-ink-muted">
              {t(key)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link href={`/${locale}/services`} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
