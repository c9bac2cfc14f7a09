import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { defaultLocale } from '@/i18n/routing';
import { sans } from '@/lib/fonts';
import { siteUrl } from '@/lib/site';

// Only for paths outside the language tree that the proxy does not see (e.g. a missing file);
// unknown pages under a language get that language's own not-found page, with the whole site
// shell, from proxy.ts. It must stay static (request data here would make every page dynamic)
// and small: Next embeds it in every page's RSC payload as the root not-found boundary, so the
// site header and footer here would ship a second copy of them with all 40 pages.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFoundPage' });
  const tMeta = await getTranslations({ locale: defaultLocale, namespace: 'Metadata' });
  return { metadataBase: new URL(siteUrl), title: tMeta('titleTemplate').replace('%s', t('meta.title')) };
}

export default function NotFound() {
  return (
    <html lang={defaultLocale} className={sans.variable}>
      <body className="font-sans">
        <main>
          <NotFoundContent locale={defaultLocale} />
        </main>
      </body>
    </html>
  );
}
