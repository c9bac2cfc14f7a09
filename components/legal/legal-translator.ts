import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { LegalNamespace } from './legal-sections';

export type LegalTranslator = {
  text: (key: string) => string;
  rich: (key: string, tags: Record<string, (chunks: ReactNode) => ReactNode>) => ReactNode;
};

/**
 * Looks up keys built from the section lists in legal-sections.ts. Those keys are strings rather
 * than typed message keys; components/legal/legal-sections.test.ts checks that each one exists.
 */
export async function legalTranslator(locale: Locale, namespace: LegalNamespace): Promise<LegalTranslator> {
  const t = (await getTranslations({ locale, namespace })) as unknown as {
    (key: string): string;
    rich: (key: string, values: Record<string, (chunks: ReactNode) => ReactNode>) => ReactNode;
  };
  return { text: (key) => t(key), rich: (key, tags) => t.rich(key, tags) };
}
