import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { VISIT_GAP_MS, visitScript } from '@/lib/insights/visit-script';

/** A page load in a fake browser tab: the inline script's text run as the browser would, its beacons caught. */
function tab() {
  const storage = new Map<string, string>();
  const sent: Record<string, unknown>[] = [];
  let now = Date.parse('2026-11-30T08:00:00Z');
  const load = (url: string, referrer = '', width = 1280) => {
    const location = new URL(url);
    const window: Record<string, unknown> = {
      navigator: { webdriver: false, doNotTrack: null, sendBeacon: (_url: string, blob: { text: string }) => sent.push(JSON.parse(blob.text)) },
      location: { pathname: location.pathname, search: location.search, host: location.host },
      document: { referrer },
      innerWidth: width,
      sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    };
    runInNewContext(visitScript, {
      window,
      URL,
      URLSearchParams,
      JSON,
      Date: { now: () => now },
      Blob: class {
        text: string;
        constructor(parts: string[]) {
          this.text = parts.join('');
        }
      },
    });
    return window;
  };
  return { load, sent, storage, wait: (ms: number) => (now += ms) };
}

describe('the inline page-view script', () => {
  it('sends the first view at once, marked as a visit’s start, with the source; the second says where the visit began', () => {
    const browser = tab();
    const first = browser.load(
      'https://granite.test/de/services?utm_source=linkedin&utm_medium=paid_social&li_fat_id=1',
      'https://www.linkedin.com/feed/',
      390,
    );
    expect(first.__graniteViewSent).toBe('/de/services');
    browser.load('https://granite.test/de/contact', 'https://granite.test/de/services');
    browser.load('https://granite.test/de/about', 'https://granite.test/de/contact');
    expect(browser.sent).toEqual([
      {
        t: 'view',
        path: '/de/services',
        device: 'mobile',
        referrer: 'linkedin.com',
        utmSource: 'linkedin',
        utmMedium: 'paid_social',
        clickId: true,
        visit: 'start',
        landing: null,
      },
      {
        t: 'view',
        path: '/de/contact',
        device: 'desktop',
        referrer: 'linkedin.com',
        utmSource: 'linkedin',
        utmMedium: 'paid_social',
        clickId: true,
        visit: 'next',
        landing: '/de/services',
      },
      {
        t: 'view',
        path: '/de/about',
        device: 'desktop',
        referrer: 'linkedin.com',
        utmSource: 'linkedin',
        utmMedium: 'paid_social',
        clickId: true,
        visit: null,
        landing: null,
      },
    ]);
    // The form's source (lib/insights/capture.ts) reads the same entry; no identifier anywhere.
    expect(JSON.parse(browser.storage.get('visitSource')!)).toMatchObject({ landing: '/de/services', utmSource: 'linkedin', clickId: true });
    expect([...browser.storage.keys()].sort()).toEqual(['visitSource', 'visitViews']);
  });

  it('starts a new visit after 30 minutes without a view, keeping the tab’s source unless a new site sent the visitor', () => {
    const browser = tab();
    browser.load('https://granite.test/en', 'https://www.google.co.uk/');
    browser.wait(VISIT_GAP_MS + 1);
    browser.load('https://granite.test/en/contact');
    browser.wait(VISIT_GAP_MS + 1);
    browser.load('https://granite.test/en/about', 'https://partner.example/post');
    expect(browser.sent.map((beacon) => [beacon.path, beacon.visit, beacon.referrer])).toEqual([
      ['/en', 'start', 'google.co.uk'],
      ['/en/contact', 'start', 'google.co.uk'],
      ['/en/about', 'start', 'partner.example'],
    ]);
  });

  it('sends nothing for a browser that objects or is automated, and does not send the same page twice', () => {
    const browser = tab();
    const page = browser.load('https://granite.test/en');
    runInNewContext(visitScript, { window: page, URL, URLSearchParams, JSON, Date, Blob: class {} });
    expect(browser.sent).toHaveLength(1);
    const objecting = tab();
    const window = objecting.load('https://granite.test/en');
    (window.navigator as { doNotTrack: string }).doNotTrack = '1';
    window.__graniteViewSent = undefined;
    runInNewContext(visitScript, { window, URL, URLSearchParams, JSON, Date, Blob: class {} });
    expect(objecting.sent).toHaveLength(1);
  });
});
