import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import { useBrowser } from './support';

const browser = useBrowser();
const f = en.DownloadForm;
const v = en.FormValidation;

/**
 * Holds back, until `release()`, the scripts whose source matches: code the page fetches for
 * later, still on its way over a slow connection.
 */
async function holdScripts(page: Page, matches: (source: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (matches(body)) {
      held++;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

// A first visit on a busy device: the visitor clicks the button as soon as it is there, sends the
// empty form and types straight away. The click was once lost while the page still waited
// for the notifications code before it would respond at all; what is typed must stay, too.
describe('white paper modal on a cold start with a busy CPU', () => {
  it('opens on the first click while code for later is still on its way, and keeps what is typed after the first submit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // sonner shows the notices after a request; until one is sent, the page must not wait for it.
    // Its Toaster's option names survive minification, like Radix's part names (see the lazy test).
    const notifications = await holdScripts(page, (source) => source.includes('containerAriaLabel'));
    await page.goto('/en/diy-agents'); // until `load`: the page's own scripts have run
    await expect.poll(notifications.held, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: f.open }).first().click();
    notifications.release();
    const dialog = page.getByRole('dialog', { name: f.title });
    await dialog.waitFor({ timeout: 20_000 });

    const email = dialog.getByRole('textbox', { name: f.email, exact: true });
    await dialog.getByRole('button', { name: f.submit, exact: true }).click();
    await email.fill('not-an-address');
    // The same dialog and field stay on screen: a remount (a late chunk, a reset, a key change)
    // would bring fresh ones, empty.
    const mark = (locator: typeof email) => locator.evaluate((element) => element.setAttribute('data-test-mark', 'kept'));
    await mark(email);
    await mark(dialog);
    // The typed value stays, and its error follows it: no longer "required" but "invalid".
    await dialog.getByText(v.emailInvalid, { exact: true }).waitFor();
    expect(await email.inputValue()).toBe('not-an-address');
    // A second later too (it once read '' then, once in 50 tries under load), in the same field, still focused.
    await page.waitForTimeout(1_000);
    expect(await email.inputValue()).toBe('not-an-address');
    expect(await email.getAttribute('data-test-mark')).toBe('kept');
    expect(await dialog.getAttribute('data-test-mark')).toBe('kept');
    // Focus stays in the field typed into (a late focus elsewhere would take the next keystrokes).
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('autocomplete') ?? `${active?.tagName} ${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 40) ?? ''}`;
    });
    expect(focused).toBe('email');
    expect(await dialog.getByRole('textbox', { name: f.firstName, exact: true }).inputValue()).toBe('');
    expect(await dialog.getByText(v.fieldRequired, { exact: true }).count()).toBe(3);
    expect(await dialog.getByText(v.privacyRequired, { exact: true }).count()).toBe(1);

    await email.fill('joost@example.com');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('false');
    expect(await dialog.getByText(v.emailInvalid, { exact: true }).count()).toBe(0);
    expect(await email.inputValue()).toBe('joost@example.com');
    expect(await dialog.getByRole('textbox', { name: f.firstName, exact: true }).inputValue()).toBe('');
  });
});
