import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="bg-gradient-to-br from-brand-600 to-accent-600 bg-clip-text text-7xl font-extrabold text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t('description')}</p>
      <Link href={`/${locale}`} className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
        {t('backHome')}
      </Link>
    </section>
  );
}
