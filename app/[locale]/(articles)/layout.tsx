import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

/**
 * The articles, in the same header and footer as the site. A group of their own
 * because they are published at run time: Next.js answers a path it did not prerender with a
 * 404 as soon as one segment above it says `dynamicParams = false`, which (site)/layout.tsx does
 * for the fixed pages. An article not in the build is rendered on its first request, then shared.
 */
export default async function ArticlesLayout({ children, params }: PageProps & { children: ReactNode }) {
  const locale = await pageLocale(params);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
