import { getTranslations } from 'next-intl/server';
import { StatsRow } from '@/components/sections/stats-row';
import type { Locale } from '@/i18n/routing';
import { formatFigure } from '@/lib/format';

export async function TestimonialStats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage' });
  return (
    <StatsRow
      label={t('statsLabel')}
      stats={[
        { value: formatFigure(locale, 500, 'count', true), label: t('stats.clients'), editKey: 'TestimonialsPage.stats.clients' },
        { value: formatFigure(locale, 95, 'percent'), label: t('stats.retention'), editKey: 'TestimonialsPage.stats.retention' },
        { value: formatFigure(locale, 250, 'percent'), label: t('stats.roi'), editKey: 'TestimonialsPage.stats.roi' },
        { value: formatFigure(locale, 99, 'percent'), label: t('stats.success'), editKey: 'TestimonialsPage.stats.success' },
      ]}
    />
  );
}
