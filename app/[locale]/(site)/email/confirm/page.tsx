import type { Metadata } from 'next';
import { MarketingLinkPage, marketingLinkMetadata } from '@/components/marketing-consent/link-page';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return marketingLinkMetadata(await pageLocale(params), 'confirmPage');
}

export default async function ConfirmSubscriptionPage({ params }: PageProps) {
  return <MarketingLinkPage locale={await pageLocale(params)} kind="confirmPage" />;
}
