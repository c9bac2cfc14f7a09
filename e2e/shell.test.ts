import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const browser = useBrowser();
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

describe('language switcher', () => {
  it('replaces only the language prefix and keeps the query', async () => {
    const page = await browser.newPage();
    await page.goto('/en/services?utm_source=news');
    await page.getByRole('button', { name: /^Change language/ }).click();
    await page.getByRole('button', { name: /Deutsch/ }).click();
    await page.waitForURL('**/de/services?utm_source=news');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Our services');
  });

  it('marks the current language and remembers the choice for un-prefixed URLs', async () => {
    const page = await browser.newPage();
    await page.goto('/fr/about');
    await page.getByRole('button', { name: /^Changer de langue/ }).click();
    const current = page.getByRole('dialog').getByRole('button', { name: /Français/ });
    expect(await current.getAttribute('aria-current')).toBe('true');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Nederlands/ })
      .click();
    await page.waitForURL('**/nl/about');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('nl');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('nl');
    await page.goto('/working');
    expect(new URL(page.url()).pathname).toBe('/nl/working');
  });
});

describe('navigation', () => {
  it('highlights home only on exact match and other links by prefix', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/en/services');
    expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('on a phone, opens the side menu, traps focus, navigates and closes', async () => {
    const page = await browser.newPage(phone);
    await page.goto('/de');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    const width = await menu.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeCloseTo(300, 1);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await menu.getByRole('link', { name: 'Branchen' }).click();
    await page.waitForURL('**/de/industry');
    await menu.waitFor({ state: 'detached' });
  });

  it('has no horizontal overflow on a 360 px phone in any language', async () => {
    const page = await browser.newPage({ ...phone, viewport: { width: 360, height: 740 } });
    for (const locale of ['en', 'de', 'fr', 'nl']) {
      await page.goto(`/${locale}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), locale).toBeLessThanOrEqual(0);
    }
  });
});

describe('DIY agents shortcut', () => {
  it('shows on every page but the DIY agents page and leads there', async () => {
    const page = await browser.newPage();
    await page.goto('/nl/contact');
    const shortcut = page.getByRole('link', { name: nl.DiyShortcut.prompt });
    expect(await shortcut.getAttribute('href')).toBe('/nl/diy-agents');
    await shortcut.click();
    await page.waitForURL('**/nl/diy-agents');
    expect(await page.locator('a[href="/nl/diy-agents"]').count()).toBe(0);
  });

  it('uses the English prompt in English', async () => {
    const page = await browser.newPage();
    await page.goto('/en/about');
    expect(await page.getByRole('link', { name: /Learn more about DIY Agents/ }).count()).toBe(1);
  });

  it('shows the prompt beside the robot on a desktop', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/en/about');
    const prompt = page.getByRole('link', { name: en.DiyShortcut.prompt }).getByText(en.DiyShortcut.prompt, { exact: true });
    // Shown, not only read out: wider than the 1 px of visually hidden text.
    expect((await prompt.boundingBox())?.width).toBeGreaterThan(100);
  });

  it('is a small round button on a phone, keeps its name, and makes way for the cookie question', async () => {
    const page = await browser.newPage({ ...phone, viewport: { width: 390, height: 844 }, askConsent: true });
    await page.goto('/de/about');
    const banner = page.getByRole('region', { name: de.CookieConsent.region });
    await banner.waitFor();
    const shortcut = page.getByRole('link', { name: de.DiyShortcut.prompt });
    const overlaps = async () => {
      if ((await shortcut.count()) === 0) return false; // stepped aside
      const [a, b] = [await shortcut.boundingBox(), await banner.boundingBox()];
      return Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);
    };
    expect(await overlaps()).toBe(false);
    await banner.getByRole('button', { name: de.CookieConsent.reject }).click();
    await banner.waitFor({ state: 'hidden' });
    // Back once answered: over the text while scrolling, no bigger than a thumb, still a fair target.
    expect(await shortcut.isVisible()).toBe(true);
    const box = await shortcut.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(64);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });
});
