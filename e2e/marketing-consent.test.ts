import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import { baseURL, get, siteURL, useBrowser } from './support';

// Double opt-in as a visitor lives it, in German: the white-paper form with the marketing box
// ticked, the confirmation mail in the outbox (the suite's server writes mail to files), the
// link opened and confirmed (twice), one-click unsubscribe as a mail client does it, and the
// withdrawal standing afterwards.

const browser = useBrowser();
const m = de.MarketingConsent;
const f = de.DownloadForm;
// The suite's server keeps its data (and its mail) here: see e2e/global-setup.ts.
const mailDir = join('.tmp', `e2e-data${(process.env.E2E_DIST_DIR ?? '.next-e2e').replace(/^\.next/, '')}`, 'mail');

/** The .eml our server wrote to `to` carrying List-Unsubscribe: the confirmation mail. */
async function confirmationMail(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of readdirSync(mailDir)) {
      const eml = readFileSync(join(mailDir, name), 'utf8');
      if (eml.includes(`\r\nTo: ${to}\r\n`) && eml.includes('\r\nList-Unsubscribe: ')) return eml;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${to} in ${mailDir}`);
}

/** A link from the mail, on the server under test instead of the public origin. */
const local = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(siteURL);
  // The fragment too: the pages read their token from it.
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

async function pressAndRead(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  await status.waitFor();
  return (await status.textContent()) ?? '';
}

describe('marketing consent: double opt-in and one-click unsubscribe', () => {
  it('request → confirmation mail → confirmed (twice) → one-click unsubscribe → withdrawn', async () => {
    const email = `optin-${Date.now()}@example.com`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/de/diy-agents', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: f.open }).first().click();
    const dialog = page.getByRole('dialog', { name: f.title });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: f.firstName, exact: true }).fill('Greta');
    await dialog.getByRole('textbox', { name: f.lastName, exact: true }).fill('Beispiel');
    await dialog.getByRole('textbox', { name: f.email, exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: f.company, exact: true }).fill('Beispiel GmbH');
    await dialog.getByRole('checkbox', { name: f.agreeMarketing, exact: true }).check();
    await dialog.getByRole('checkbox', { name: f.agreePrivacy, exact: true }).check();
    // A person takes longer than the form's time trap (2 s); a faster "person" would be dropped as a bot.
    await page.waitForTimeout(2_500);
    await dialog.getByRole('button', { name: f.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(m.submitHint, { exact: false }).first().waitFor();

    // The confirmation mail: German, one-click unsubscribe headers, a visible unsubscribe link.
    const eml = await confirmationMail(email);
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from(m.mail.subject).toString('base64')}?=`);
    expect(eml).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    const oneClick = /\r\nList-Unsubscribe: <([^>]+)>\r\n/.exec(eml)![1]!;
    // The token rides in the fragment: the browser never sends it, so no log, cache or Referer has it.
    const confirmUrl = /https:\/\/\S+\/de\/email\/confirm#token=[\w.-]+/.exec(eml)![0];
    const unsubscribeUrl = /https:\/\/\S+\/de\/email\/unsubscribe#token=[\w.-]+/.exec(eml)![0];
    expect(eml).toContain(`Hallo Greta,`);

    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    const confirmPath = local(confirmUrl);
    expect((await get(confirmPath)).status).toBe(200);
    await page.goto(confirmPath);
    await page.getByRole('heading', { level: 1, name: m.confirmPage.title }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    const confirmed = await pressAndRead(page, m.confirmPage.button);
    expect(confirmed.startsWith(m.confirmPage.confirmed.split('{date}')[0]!)).toBe(true);
    expect(confirmed).not.toContain(email);

    // Safe to open twice: the same answer. (The same URL with a fragment would only scroll.)
    await page.goto('about:blank');
    await page.goto(confirmPath);
    expect(await pressAndRead(page, m.confirmPage.button)).toBe(confirmed);

    // One click in the mail client: a POST to the List-Unsubscribe address, from its own servers.
    const withdrawal = await fetch(new URL(local(oneClick), baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(withdrawal.status).toBe(200);
    expect(await withdrawal.json()).toEqual({ status: 'withdrawn', withdrawnAt: expect.any(String) });

    // The visible link says the same, and the confirmation link no longer opts in.
    await page.goto(local(unsubscribeUrl));
    await page.getByRole('heading', { level: 1, name: m.unsubscribePage.title }).waitFor();
    const withdrawn = await pressAndRead(page, m.unsubscribePage.button);
    expect(withdrawn.startsWith(m.unsubscribePage.withdrawn.split('{date}')[0]!)).toBe(true);
    expect(withdrawn).not.toContain(email);
    await page.goto(confirmPath);
    expect(await pressAndRead(page, m.confirmPage.button)).toBe(m.confirmPage.withdrawn);
    await page.context().close();
  });

  it('serves the pages with the strict policy, keeps them out of the sitemap, and opens the unsubscribe address as the page', async () => {
    for (const path of ['/en/email/confirm', '/fr/email/unsubscribe']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    }
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/email/');
    const opened = await get('/api/marketing/unsubscribe?token=abc&lang=nl');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/nl/email/unsubscribe#token=abc');
  });

  it('answers a link that is not ours on the page, in the page language, from the fragment or an old query', async () => {
    const page = await browser.newPage();
    await page.goto('/de/email/confirm#token=not-a-token');
    expect(await pressAndRead(page, m.confirmPage.button)).toBe(m.confirmPage.invalid);
    // Links mailed before the token moved to the fragment keep working.
    await page.goto('/de/email/confirm?token=also-not-a-token');
    expect(await pressAndRead(page, m.confirmPage.button)).toBe(m.confirmPage.invalid);
    await page.context().close();
  });
});
