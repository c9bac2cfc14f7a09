import { ChartNoAxesCombined, RefreshCw, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IconCards } from '@/components/sections/icon-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';

const principles = [
  { key: 'agile', Icon: RefreshCw },
  { key: 'collaborative', Icon: Users },
  { key: 'dataDriven', Icon: ChartNoAxesCombined },
] as const;

export async function WorkingPrinciples({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WorkingPage.principles' });
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('title')} subtitle={t('subtitle')} editKey="WorkingPage.principles" />
        <IconCards locale={locale} namespace="WorkingPage.principles" items={principles} variant="gradient" className="mt-14 md:grid-cols-3" />
      </div>
    </section>
  );
}
