'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { gaId, setAnalyticsConsent, setConsentDefaults, trackEvent, trackPageView } from '@/lib/analytics';

const CONSENT_KEY = 'analyticsConsent';
// Its own chunk, fetched only once a visitor has accepted: nobody else downloads it.
const GoogleAnalytics = lazy(() => import('@next/third-parties/google').then((module) => ({ default: module.GoogleAnalytics })));
type Consent = 'granted' | 'denied' | undefined;

export type ConsentLabels = { title: string; text: string; accept: string; reject: string; privacy: string; region: string };

function storedConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cookie consent and Google Analytics for the whole site. No Google script is requested
 * before the visitor accepts; page views and the engagement events go through lib/analytics.
 */
export function Analytics({ labels, privacyHref }: { labels: ConsentLabels; privacyHref: string }) {
  const pathname = usePathname();
  const [consent, setConsent] = useState<Consent>();
  const [asking, setAsking] = useState(false);
  const firstPath = useRef<string>(undefined);

  useEffect(() => {
    setConsentDefaults();
    const stored = storedConsent();
    setConsent(stored);
    setAsking(stored === undefined);
    if (stored) setAnalyticsConsent(stored === 'granted');
    // "Cookie settings" in the footer, and the marked calls to action, work by delegation so
    // that neither needs a client component of its own.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-cookie-settings]')) setAsking(true);
      const tracked = target?.closest<HTMLElement>('[data-track]');
      if (tracked) trackEvent(tracked.dataset.track!, { event_category: 'engagement', event_label: tracked.dataset.trackLabel ?? '' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    // The tag reports the page it loads on; every later route change is reported here.
    if (firstPath.current === undefined) firstPath.current = pathname;
    else trackPageView(pathname);
  }, [pathname]);

  function choose(granted: boolean) {
    const value = granted ? 'granted' : 'denied';
    try {
      window.localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
    setAnalyticsConsent(granted);
    setConsent(value);
    setAsking(false);
  }

  return (
    <>
      {consent === 'granted' && gaId && (
        <Suspense>
          <GoogleAnalytics gaId={gaId} />
        </Suspense>
      )}
      {asking && (
        // data-consent-banner: the DIY shortcut (components/layout/diy-shortcut.tsx) steps aside while this shows.
        <section
          aria-label={labels.region}
          data-consent-banner=""
          className="fixed inset-x-3 bottom-3 z-40 max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:left-6 sm:right-auto sm:bottom-6"
        >
          <h2 className="text-base font-semibold text-ink">{labels.title}</h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">
            {labels.text}{' '}
            <Link href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
              {labels.privacy}
            </Link>
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <button type="button" onClick={() => choose(false)} className={buttonClasses({ variant: 'outline' })}>
              {labels.reject}
            </button>
            <button type="button" onClick={() => choose(true)} className={buttonClasses({ variant: 'outline' })}>
              {labels.accept}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
