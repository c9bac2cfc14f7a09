import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { baseURL, useBrowser } from './support';

const browser = useBrowser();
const gaId = inject('gaId');

type Recorder = { googleRequests: string[] };

/** Google is unreachable here: record what would be requested and serve a stand-in gtag.js. */
async function watchGoogle(page: Page): Promise<Recorder> {
  const recorder: Recorder = { googleRequests: [] };
  await page.context().route(/google(tagmanager|-analytics)\.com|doubleclick\.net/, async (route) => {
    recorder.googleRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' });
  });
  return recorder;
}

type GtagCall = unknown[];
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
const calls = async (page: Page, command: string) => (await dataLayer(page)).filter((call: GtagCall) => call[0] === command);

describe('analytics with consent', () => {
  it('loads nothing from Google and sets no _ga cookie before consent, with Consent Mode defaults denied', async () => {
    const page = await browser.newPage({ askConsent: true });
    const google = await watchGoogle(page);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: en.CookieConsent.region });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: en.CookieConsent.accept }).getAttribute('class')).toBe(
      await banner.getByRole('button', { name: en.CookieConsent.reject }).getAttribute('class'),
    );
    await page.getByRole('link', { name: `${en.HomePage.hero.secondary} ${en.HomePage.hero.secondaryContext}`, exact: true }).click();
    await page.waitForURL('**/en/services');
    expect(google.googleRequests).toEqual([]);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('_ga'))).toEqual([]);
    expect(await calls(page, 'consent')).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    expect(await calls(page, 'event')).toEqual([]);
  });

  it('after Accept, loads the tag and reports page views with page_path and the hero CTA events', async () => {
    const page = await browser.newPage({ askConsent: true });
    const google = await watchGoogle(page);
    await page.goto('/de');
    await page.getByRole('button', { name: de.CookieConsent.accept }).click();
    await expect.poll(() => google.googleRequests.some((url) => url.includes(`gtag/js?id=${gaId}`))).toBe(true);
    await page.getByRole('link', { name: de.HomePage.hero.primary, exact: true }).click();
    await page.waitForURL('**/de/contact');
    await expect.poll(() => calls(page, 'config')).toContainEqual(['config', gaId, { page_path: '/de/contact' }]);
    expect(await calls(page, 'event')).toContainEqual(['event', 'cta_click', { event_category: 'engagement', event_label: 'hero_contact_button' }]);

    await page.goBack();
    await page.waitForURL(/\/de$/);
    await page.getByRole('link', { name: `${de.HomePage.hero.secondary} ${de.HomePage.hero.secondaryContext}`, exact: true }).click();
    await page.waitForURL('**/de/services');
    expect(await calls(page, 'event')).toContainEqual(['event', 'cta_click', { event_category: 'engagement', event_label: 'hero_services_button' }]);
    await expect.poll(() => calls(page, 'config')).toContainEqual(['config', gaId, { page_path: '/de/services' }]);
    expect(await calls(page, 'consent')).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    // The choice is remembered: no banner on the next visit.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: de.CookieConsent.region }).count()).toBe(0);
  });

  it('after Reject, sends nothing; withdrawal from the footer takes effect at once', async () => {
    const page = await browser.newPage({ askConsent: true });
    const google = await watchGoogle(page);
    await page.goto('/en');
    await page.getByRole('button', { name: en.CookieConsent.reject }).click();
    await page.getByRole('link', { name: en.HomePage.hero.primary, exact: true }).click();
    await page.waitForURL('**/en/contact');
    expect(google.googleRequests).toEqual([]);
    expect(await calls(page, 'event')).toEqual([]);

    await page.getByRole('button', { name: en.CookieConsent.settings }).click();
    await page.getByRole('button', { name: en.CookieConsent.accept }).click();
    await expect.poll(() => google.googleRequests.length).toBeGreaterThan(0);
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1', domain: new URL(page.url()).hostname, path: '/' }]);
    await page.getByRole('button', { name: en.CookieConsent.settings }).click();
    await page.getByRole('button', { name: en.CookieConsent.reject }).click();
    expect(await calls(page, 'consent')).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect((await page.context().cookies()).filter((cookie) => cookie.name === '_ga')).toEqual([]);
    const eventsBefore = (await calls(page, 'event')).length;
    await page.getByRole('navigation', { name: en.Footer.legalLabel }).getByRole('link', { name: en.Footer.privacy }).click();
    await page.waitForURL('**/en/privacy');
    expect((await calls(page, 'event')).length).toBe(eventsBefore);
    expect((await calls(page, 'config')).filter((call) => JSON.stringify(call).includes('/en/privacy'))).toEqual([]);
  });

  it("the question is in the page's HTML, painted with the page, and never drawn for a visitor who chose", async () => {
    // Drawn by React after hydration it came seconds after the text, as the page's largest paint.
    const html = await (await fetch(new URL('/de/services', baseURL))).text();
    expect(html).toContain('data-consent-banner');
    expect(html).toContain(de.CookieConsent.text.slice(0, 40));

    // A visitor who already chose: hidden before the first frame, checked when the body is parsed
    // (the page's scripts are not even requested yet then).
    const chosen = await browser.newPage();
    await chosen.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const banner = document.querySelector('[data-consent-banner]');
        (window as unknown as { shownAtParse?: boolean }).shownAtParse = Boolean(banner && getComputedStyle(banner).display !== 'none');
      }),
    );
    await chosen.goto('/de/services');
    expect(await chosen.evaluate(() => (window as unknown as { shownAtParse?: boolean }).shownAtParse)).toBe(false);

    // A first visit: shown when the body is parsed, before any script of the page has run.
    const first = await browser.newPage({ askConsent: true });
    await first.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const banner = document.querySelector('[data-consent-banner]');
        (window as unknown as { shownAtParse?: boolean }).shownAtParse = Boolean(banner && getComputedStyle(banner).display !== 'none');
      }),
    );
    await first.goto('/de/services');
    expect(await first.evaluate(() => (window as unknown as { shownAtParse?: boolean }).shownAtParse)).toBe(true);

    // Without JavaScript its buttons could not work: not shown at all.
    const noScript = await browser.newPage({ javaScriptEnabled: false, askConsent: true });
    await noScript.goto('/de/services');
    expect(await noScript.getByRole('region', { name: de.CookieConsent.region }).count()).toBe(0);
  });

  it('the banner itself passes axe', async () => {
    const page = await browser.newPage({ askConsent: true });
    await page.goto('/fr');
    await page.getByRole('region', { name: (await import('../messages/fr.json')).CookieConsent.region }).waitFor();
    const results = await new AxeBuilder({ page }).include('section[aria-label]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
