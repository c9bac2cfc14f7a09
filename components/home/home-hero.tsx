import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { HeroVisual } from './hero-visual';
import { editMark } from '@/lib/edit-keys';

export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage.hero' });
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -left-32 top-10 size-[28rem] rounded-full bg-accent-600/30 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-28">
        <div>
          <p
            {...editMark('HomePage.hero.eyebrow')}
            className="inline-flex rounded-full border border-white/15 bg-white/10 px-3 py-1 text-sm font-medium text-brand-100"
          >
            {t('eyebrow')}
          </p>
          <h1
            {...editMark('HomePage.hero.title')}
            className="mt-6 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
            style={{ hyphens: 'auto' }}
          >
            {t('title')}
          </h1>
          <p {...editMark('HomePage.hero.subtitle')} className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            {t('subtitle')}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              href={`/${locale}/contact`}
              data-track="cta_click"
              data-track-label="hero_contact_button"
              className={buttonClasses({ size: 'lg', className: 'bg-white !text-brand-800 hover:bg-brand-50' })}
            >
              {t('primary')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link
              href={`/${locale}/services`}
              data-track="cta_click"
              data-track-label="hero_services_button"
              className={buttonClasses({ size: 'lg', variant: 'outline', className: '!border-white/40 !bg-transparent !text-white hover:!bg-white/10' })}
            >
              {t('secondary')}
              {/* "Learn More" alone says nothing out of context (screen-reader link lists, search engines). */}
              <span className="sr-only"> {t('secondaryContext')}</span>
            </Link>
          </div>
        </div>
        <HeroVisual className="mx-auto hidden w-full max-w-lg lg:block" />
      </div>
    </section>
  );
}
