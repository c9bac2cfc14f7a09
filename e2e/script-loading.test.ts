import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { PAGE_READY_EVENT } from '../lib/page-ready';
import { get, useBrowser } from './support';

const browser = useBrowser();
const CHUNK = '/_next/static/chunks/';

/** Holds every chunk script on its way until `release()`: the page's code on a slow connection. */
async function holdChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(`**${CHUNK}*.js`, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked };
}

/** Resolves when the page says its code has hydrated it. */
const readyEvent = (page: Page) =>
  page.evaluate((name) => new Promise<boolean>((resolve) => document.addEventListener(name, () => resolve(true), { once: true })), PAGE_READY_EVENT);

// The first paint must not wait for the framework's scripts, so pages ask for them once
// the first contentful paint is on the screen (lib/scripts-after-paint.ts).
describe('scripts after the first paint', () => {
  it.each(['/en', '/de/services', '/fr/contact', '/nl/diy-agents'])(
    '%s: no chunk for the parser, each added after the first contentful paint, and the page hydrates',
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
      expect(html).not.toMatch(/<link[^>]*as="script"/);

      const page = await browser.newPage();
      await page.addInitScript((chunk) => {
        const added: { src: string; painted: boolean }[] = [];
        (window as unknown as { added: typeof added }).added = added;
        const append = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
          const source = node instanceof HTMLScriptElement ? node.src : node instanceof HTMLLinkElement ? node.href : '';
          if (source.includes(chunk)) added.push({ src: source, painted: performance.getEntriesByName('first-contentful-paint').length > 0 });
          return append.call(this, node) as T;
        };
      }, CHUNK);
      const ready = page.waitForEvent('console', { predicate: (message) => message.text() === 'page ready' });
      await page.addInitScript((name) => document.addEventListener(name, () => console.log('page ready')), PAGE_READY_EVENT);
      await page.goto(path);
      await ready;
      const added = await page.evaluate(() => (window as unknown as { added: { src: string; painted: boolean }[] }).added);
      expect(added.length).toBeGreaterThan(5);
      expect(added.filter((entry) => !entry.painted)).toEqual([]);
    },
  );
});

describe('a press before the code has arrived', () => {
  it('opens the language menu once the code is there, instead of being lost', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const chunks = await holdChunks(page);
    await page.goto('/en/services');
    await expect.poll(() => chunks.asked.length).toBeGreaterThan(0);
    const ready = readyEvent(page);
    await page.getByRole('button', { name: en.LanguageSwitcher.label }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    chunks.release();
    expect(await ready).toBe(true);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Deutsch/ })
      .waitFor();
  });

  it('opens and closes the phone menu before the page’s code has arrived (the browser’s own invoker commands), and after it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const chunks = await holdChunks(page);
    await page.goto('/de/services');
    await expect.poll(() => chunks.asked.length).toBeGreaterThan(0);
    const menu = page.getByRole('dialog', { name: de.Navigation.menuTitle });
    const open = page.getByRole('button', { name: de.Navigation.openMenu });
    await open.click();
    // Open now, with no chunk through: the browser did it, not the page's code.
    expect(await menu.isVisible()).toBe(true);
    expect(await open.getAttribute('aria-busy')).toBeNull();
    await menu.getByRole('link', { name: de.Navigation.contact, exact: true }).waitFor();
    await menu.getByRole('button', { name: de.Navigation.closeMenu }).click();
    expect(await menu.isVisible()).toBe(false);
    const ready = readyEvent(page);
    chunks.release();
    expect(await ready).toBe(true);
    await open.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('opens the white-paper dialog’s frame at once before the page’s code has arrived, and its form once it has', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const chunks = await holdChunks(page);
    await page.goto('/de/diy-agents');
    await expect.poll(() => chunks.asked.length).toBeGreaterThan(0);
    const button = page.getByRole('button', { name: de.DownloadForm.open }).first();
    await button.click();
    // Open now, with no chunk through: the browser did it through the button's command.
    const frame = page.getByRole('dialog', { name: de.DownloadForm.title });
    expect(await frame.isVisible()).toBe(true);
    expect(await frame.getByRole('status').textContent()).toBe(de.DownloadForm.loading);
    expect(await frame.getByRole('textbox').count()).toBe(0);
    const ready = readyEvent(page);
    chunks.release();
    expect(await ready).toBe(true);
    // The real dialog takes its place: one dialog, with the form, the frame closed.
    await frame.getByRole('textbox', { name: new RegExp(`^${de.DownloadForm.firstName}`) }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'hidden' });
    // Once the code is there, a press opens the real dialog directly: the frame stays closed.
    await button.click();
    await frame.getByRole('textbox', { name: new RegExp(`^${de.DownloadForm.firstName}`) }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });

  it('opens nothing more when the white-paper dialog’s frame is closed before the dialog’s code arrives', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A connection that saves data: the dialog's code waits for the press instead of idle time.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
    const ready = page.waitForEvent('console', { predicate: (message) => message.text() === 'page ready' });
    await page.addInitScript((name) => document.addEventListener(name, () => console.log('page ready')), PAGE_READY_EVENT);
    await page.goto('/en/diy-agents');
    await ready;
    const chunks = await holdChunks(page);
    const button = page.getByRole('button', { name: en.DownloadForm.open }).first();
    await button.click();
    const frame = page.getByRole('dialog', { name: en.DownloadForm.title });
    expect(await frame.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => chunks.asked.length).toBeGreaterThan(0);
    await frame.getByRole('button', { name: en.DownloadForm.close }).click();
    expect(await frame.isVisible()).toBe(false);
    chunks.release();
    // The code has arrived once the button is no longer busy; the visitor closed the frame, so nothing opens.
    await page.waitForFunction((selector) => !document.querySelector(selector), '[data-white-paper-button][aria-busy]');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps a contact form sent with Enter on the page, and hands it to the form’s own code', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const chunks = await holdChunks(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
    await page.goto('/fr/contact');
    await expect.poll(() => chunks.asked.length).toBeGreaterThan(0);
    const ready = readyEvent(page);
    const form = page.getByRole('region', { name: fr.ContactPage.form.title });
    await form.getByRole('textbox', { name: fr.ContactForm.lastName, exact: true }).fill('Martin');
    await form.getByRole('textbox', { name: fr.ContactForm.lastName, exact: true }).press('Enter');
    // The browser did not post the form itself (its fields would be lost on another page).
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/fr/contact');
    chunks.release();
    expect(await ready).toBe(true);
    // The form's own validation answered, in French, and kept what was typed.
    await form.getByText(fr.FormValidation.firstNameRequired, { exact: true }).waitFor();
    expect(await form.getByRole('textbox', { name: fr.ContactForm.lastName, exact: true }).inputValue()).toBe('Martin');
    expect(posts).toEqual([]);
  });
});
