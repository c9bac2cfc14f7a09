import { deviceClassOf, knownPath } from '@/lib/insights/paths';
import { emptySource, hostValue, utmValue, type VisitSource } from '@/lib/insights/source-values';

// In the browser: where this visit came from, kept for the length of the tab's session in
// sessionStorage (no cookie, nothing sent anywhere until a form is sent or a page view is
// counted). What is kept is no identifier: the landing page, the referring host, the UTM
// parameters and whether a click id was present. The privacy notice says so (PrivacyPage.sections.cookies.list.visitSource).

const KEY = 'visitSource';
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'li_fat_id', 'ttclid', 'twclid', 'yclid'];
const UTM_KEYS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const;

type Visit = Omit<VisitSource, 'page' | 'device'>;

/**
 * The visitor's objection, as their browser states it (Global Privacy Control or Do Not Track):
 * then nothing is kept in storage, no source goes with a form and no beacon is sent.
 */
export function visitorObjects(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

let inMemory: Visit | undefined;

function read(): Visit | undefined {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored) return JSON.parse(stored) as Visit;
  } catch {
    // Storage blocked or the value unreadable: the copy in memory (this page's life) is next best.
  }
  return inMemory;
}

function write(visit: Visit): void {
  inMemory = visit;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Without storage the source lasts as long as this page.
  }
}

/**
 * Notes the visit's start: on its first page, or again when a link with UTM parameters or a
 * click id is opened in the same tab (a new campaign click starts a new visit).
 */
export function captureVisit(location: Pick<Location, 'pathname' | 'search' | 'host'> = window.location, referrer = document.referrer): Visit {
  const params = new URLSearchParams(location.search);
  if (visitorObjects()) return { ...emptySource };
  const tagged = [...params.keys()].some((key) => key.startsWith('utm_') || CLICK_IDS.includes(key));
  const known = read();
  if (known && !tagged) return known;
  let referrerHost: string | null = null;
  try {
    const host = referrer ? new URL(referrer).host : '';
    if (host && host !== location.host) referrerHost = hostValue(new URL(referrer).hostname);
  } catch {
    referrerHost = null;
  }
  const visit: Visit = {
    landing: knownPath(location.pathname) ?? null,
    referrer: referrerHost,
    utmSource: utmValue(params.get('utm_source')),
    utmMedium: utmValue(params.get('utm_medium')),
    utmCampaign: utmValue(params.get('utm_campaign')),
    utmTerm: utmValue(params.get('utm_term')),
    utmContent: utmValue(params.get('utm_content')),
    clickId: CLICK_IDS.some((key) => params.has(key)),
  };
  write(visit);
  return visit;
}

/** What a form sends with an enquiry: the visit, the page it is sent from, the device class. */
export function visitSource(): VisitSource {
  try {
    if (visitorObjects()) return emptySource;
    const visit = captureVisit();
    return { ...emptySource, ...pick(visit), page: knownPath(window.location.pathname) ?? null, device: deviceClassOf(window.innerWidth) };
  } catch {
    return emptySource;
  }
}

function pick(visit: Visit): Visit {
  const out: Visit = {
    landing: visit.landing ?? null,
    referrer: visit.referrer ?? null,
    clickId: visit.clickId === true,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  };
  for (const key of UTM_KEYS) out[key] = typeof visit[key] === 'string' ? visit[key] : null;
  return out;
}
