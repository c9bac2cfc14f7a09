import { renderArticleOgImage } from '@/lib/articles/og-image';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  return renderArticleOgImage(params);
}
