import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

// Every page of the site is prerendered per language: anything else under it is a 404, never
// rendered (moved here from app/[locale]/layout.tsx, which would extend it to the articles).
export const dynamicParams = false;

/** The public site: every page prerendered per language inside the header and footer. */
export default async function SiteLayout({ children, params }: PageProps & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
