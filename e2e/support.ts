import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { request } from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs } from '../test/chromium.mjs';

export const baseURL = inject('baseURL');
export const siteURL = inject('siteURL');

/** One Chromium per test file; each test gets a fresh context through `newPage`. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  /**
   * The suite is built with a GA id, so the consent banner would greet every page; tests
   * start with analytics already declined unless they pass `askConsent`.
   */
  async function newContext({ askConsent = false, ...options }: BrowserContextOptions & { askConsent?: boolean } = {}): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL, ...options });
    if (!askConsent) await context.addInitScript(() => localStorage.getItem('analyticsConsent') ?? localStorage.setItem('analyticsConsent', 'denied'));
    return context;
  }
  return {
    newContext,
    async newPage(options: BrowserContextOptions & { askConsent?: boolean } = {}): Promise<Page> {
      return (await newContext(options)).newPage();
    },
  };
}

/**
 * The inline editor adds its controls once the page is idle, a slice of texts at a time: wait
 * until every editable text (outside links and buttons) has one.
 */
export async function editControlsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const editable = [...document.querySelectorAll('[data-edit-key]')].filter(
      (mark) => !mark.closest('a, button, summary, label') && mark.firstChild instanceof Text,
    );
    return document.querySelectorAll('.edit-control').length === editable.length;
  });
}

/** A request that does not follow redirects, so tests can see where the proxy sends it. */
export function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, baseURL), { redirect: 'manual', headers });
}

/** Where a redirect points, resolved against the server (Location may be relative). */
export function locationOf(response: Response): URL {
  return new URL(response.headers.get('location') ?? '', baseURL);
}

/** A GET with the request target sent exactly as given (fetch would resolve `//host` away). */
export function rawGet(target: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });
}
