import Link from 'next/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '@/components/icons/logo-mark';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '@/components/icons/social-icons';
import type { Locale } from '@/i18n/routing';
import { gaId } from '@/lib/analytics';
import { labelColon } from '@/lib/format';
import { copyrightYear, socialLinks } from '@/lib/site';

const socials = [
  { key: 'linkedin', Icon: LinkedInIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'youtube', Icon: YouTubeIcon },
] as const;

const quickLinks = ['about', 'services', 'industry', 'testimonials', 'insights', 'contact'] as const;
const serviceKeys = ['aiMarketing', 'webDesign', 'translation', 'strategy', 'content', 'analytics'] as const;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tNav = await getTranslations({ locale, namespace: 'Navigation' });
  const tCompany = await getTranslations({ locale, namespace: 'Company' });
  const tServices = await getTranslations({ locale, namespace: 'Services' });
  const tBrand = await getTranslations({ locale, namespace: 'Brand' });
  const tConsent = await getTranslations({ locale, namespace: 'CookieConsent' });
  const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
  const link = 'rounded text-slate-300 transition-colors hover:text-white';

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Link href={`/${locale}`} aria-label={tBrand('homeLabel')} className="inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="size-8" id="logo-gradient-footer" />
            <span className="text-lg font-extrabold tracking-tight text-white">{tBrand('name')}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('tagline')}</p>
          <ul aria-label={t('socialLabel')} className="mt-6 flex gap-3">
            {socials.map(({ key, Icon }) => (
              <li key={key}>
                <a
                  href={socialLinks[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-lg bg-white/5 text-slate-300 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">
                    {t(`social.${key}`)} {t('social.newTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-2">
          <h2 className={heading}>{t('quickLinksTitle')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {quickLinks.map((key) => (
              <li key={key}>
                <Link href={`/${locale}/${key}`} className={link}>
                  {tNav(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className={heading}>{t('servicesTitle')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {serviceKeys.map((key) => (
              <li key={key}>
                <Link href={`/${locale}/services`} className={link}>
                  {tServices(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className={heading}>{t('contactTitle')}</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            {(['headquarters', 'london'] as const).map((office) => (
              <p key={office} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
                <span>
                  <span className="block font-semibold text-white">{office === 'headquarters' ? t('headquarters') : t('londonOffice')}</span>
                  {tCompany(`${office}.street`)}, {tCompany(`${office}.city`)}, {tCompany(`${office}.country`)}
                </span>
              </p>
            ))}
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a href={`tel:${tCompany('phone').replace(/\s+/g, '')}`} className={link}>
                <span className="sr-only">{`${t('phoneLabel')}${labelColon(locale)} `}</span>
                {tCompany('phone')}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${tCompany('email')}`} className={`${link} break-all`}>
                <span className="sr-only">{`${t('emailLabel')}${labelColon(locale)} `}</span>
                {tCompany('email')}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('copyright', { year: copyrightYear() })}</p>
          <nav aria-label={t('legalLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link href={`/${locale}/privacy`} className={link}>
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href={`/${locale}/terms`} className={link}>
                  {t('terms')}
                </Link>
              </li>
              {gaId && (
                <li>
                  {/* Opens the consent banner again (components/analytics/analytics.tsx listens). */}
                  <button type="button" data-cookie-settings className={link}>
                    {tConsent('settings')}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
