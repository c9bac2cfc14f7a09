import { locales } from '@/i18n/routing';
import { renderOgImage } from '@/lib/og';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default function Image({ params }: { params: Promise<{ locale: string }> }) {
  return renderOgImage(params, 'WorkingPage');
}
