/**
 * The only module that talks to Google Analytics (gtag). Everything is a no-op unless a
 * measurement id is configured and the visitor has accepted analytics cookies.
 */
export const gaId = process.env.NEXT_PUBLIC_GA_ID || undefined;

type Params = Record<string, string | number>;
type DataLayerWindow = Window & { dataLayer?: unknown[]; [disable: `ga-disable-${string}`]: boolean | undefined };

let consented = false;

// gtag.js only reads `arguments` objects from the data layer, never plain arrays.
function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  // eslint-disable-next-line prefer-rest-params
  (w.dataLayer ??= []).push(arguments);
}

/** Consent Mode v2: everything denied until the visitor says otherwise. Runs before any tag. */
export function setConsentDefaults(): void {
  if (!gaId || typeof window === 'undefined') return;
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}

export function setAnalyticsConsent(granted: boolean): void {
  if (!gaId || typeof window === 'undefined') return;
  consented = granted;
  const w = window as DataLayerWindow;
  w[`ga-disable-${gaId}`] = !granted;
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
  if (!granted) removeAnalyticsCookies();
}

export function trackPageView(pagePath: string): void {
  if (!consented || !gaId) return;
  gtag('config', gaId, { page_path: pagePath });
}

/** An event with GA's classic fields, e.g. `{ event_category: 'engagement', event_label: '…' }`. */
export function trackEvent(name: string, params?: Params): void {
  if (!consented || !gaId) return;
  gtag('event', name, params);
}

// Withdrawal takes effect at once: Google's cookies go with it (on this host and its parent).
function removeAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    if (name !== '_ga' && !name.startsWith('_ga_') && name !== '_gid') continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
