'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { captureVisit, visitorObjects } from '@/lib/insights/capture';
import { deviceClassOf, knownPath } from '@/lib/insights/paths';
import { sendBeacon, whenIdle } from '@/lib/insights/send';
import { VITALS_SAMPLE_RATE } from '@/lib/insights/vitals';

// A browser driven by automation (crawlers in headless browsers, test runners) says so.
const automated = () => navigator.webdriver === true;

/**
 * The first-party page count and real-user Web Vitals: no cookie, no identifier,
 * not behind the analytics consent (privacy notice: PrivacyPage.sections.cookies.list.visitSource);
 * a browser that signals Global Privacy Control or Do Not Track sends nothing. Each page view
 * sends one beacon once the browser is idle; a sampled page load also loads web-vitals (its own
 * chunk) and sends its readings when the page is hidden.
 */
export function VisitBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    const visit = captureVisit();
    const path = knownPath(pathname);
    if (!path || visitorObjects() || automated()) return;
    return whenIdle(() =>
      sendBeacon({ t: 'view', path, device: deviceClassOf(window.innerWidth), referrer: visit.referrer, utmSource: visit.utmSource }),
    );
  }, [pathname]);

  useEffect(() => {
    const path = knownPath(window.location.pathname);
    if (!path || visitorObjects() || automated() || Math.random() >= VITALS_SAMPLE_RATE) return;
    return whenIdle(() => {
      void import('@/lib/insights/vitals-client').then(({ reportVitals }) => reportVitals(path, deviceClassOf(window.innerWidth)));
    });
  }, []);

  return null;
}
