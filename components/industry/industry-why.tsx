import { Award, ShieldCheck, Target, TrendingUp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IconCards } from '@/components/sections/icon-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';

const points = [
  { key: 'expertise', Icon: Award },
  { key: 'compliance', Icon: ShieldCheck },
  { key: 'tailored', Icon: Target },
  { key: 'proven', Icon: TrendingUp },
] as const;

export async function IndustryWhy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'IndustryPage.why' });
  return (
    <section className="py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="IndustryPage.why" align="left" className="lg:col-span-4" />
        <IconCards locale={locale} namespace="IndustryPage.why" items={points} variant="soft" className="sm:grid-cols-2 lg:col-span-8" />
      </div>
    </section>
  );
}
