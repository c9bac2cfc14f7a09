import { ChartNoAxesCombined, RefreshCw, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';

const principles = [
  { key: 'agile', Icon: RefreshCw },
  { key: 'collaborative', Icon: Users },
  { key: 'dataDriven', Icon: ChartNoAxesCombined },
] as const;

export async function WorkingPrinciples({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WorkingPage.principles' });
  const edit = editKeys('WorkingPage.principles');
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="WorkingPage.principles" />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {principles.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25">
                <Icon aria-hidden="true" className="size-7" />
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
