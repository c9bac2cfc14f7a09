import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { sans } from '@/lib/fonts';

/** <html> of the team area: none of the public site's header, footer, editor or analytics. */
export function TeamDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={sans.variable}>
      <body className="min-h-dvh bg-slate-50 font-sans text-ink">{children}</body>
    </html>
  );
}
