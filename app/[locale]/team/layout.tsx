import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { TeamDocument } from '@/components/team/team-document';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

// Staff only: never in a search index (the proxy also sends X-Robots-Tag), never prerendered.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function TeamLayout({ children, params }: PageProps & { children: ReactNode }) {
  return <TeamDocument locale={await pageLocale(params)}>{children}</TeamDocument>;
}
