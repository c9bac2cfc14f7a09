import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { LinkAction } from './link-action';

type Kind = 'confirmPage' | 'unsubscribePage';

/** The page a link in a marketing mail opens: what it is about, and one button to do it. */
export async function MarketingLinkPage({ locale, kind }: { locale: Locale; kind: Kind }) {
  const t = await getTranslations({ locale, namespace: 'MarketingConsent' });
  const labels =
    kind === 'confirmPage'
      ? {
          button: t('confirmPage.button'),
          working: t('confirmPage.working'),
          done: t.raw('confirmPage.confirmed') as string,
          expired: t('confirmPage.expired'),
          withdrawn: t('confirmPage.withdrawn'),
          invalid: t('confirmPage.invalid'),
          failed: t('confirmPage.failed'),
        }
      : {
          button: t('unsubscribePage.button'),
          working: t('unsubscribePage.working'),
          done: t.raw('unsubscribePage.withdrawn') as string,
          invalid: t('unsubscribePage.invalid'),
          failed: t('unsubscribePage.failed'),
        };
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`${kind}.title`)}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t(`${kind}.intro`)}</p>
      <LinkAction locale={locale} endpoint={kind === 'confirmPage' ? '/api/marketing/confirm' : '/api/marketing/unsubscribe'} labels={labels} />
      <Link href={`/${locale}`} className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        {t(`${kind}.home`)}
      </Link>
    </section>
  );
}

/** Reached only from our mail: kept out of search engines, the sitemap and hreflang. */
export async function marketingLinkMetadata(locale: Locale, kind: Kind) {
  const t = await getTranslations({ locale, namespace: 'MarketingConsent' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { absolute: tMeta('titleTemplate').replace('%s', t(`${kind}.title`)) },
    robots: { index: false, follow: false },
  };
}
