import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

/** The public site: every page prerendered per language inside the header and footer. */
export default async function SiteLayout({ children, params }: PageProps & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
