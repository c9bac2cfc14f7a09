'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { visitorObjects } from '@/lib/insights/capture';
import { deviceClassOf, knownPath } from '@/lib/insights/paths';
import { whenIdle } from '@/lib/insights/send';
import { noteView, SENT_MARK, VISIT_GAP_MS, VISIT_SOURCE_KEY, VISIT_VIEWS_KEY } from '@/lib/insights/visit-script';
import { VITALS_SAMPLE_RATE } from '@/lib/insights/vitals';

// A browser driven by automation (crawlers in headless browsers, test runners) says so.
const automated = () => navigator.webdriver === true;

/**
 * The first-party page count and real-user Web Vitals: no cookie, no identifier, not behind the
 * analytics consent (privacy notice: PrivacyPage.sections.cookies.list.visitSource and .visits);
 * a browser that signals Global Privacy Control or Do Not Track sends nothing. The page a visitor
 * lands on was already sent by the inline script in <head> (lib/insights/visit-script.ts, the same
 * function); this sends the pages reached by client-side navigation, at once. A sampled page load
 * also loads web-vitals (its own chunk) and sends its readings when the page is hidden or left.
 */
export function VisitBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    if (!knownPath(pathname)) return;
    noteView(window as Parameters<typeof noteView>[0], SENT_MARK, VISIT_SOURCE_KEY, VISIT_VIEWS_KEY, VISIT_GAP_MS);
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
