import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatFigure } from '@/lib/format';
import { StatsRow } from './stats-row';

/** The four headline figures shown on the home and about pages. */
export async function CompanyStats({ locale, label }: { locale: Locale; label: string }) {
  const t = await getTranslations({ locale, namespace: 'Stats' });
  return (
    <StatsRow
      label={label}
      stats={[
        { value: formatFigure(locale, 500, 'count', true), label: t('clients'), editKey: 'Stats.clients' },
        { value: formatFigure(locale, 1200, 'count', true), label: t('projects'), editKey: 'Stats.projects' },
        { value: formatFigure(locale, 300, 'percent'), label: t('growth'), editKey: 'Stats.growth' },
        { value: formatFigure(locale, 25, 'count', true), label: t('countries'), editKey: 'Stats.countries' },
      ]}
    />
  );
}
