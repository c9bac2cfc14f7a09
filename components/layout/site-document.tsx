import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { Analytics } from '@/components/analytics/analytics';
import { consentScript } from '@/components/analytics/consent';
import { ConsentBanner } from '@/components/analytics/consent-banner';
import { VisitBeacon } from '@/components/analytics/visit-beacon';
import { EditLayer } from '@/components/inline-edit/edit-layer';
import { overridesScript } from '@/components/inline-edit/overrides-script';
import { PublishToolbar } from '@/components/publish/publish-toolbar';
import { PublishUnavailable } from '@/components/publish/publish-unavailable';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { gaId } from '@/lib/analytics';
import { publishMode } from '@/lib/copy/publish-mode';
import { visitScript } from '@/lib/insights/visit-script';
import { sans } from '@/lib/fonts';
import { DiyShortcut } from './diy-shortcut';
import { PageReady } from './page-ready';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** <html> and the site shell around a page, in one language. */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const tDiy = await getTranslations({ locale, namespace: 'DiyShortcut' });
  const tEdit = await getTranslations({ locale, namespace: 'InlineEditor' });
  const tConsent = await getTranslations({ locale, namespace: 'CookieConsent' });
  // Only for a team member in publish mode: prerendered pages never have it.
  const state = await publishMode(locale);
  const publish = state && 'editor' in state ? state : undefined;
  // The cookie question is asked on the public site, not of a team member editing it.
  const askConsent = Boolean(gaId) && !state;
  return (
    // suppressHydrationWarning: the consent script below marks <html> before React hydrates it.
    <html lang={locale} className={sans.variable} suppressHydrationWarning>
      {/* All run before the body is parsed; a team member in publish mode edits the published texts, not their own, and is never counted. */}
      {!state && (
        <head>
          {askConsent && <script dangerouslySetInnerHTML={{ __html: consentScript }} />}
          <script dangerouslySetInnerHTML={{ __html: overridesScript }} />
          {/* The page view, sent as the page is parsed (not after its scripts): the source of a quick visitor is kept. */}
          <script dangerouslySetInnerHTML={{ __html: visitScript }} />
        </head>
      )}
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter locale={locale} />
        <OrganizationJsonLd locale={locale} />
        <EditLayer
          labels={{ edit: tEdit('edit'), save: tEdit('save'), cancel: tEdit('cancel'), reset: tEdit('reset'), field: tEdit('field') }}
          publish={publish?.editor}
        />
        {publish && <PublishToolbar {...publish.toolbar} />}
        {state && 'unavailable' in state && <PublishUnavailable locale={locale} path={state.unavailable.path} />}
        {gaId && <Analytics />}
        {askConsent && (
          <ConsentBanner
            privacyHref={`/${locale}/privacy`}
            labels={{
              region: tConsent('region'),
              title: tConsent('title'),
              text: tConsent('text'),
              accept: tConsent('accept'),
              reject: tConsent('reject'),
              privacy: tConsent('privacy'),
            }}
          />
        )}
        <DiyShortcut href={`/${locale}/diy-agents`} prompt={tDiy('prompt')} hint={tDiy('hint')} />
        <VisitBeacon />
        <PageReady />
      </body>
    </html>
  );
}
