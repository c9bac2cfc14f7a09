import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { isLocale, defaultLocale, type Locale } from '@/i18n/routing';
import type { PageNamespace } from '@/lib/metadata';
import { siteUrl } from '@/lib/site';

export const ogSize = { width: 1200, height: 630 };

// Satori reads WOFF but not WOFF2, hence the static (non-variable) Fontsource package.
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

/**
 * The site's social-sharing card: brand, a title and a line under it, on the brand's colours.
 * `long`: an article's title, set a little smaller (they run longer than page titles).
 */
export async function brandCard({ locale, title, description, long = false }: { locale: Locale; title: string; description: string; long?: boolean }) {
  const brand = await getTranslations({ locale, namespace: 'Brand' });
  return new ImageResponse(
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <path d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z" fill="#6366f1" />
          <path d="M16 8.5 22.5 12.25v7.5L16 23.5 9.5 19.75v-7.5z" fill="none" stroke="#fff" strokeWidth="2" />
          <circle cx="16" cy="16" r="2.25" fill="#fff" />
        </svg>
        <span style={{ fontSize: 36, fontWeight: 800 }}>{brand('name')}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <span style={{ fontSize: long ? 60 : 68, fontWeight: 800, lineHeight: 1.1, maxWidth: 1040 }}>{title}</span>
        <span style={{ fontSize: long ? 26 : 28, fontWeight: 700, color: '#c7d2fe', lineHeight: 1.4, maxWidth: 1040 }}>{description}</span>
      </div>
      <span style={{ fontSize: 24, fontWeight: 700, color: '#a5b4fc' }}>{new URL(siteUrl).host}</span>
    </div>,
    { ...ogSize, fonts: await fonts() },
  );
}

/** The social-sharing card of one page in one language: brand, page title, description. */
export async function renderOgImage(params: Promise<{ locale: string }>, namespace: PageNamespace) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace });
  return brandCard({ locale, title: t('meta.title'), description: t('meta.description') });
}
