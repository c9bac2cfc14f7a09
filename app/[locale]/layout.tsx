import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/site';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Only the four languages exist. Unknown first segments never reach a page (proxy.ts redirects
// them); `dynamicParams = false` lives on the groups whose every path is prerendered
// ((site)/layout.tsx), not here, since it would hold for the articles' run-time paths too.

export const viewport: Viewport = { themeColor: '#4f46e5' };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl),
    title: t('defaultTitle'),
    description: t('defaultDescription'),
    applicationName: 'Granite Digital',
  };
}

// <html> comes from the layout below: the public site's (site)/layout.tsx, or the team area's
// team/layout.tsx, which share nothing but the language.
export default function LocaleLayout({ children }: Props) {
  return children;
}
