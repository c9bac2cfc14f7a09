// The page view, noted and sent the moment the page is parsed: an inline script in the document's
// <head> (components/layout/site-document.tsx), so it does not wait for the page's scripts, which
// load only after the first paint (lib/scripts-after-paint.ts) and hydrate seconds later on a slow
// phone. A visitor who leaves or types another address within those seconds keeps their source.
// After hydration, components/analytics/visit-beacon.tsx runs the same function for the pages
// the visitor reaches by client-side navigation.
//
// Visits without cookies or identifiers: the tab's sessionStorage holds the visit's source (as
// before, for the forms: lib/insights/capture.ts) and a count of its views with the time of the
// last one. A view with no count, after 30 minutes without a view, or from a campaign link starts
// a visit ('start'); the visit's second view says so ('next', naming the page the visit began
// on), which is how a bounce (a visit of one page) is told. Nothing but these counters reaches
// the server. The privacy notice says so (PrivacyPage.sections.cookies.list.visits).
//
// noteView is turned into the inline script's text with Function.prototype.toString, so it is
// written self-contained, in plain ES5-shaped code: no imports, no spread, no optional chaining.

/** window property the inline script sets to the path it sent, so the component does not send it twice. */
export const SENT_MARK = '__graniteViewSent';
export const VISIT_SOURCE_KEY = 'visitSource';
export const VISIT_VIEWS_KEY = 'visitViews';
/** A gap without views after which the next view starts a new visit (as GA4 and Plausible do). */
export const VISIT_GAP_MS = 30 * 60 * 1000;

type Win = Window & typeof globalThis & Record<string, unknown>;

// Its text is the inline script in <head> (Function.prototype.toString): ES5 on purpose, `var` included.
/* eslint-disable no-var */
export function noteView(win: Win, mark: string, sourceKey: string, viewsKey: string, gapMs: number): void {
  try {
    var nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.webdriver || nav.globalPrivacyControl === true || nav.doNotTrack === '1' || !nav.sendBeacon) return;
    var loc = win.location;
    if (win[mark] === loc.pathname) return;
    var ids = ['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'li_fat_id', 'ttclid', 'twclid', 'yclid'];
    var params = new URLSearchParams(loc.search);
    var tagged = false;
    params.forEach(function (_value, key) {
      if (key.indexOf('utm_') === 0 || ids.indexOf(key) >= 0) tagged = true;
    });
    var store: Storage | null = null;
    try {
      store = win.sessionStorage;
    } catch (error) {
      store = null;
    }
    var read = function (key: string): Record<string, unknown> | null {
      try {
        var text = store ? store.getItem(key) : null;
        return text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch (error) {
        return null;
      }
    };
    var write = function (key: string, value: unknown) {
      try {
        if (store) store.setItem(key, JSON.stringify(value));
      } catch (error) {
        // Without storage every page view is a visit of its own.
      }
    };
    var referrer: string | null = null;
    try {
      var from = win.document.referrer ? new URL(win.document.referrer) : null;
      if (from && from.host && from.host !== loc.host) referrer = from.hostname.toLowerCase().replace(/^www\./, '');
    } catch (error) {
      referrer = null;
    }
    var now = Date.now();
    var visit = read(sourceKey);
    var views = read(viewsKey);
    var start = !views || typeof views.n !== 'number' || typeof views.at !== 'number' || now - views.at > gapMs || tagged;
    if (!visit || tagged || (start && referrer)) {
      visit = {
        landing: loc.pathname,
        referrer: referrer,
        utmSource: params.get('utm_source'),
        utmMedium: params.get('utm_medium'),
        utmCampaign: params.get('utm_campaign'),
        utmTerm: params.get('utm_term'),
        utmContent: params.get('utm_content'),
        clickId: ids.some(function (key) {
          return params.has(key);
        }),
      };
      write(sourceKey, visit);
    }
    var n = start ? 1 : (views!.n as number) + 1;
    var landing = start ? loc.pathname : (views!.landing as string);
    write(viewsKey, { n: n, at: now, landing: landing });
    var width = win.innerWidth;
    var beacon = {
      t: 'view',
      path: loc.pathname,
      device: width < 768 ? 'mobile' : width < 1100 ? 'tablet' : 'desktop',
      referrer: visit.referrer || null,
      utmSource: visit.utmSource || null,
      utmMedium: visit.utmMedium || null,
      clickId: visit.clickId === true,
      visit: start ? 'start' : n === 2 ? 'next' : null,
      landing: !start && n === 2 ? landing : null,
    };
    win[mark] = loc.pathname;
    nav.sendBeacon('/api/beacon', new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
  } catch (error) {
    // A counter is not worth an error on a visitor's page.
  }
}
/* eslint-enable no-var */

/** The inline script's text: the same on every page, so one CSP hash covers it (lib/csp/inline-scripts.ts). */
export const visitScript = `(${noteView.toString()})(window,${JSON.stringify(SENT_MARK)},${JSON.stringify(VISIT_SOURCE_KEY)},${JSON.stringify(VISIT_VIEWS_KEY)},${VISIT_GAP_MS})`;
