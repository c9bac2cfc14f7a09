import { getTranslations } from 'next-intl/server';
import { StatsRow } from '@/components/sections/stats-row';
import type { Locale } from '@/i18n/routing';
import { formatFigure } from '@/lib/format';

export async function IndustryResults({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'IndustryPage.results' });
  return (
    <StatsRow
      label={t('label')}
      stats={[
        { value: formatFigure(locale, 95, 'percent'), label: t('retention'), editKey: 'IndustryPage.results.retention' },
        { value: formatFigure(locale, 250, 'percent'), label: t('roi'), editKey: 'IndustryPage.results.roi' },
        { value: formatFigure(locale, 15, 'count', true), label: t('industries'), editKey: 'IndustryPage.results.industries' },
        { value: formatFigure(locale, 99, 'percent'), label: t('success'), editKey: 'IndustryPage.results.success' },
      ]}
    />
  );
}
