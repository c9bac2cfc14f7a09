import type { Metadata } from 'next';
import { MarketingLinkPage, marketingLinkMetadata } from '@/components/marketing-consent/link-page';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return marketingLinkMetadata(await pageLocale(params), 'unsubscribePage');
}

export default async function UnsubscribePage({ params }: PageProps) {
  return <MarketingLinkPage locale={await pageLocale(params)} kind="unsubscribePage" />;
}
