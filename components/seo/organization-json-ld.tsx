import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { absoluteUrl, siteUrl, socialLinks } from '@/lib/site';
import { JsonLd } from './json-ld';

/** The agency as a ProfessionalService with both UK offices, on every page. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Company' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const tBrand = await getTranslations({ locale, namespace: 'Brand' });
  const tFooter = await getTranslations({ locale, namespace: 'Footer' });
  const openingHours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  };
  const office = (key: 'headquarters' | 'london', locality: string, postalCode: string, name: string) => ({
    '@type': 'ProfessionalService',
    name: `${tBrand('name')} – ${name}`,
    telephone: t('phone'),
    email: t('email'),
    openingHoursSpecification: openingHours,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t(`${key}.street`),
      addressLocality: locality,
      postalCode,
      addressCountry: 'GB',
    },
  });
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        '@id': `${siteUrl}/#organization`,
        name: tBrand('name'),
        url: absoluteUrl(locale, ''),
        logo: `${siteUrl}/icon.svg`,
        description: tMeta('defaultDescription'),
        telephone: t('phone'),
        email: t('email'),
        openingHoursSpecification: openingHours,
        address: office('headquarters', 'Aberdeen', 'AB11 5BN', tFooter('headquarters')).address,
        department: [office('headquarters', 'Aberdeen', 'AB11 5BN', tFooter('headquarters')), office('london', 'Slough', 'SL1 3UF', tFooter('londonOffice'))],
        areaServed: 'Worldwide',
        availableLanguage: [...locales],
        sameAs: Object.values(socialLinks),
      }}
    />
  );
}
