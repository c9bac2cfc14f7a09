import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../messages/en.json';
import { baseURL, get, useBrowser } from './support';

const browser = useBrowser();
const gaId = inject('gaId');
const locales = ['en', 'de', 'fr', 'nl'];
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];

/** script-src of a policy, as a list of sources. */
const scriptSources = (policy: string | null) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];
const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

/** Every inline script a browser would run in this HTML (no src, JavaScript or no type). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
}
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('Content-Security-Policy of the prerendered pages', () => {
  const pages: [path: string, status: number][] = [
    ...locales.flatMap((locale) => routes.map((route): [string, number] => [`/${locale}${route}`, 200])),
    ...locales.map((locale): [string, number] => [`/${locale}/no-such-page`, 404]),
  ];

  it.each(pages)('%s allows exactly its own inline scripts, without unsafe-inline', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    const allowed = scriptSources(policy);
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(allowed).not.toContain("'unsafe-eval'");
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(allowed).toContain(hashOf(script));
    const hashes = allowed.filter((source) => source.startsWith("'sha256-"));
    // Its own scripts plus Google Analytics' init script: nothing another page would need.
    expect(hashes.length).toBeLessThanOrEqual(new Set(scripts.map(hashOf)).size + 1);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    // Served as built: the hashes are of the very file the server sends.
    if (status === 200) expect(response.headers.get('x-nextjs-prerender')).toMatch(/^1/);
  });

  it.each(['/en/report.pdf', '/de/wp-login.php', '/wp-login.php', '/api/white-paper?lang=en&expires=1&sig=x'])(
    '%s, an HTML page that is not prerendered, gets no inline script either',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const allowed = scriptSources(response.headers.get('content-security-policy'));
      expect(allowed.length).toBeGreaterThan(0);
      expect(allowed).not.toContain("'unsafe-inline'");
      expect(allowed).not.toContain("'unsafe-eval'");
    },
  );

  it('sends one policy, not the fallback beside it', async () => {
    const response = await fetch(new URL('/en', baseURL));
    expect(response.headers.get('content-security-policy')).not.toContain(',');
    expect(response.headers.get('content-security-policy')).not.toContain("unsafe-inline'; style");
  });
});

/** Records every CSP violation report on the page, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('the site under its policy', () => {
  it('hydrates, navigates, edits text and validates forms without a single violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);
    await page.goto('/en', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: en.Navigation.mainLabel }).getByRole('link', { name: en.Navigation.contact }).click();
    await page.waitForURL('**/en/contact');
    const form = page.getByRole('region', { name: en.ContactPage.form.title });
    await form.getByRole('button', { name: en.ContactForm.submit }).click();
    await page.getByText(en.FormValidation.firstNameRequired, { exact: true }).waitFor();
    await page.goto('/en/diy-agents', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: en.DownloadForm.open }).first().click();
    const dialog = page.getByRole('dialog', { name: en.DownloadForm.title });
    await dialog.getByRole('button', { name: en.DownloadForm.submit, exact: true }).click();
    await dialog.getByText(en.FormValidation.privacyRequired, { exact: true }).waitFor();
    await page.goto('/de/nicht-da', { waitUntil: 'networkidle' });
    await page.goto('/en', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: new RegExp(`^${en.InlineEditor.edit}: ${en.HomePage.hero.title.slice(0, 20)}`) }).click();
    await page.getByRole('textbox', { name: en.InlineEditor.field }).fill('Edited under CSP');
    await page.getByRole('textbox', { name: en.InlineEditor.field }).press('Enter');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Edited under CSP');
    expect(await violations()).toEqual([]);
  });

  it('runs Google Analytics after consent: its init script is allowed by hash', async () => {
    const page = await browser.newPage({ askConsent: true });
    const violations = await watchViolations(page);
    await page
      .context()
      .route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' }));
    await page.goto('/en', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: en.CookieConsent.accept }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    // The inline init script ran: it pushes gtag('js', date) and gtag('config', id).
    const layer = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry).map(String)),
    );
    expect(layer.filter(([command]) => command === 'js')).toHaveLength(1);
    expect(layer).toContainEqual(['config', gaId]);
    expect(await violations()).toEqual([]);
  });

  it('blocks an injected inline script and reports it', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto('/en', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await violations()).toEqual([expect.stringMatching(/^script-src(-elem)? inline/)]);
  });
});
