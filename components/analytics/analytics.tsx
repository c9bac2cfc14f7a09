'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { gaId, setAnalyticsConsent, setConsentDefaults, trackEvent, trackPageView } from '@/lib/analytics';
import { CONSENT_KEY } from './consent';

// Its own chunk, fetched only once a visitor has accepted: nobody else downloads it.
const GoogleAnalytics = lazy(() => import('@next/third-parties/google').then((module) => ({ default: module.GoogleAnalytics })));
type Consent = 'granted' | 'denied' | undefined;

function storedConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Shows or hides the server-rendered question (consent-banner.tsx) through its mark on <html>. */
function ask(asking: boolean) {
  document.documentElement.toggleAttribute('data-consent-asking', asking);
}

/**
 * Cookie consent and Google Analytics for the whole site. No Google script is requested
 * before the visitor accepts; page views and the engagement events go through lib/analytics.
 * The question itself is in the page's HTML (consent-banner.tsx); this acts on the answer.
 */
export function Analytics() {
  const pathname = usePathname();
  const [consent, setConsent] = useState<Consent>();
  const firstPath = useRef<string>(undefined);

  useEffect(() => {
    setConsentDefaults();
    const stored = storedConsent();
    setConsent(stored);
    if (stored) setAnalyticsConsent(stored === 'granted');
    function choose(value: 'granted' | 'denied') {
      try {
        window.localStorage.setItem(CONSENT_KEY, value);
      } catch {
        // Without storage the choice lasts for this visit only.
      }
      document.documentElement.setAttribute('data-consent', value);
      ask(false);
      setAnalyticsConsent(value === 'granted');
      setConsent(value);
    }
    // The question's buttons, "Cookie settings" in the footer and the marked calls to action
    // work by delegation, so that none of them needs a client component of its own.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target?.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice;
      if (choice === 'granted' || choice === 'denied') choose(choice);
      if (target?.closest('[data-cookie-settings]')) ask(true);
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

  if (consent !== 'granted' || !gaId) return null;
  return (
    <Suspense>
      <GoogleAnalytics gaId={gaId} />
    </Suspense>
  );
}
