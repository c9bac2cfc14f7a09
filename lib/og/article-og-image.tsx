import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { isLocale } from '@/i18n/routing';
import { articleBySlug } from '@/lib/articles/public';
import { ogSize } from '@/lib/og/og-image';
import { siteUrl } from '@/lib/site';

const fontDir = join(process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans/files');
const fonts = () =>
  Promise.all(
    ([700, 800] as const).map(async (weight) => ({
      name: 'Plus Jakarta Sans',
      data: await readFile(join(fontDir, `plus-jakarta-sans-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );

/** The social-sharing card of one article: its title and summary on the brand's colours. */
export async function renderArticleOgImage(params: Promise<{ locale: string; slug: string }>) {
  const { locale, slug } = await params;
  const found = isLocale(locale) ? await articleBySlug(locale, slug) : null;
  if (found?.kind !== 'article') return new Response('Not Found', { status: 404 });
  const { article } = found;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #7c3aed 100%)',
          color: '#ffffff',
          fontFamily: 'Plus Jakarta Sans',
        }}
      >
        <span style={{ fontSize: 30, fontWeight: 800, color: '#c7d2fe' }}>Granite Digital</span>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <span style={{ fontSize: 60, fontWeight: 800, lineHeight: 1.1, maxWidth: 1040 }}>{article.title}</span>
          <span style={{ fontSize: 26, fontWeight: 700, color: '#c7d2fe', lineHeight: 1.4, maxWidth: 1040 }}>{article.summary.length > 180 ? `${article.summary.slice(0, 177)}…` : article.summary}</span>
        </div>
        <span style={{ fontSize: 24, fontWeight: 700, color: '#a5b4fc' }}>{new URL(siteUrl).host}</span>
      </div>
    ),
    { ...ogSize, fonts: await fonts() },
  );
}
