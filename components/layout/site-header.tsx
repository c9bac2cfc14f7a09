import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '@/components/icons/logo-mark';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { NavLinks } from './nav-links';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const tBrand = await getTranslations({ locale, namespace: 'Brand' });
  const tLang = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const links = navItems.map(({ route, key }) => ({ href: `/${locale}${route}`, label: t(key) }));
  const cta = { href: `/${locale}/contact`, label: t('cta') };

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link href={`/${locale}`} aria-label={tBrand('homeLabel')} className="flex shrink-0 items-center gap-2.5 rounded-lg">
          <LogoMark className="size-8" />
          <span className="text-lg font-extrabold tracking-tight text-ink">{tBrand('name')}</span>
        </Link>
        <nav aria-label={t('mainLabel')} className="hidden lg:block">
          <NavLinks
            links={links}
            className="flex items-center gap-0.5 xl:gap-1"
            linkClassName="rounded-lg px-2 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-slate-100 hover:text-ink xl:px-3"
            activeClassName="bg-brand-50 !text-brand-700"
          />
        </nav>
        <div className="flex items-center gap-1.5">
          <LanguageSwitcher locale={locale} label={tLang('label')} names={{ en: tLang('en'), de: tLang('de'), fr: tLang('fr'), nl: tLang('nl') }} />
          {/* Between lg and xl the seven links need the room; Contact is one of them. */}
          <span className="hidden sm:block lg:hidden xl:block">
            <Link href={cta.href} className={buttonClasses({ size: 'sm' })}>
              {cta.label}
            </Link>
          </span>
          <MobileMenu links={links} cta={cta} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle'), nav: t('mainLabel') }} />
        </div>
      </div>
    </header>
  );
}
