import { Gem, Handshake, Lightbulb, RefreshCw, ShieldCheck, TrendingUp } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IconCards } from '@/components/sections/icon-cards';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Locale } from '@/i18n/routing';

const values = [
  { key: 'innovation', Icon: Lightbulb },
  { key: 'integrity', Icon: ShieldCheck },
  { key: 'resultsDriven', Icon: TrendingUp },
  { key: 'collaboration', Icon: Handshake },
  { key: 'excellence', Icon: Gem },
  { key: 'adaptability', Icon: RefreshCw },
] as const;

export async function AboutValues({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage.values' });
  return (
    <section className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="AboutPage.values" />
        <IconCards locale={locale} namespace="AboutPage.values" items={values} variant="gradient" className="mt-14 sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  );
}
