import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import teamIllustration from '@/assets/illustrations/contact-team.svg';
import { ContactFaq } from '@/components/contact/contact-faq';
import { ContactFormCard } from '@/components/contact/contact-form-card';
import { ContactInfo } from '@/components/contact/contact-info';
import { FollowUs } from '@/components/contact/follow-us';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'ContactPage', '/contact');
}

export default async function ContactPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ContactPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/contact" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="ContactPage" />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-20">
        <ContactFormCard locale={locale} className="lg:sticky lg:top-24 lg:col-span-7 lg:self-start" />
        <div className="space-y-8 lg:col-span-5">
          <img src={teamIllustration.src} alt={t('photoAlt')} width={560} height={380} className="h-auto w-full rounded-2xl shadow-sm" />
          <ContactInfo locale={locale} />
          <FollowUs locale={locale} />
        </div>
      </div>
      <ContactFaq locale={locale} />
    </>
  );
}
