import 'server-only';
import type { Locale } from '@/i18n/routing';
import { serverTranslator } from '@/lib/server-i18n';
import type { Channel } from '@/lib/insights/channels';
import type { InsightsCsvWords } from '@/lib/insights/csv';
import type { Dimension } from '@/lib/insights/report';

const channelKey = {
  'paid-search': 'paidSearch',
  'paid-social': 'paidSocial',
  'organic-search': 'organicSearch',
  'organic-social': 'organicSocial',
  email: 'email',
  referral: 'referral',
  direct: 'direct',
  other: 'other',
} as const satisfies Record<Channel, string>;

/** The names a person reads for an item of a breakdown: "direct", "no campaign", a language's or a channel's name. */
export async function insightsWords(locale: Locale) {
  const t = await serverTranslator(locale, 'Team');
  const tLanguage = await serverTranslator(locale, 'LanguageSwitcher');
  const channelName = (channel: string) => (channel in channelKey ? t(`insights.channels.${channelKey[channel as Channel]}`) : channel);
  const itemLabel = (dimension: Dimension, key: string, label: string | null): string => {
    if (key === '*') return t('insights.other');
    if (dimension === 'source') return label ?? t('leadSource.direct');
    if (dimension === 'channel') return channelName(key);
    if (dimension === 'campaign') return label ?? t('insights.noCampaign');
    if (dimension === 'landing') return label ?? t('insights.noLanding');
    return key === 'en' || key === 'de' || key === 'fr' || key === 'nl' ? tLanguage(key) : t('insights.noLanding');
  };
  const csv: InsightsCsvWords = {
    headers: {
      table: t('insights.csv.table'),
      item: t('insights.csv.item'),
      period: t('insights.csv.period'),
      measure: t('insights.csv.measure'),
      value: t('insights.csv.value'),
    },
    dimension: (dimension) => t(`insights.dimensions.${dimension}`),
    itemLabel,
    channelName,
    device: (device) => t(`leadSource.devices.${device as 'mobile' | 'tablet' | 'desktop'}`),
    enquiries: t('insights.conversion.enquiries'),
    views: t('insights.conversion.views'),
    visits: t('insights.conversion.visits'),
    bounces: t('insights.csv.bounces'),
    conversion: t('insights.csv.conversion'),
    totals: t('insights.csv.totals'),
    previous: t('insights.csv.previous'),
    byChannel: t('insights.traffic.byChannel'),
    bySource: t('insights.traffic.bySource'),
    byDevice: t('insights.traffic.byDevice'),
    conversionTable: t('insights.conversion.title'),
    vitalsByDay: t('insights.vitals.title'),
    vitalsByPage: t('insights.vitals.byPage'),
    samples: t('insights.vitals.samples'),
    range: t('insights.range.legend'),
  };
  return { itemLabel, channelName, csv, fileName: t('insights.csv.fileName') };
}
