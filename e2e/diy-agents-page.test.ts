import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { formatFigure } from '../lib/format';
import { copyrightYear } from '../lib/site';
import { PAGE_READY_EVENT } from '../lib/page-ready';
import { baseURL, useBrowser } from './support';

const catalogues = { en, de, fr, nl };
type Locale = keyof typeof catalogues;
const locales = Object.keys(catalogues) as Locale[];
const chapters = ['why', 'agent', 'architecture', 'build', 'prompts', 'guardrails', 'measuring', 'rollout'] as const;
const browser = useBrowser();

async function openPage(locale: Locale): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`/${locale}/diy-agents`, { waitUntil: 'networkidle' });
  return page;
}

async function openModal(page: Page, locale: Locale) {
  const m = catalogues[locale].DownloadForm;
  await page.getByRole('button', { name: m.open }).first().click();
  const dialog = page.getByRole('dialog', { name: m.title });
  await dialog.waitFor();
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  return {
    dialog,
    firstName: field(m.firstName),
    lastName: field(m.lastName),
    email: field(m.email),
    company: field(m.company),
    marketing: dialog.getByRole('checkbox', { name: m.agreeMarketing, exact: true }),
    privacy: dialog.getByRole('checkbox', { name: m.agreePrivacy, exact: true }),
    cancel: dialog.getByRole('button', { name: m.cancel, exact: true }),
    submit: dialog.getByRole('button', { name: m.submit, exact: true }),
  };
}

async function fillValid(modal: Awaited<ReturnType<typeof openModal>>) {
  await modal.firstName.fill('Joost');
  await modal.lastName.fill('Voorbeeld');
  await modal.email.fill('joost@example.com');
  await modal.company.fill('Voorbeeld BV');
  await modal.privacy.check();
}

const toasts = (page: Page, locale: Locale) => page.getByRole('region', { name: new RegExp(catalogues[locale].DownloadForm.notifications) });

describe.each(locales)('DIY agents page in %s', (locale) => {
  const m = catalogues[locale];

  it('shows the hero, the three benefits with the 70% figure and the white paper contents', async () => {
    const page = await openPage(locale);
    const main = page.getByRole('main');
    const p = m.DiyAgentsPage;
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(p.title);
    for (const title of [p.benefits.title, p.inside.title]) {
      expect(await main.getByRole('heading', { level: 2, name: title, exact: true }).count(), title).toBe(1);
    }
    for (const key of ['reduce', 'cut', 'maintain'] as const) {
      expect(await main.getByRole('heading', { level: 3, name: p.benefits[key].title, exact: true }).count(), key).toBe(1);
    }
    const figure = p.benefits.reduce.figure.replace('{figure}', formatFigure(locale, 70, 'percent'));
    expect(await main.getByText(figure, { exact: true }).isVisible()).toBe(true);
    const items = await main.getByRole('list').filter({ hasText: p.inside.why }).getByRole('listitem').allTextContents();
    expect(items).toEqual(chapters.map((key) => p.inside[key]));
    expect(await main.getByRole('button', { name: m.DownloadForm.open }).count()).toBe(2);
    // The footer's year is the render's (lib/site.ts), not a typed one.
    const copyright = m.Footer.copyright.replace('{year}', copyrightYear());
    expect(await page.getByRole('contentinfo').getByText(copyright, { exact: true }).isVisible()).toBe(true);
  });
});

describe.each(locales)('white paper modal in %s: what is required looks required, and only that', (locale) => {
  const f = catalogues[locale].DownloadForm;

  it('puts the asterisk on every required field and the privacy consent, none on the optional marketing consent', async () => {
    const page = await openPage(locale);
    const modal = await openModal(page, locale);
    expect(await modal.dialog.getByText(f.requiredNote, { exact: true }).isVisible()).toBe(true);
    const labelOf = (control: typeof modal.email) => control.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent);
    for (const [control, name] of [
      [modal.firstName, f.firstName],
      [modal.lastName, f.lastName],
      [modal.email, f.email],
      [modal.company, f.company],
      [modal.privacy, f.agreePrivacy],
    ] as const) {
      expect(await labelOf(control), name).toBe(`${name}*`);
      expect(await control.getAttribute('aria-required')).toBe('true');
    }
    // Exactly the wording the consent record stores (lib/consent/consent-text.ts), nothing added.
    expect(await labelOf(modal.marketing)).toBe(f.agreeMarketing);
    expect(await modal.marketing.getAttribute('aria-required')).toBeNull();
  });
});

describe.each(['en', 'nl'] as const)('white paper modal in %s', (locale) => {
  const m = catalogues[locale];
  const f = m.DownloadForm;

  it('opens at most 500 px wide and requires every field and the privacy consent', async () => {
    const page = await openPage(locale);
    const modal = await openModal(page, locale);
    expect((await modal.dialog.boundingBox())?.width).toBeLessThanOrEqual(500);
    const privacyLink = modal.dialog.getByRole('link', { name: f.privacyNote.match(/<link>(.*)<\/link>/)?.[1] ?? '-' });
    expect(await privacyLink.getAttribute('href')).toBe(`/${locale}/privacy`);
    await modal.submit.click();
    await modal.dialog.getByText(m.FormValidation.privacyRequired, { exact: true }).waitFor();
    expect(await modal.dialog.getByText(m.FormValidation.fieldRequired, { exact: true }).count()).toBe(4);
    expect(await modal.privacy.getAttribute('aria-invalid')).toBe('true');
    expect(await modal.marketing.getAttribute('aria-invalid')).toBe('false');
    await modal.email.fill('not-an-address');
    await modal.submit.click();
    await modal.dialog.getByText(m.FormValidation.emailInvalid, { exact: true }).waitFor();
    expect(await modal.dialog.isVisible()).toBe(true);
  });

  it('cancel closes the modal and clears it; Escape does too', async () => {
    const page = await openPage(locale);
    let modal = await openModal(page, locale);
    await modal.firstName.fill('Joost');
    await modal.privacy.check();
    await modal.cancel.click();
    await modal.dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent?.slice(0, 80)}`))
      .toBe(`BUTTON: ${f.open}`);
    modal = await openModal(page, locale);
    expect(await modal.firstName.inputValue()).toBe('');
    expect(await modal.privacy.isChecked()).toBe(false);
    await modal.lastName.fill('Voorbeeld');
    await page.keyboard.press('Escape');
    await modal.dialog.waitFor({ state: 'detached' });
    modal = await openModal(page, locale);
    expect(await modal.lastName.inputValue()).toBe('');
  });

  it('on success closes, says so and offers the PDF, which really is one', async () => {
    const page = await openPage(locale);
    const modal = await openModal(page, locale);
    await fillValid(modal);
    const posted = page.waitForRequest((request) => request.url().endsWith('/submit') && request.method() === 'POST');
    await modal.submit.click();
    expect((await posted).postDataJSON()).toEqual({
      firstName: 'Joost',
      lastName: 'Voorbeeld',
      email: 'joost@example.com',
      company: 'Voorbeeld BV',
      agreeMarketing: false,
      agreePrivacy: true,
      referenceCode: '',
      formToken: expect.stringMatching(/^[0-9A-Za-z]{8}\.[0-9a-z]+\.[\w-]{43}$/),
      // The version of the consent wording on screen (lib/consent/consent-text.ts): the server records that wording.
      consentVersion: createHash('sha256')
        .update(JSON.stringify([locale, f.agreeMarketing, f.agreePrivacy, f.privacyNote]), 'utf8')
        .digest('hex'),
      // Where the visit came from: opened straight on this page, on a desk.
      source: {
        page: `/${locale}/diy-agents`,
        landing: `/${locale}/diy-agents`,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        clickId: false,
        device: 'desktop',
      },
    });
    await modal.dialog.waitFor({ state: 'detached' });
    const notice = toasts(page, locale);
    await notice.getByText(f.success.title, { exact: true }).waitFor();
    // The server answers in the page's language (the page stores it in a cookie).
    const serverMessage = m.DownloadApi.success.replace('{firstName}', 'Joost').replace('{email}', 'joost@example.com');
    expect(await notice.getByText(serverMessage, { exact: true }).isVisible()).toBe(true);
    const toastLink = await notice.getByRole('link', { name: f.success.download }).getAttribute('href');
    // The link also stays on the page, beside the button that opened the modal, after the notice is gone.
    const panel = page.getByText(f.ready.text, { exact: true }).locator('..');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: f.ready.download }).getAttribute('href')).toBe(toastLink);

    const signed = new URL(toastLink ?? '');
    expect(signed.pathname).toBe('/api/white-paper');
    expect(signed.searchParams.get('lang')).toBe(locale);
    const pdf = await fetch(new URL(`${signed.pathname}${signed.search}`, baseURL));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The page announces the number of pages this PDF has (counted from the document, not typed).
    const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(5);
    const note = m.DiyAgentsPage.heroNote.replace('{pages}', String(pages));
    expect(await page.getByRole('main').getByText(note, { exact: true }).count()).toBe(2);
  });

  it('disables both buttons while submitting; on error stays open, keeps the input and logs it', async () => {
    const page = await openPage(locale);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/submit', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom', contentType: 'text/plain' });
    });
    const modal = await openModal(page, locale);
    await fillValid(modal);
    await modal.submit.click();
    const submitting = modal.dialog.getByRole('button', { name: f.submitting, exact: true });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    expect(await modal.cancel.isDisabled()).toBe(true);
    release();
    const notice = toasts(page, locale);
    await notice.getByText(f.error.title, { exact: true }).waitFor();
    expect(await notice.getByText(f.error.description, { exact: true }).isVisible()).toBe(true);
    expect(await modal.dialog.isVisible()).toBe(true);
    expect(await modal.firstName.inputValue()).toBe('Joost');
    expect(await modal.submit.isEnabled()).toBe(true);
    expect(errors.some((text) => text.includes('500: boom'))).toBe(true);
  });
});

describe('lazy loading', () => {
  it('answers a press that comes before the page’s code in the next frame, and opens the dialog once the code is there', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The page's chunks wait until the press has been made: the press certainly comes first.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/en/diy-agents', { waitUntil: 'load' });
    // A handle, not a role query: the open modal hides the rest of the page from the accessibility tree.
    const button = (await page.getByRole('button', { name: en.DownloadForm.open }).first().elementHandle())!;
    await button.click({ noWaitAfter: true });
    // The frame after the press shows the dialog's frame (the button's command opened it, no script
    // had arrived), named by its title and saying that its form is on its way.
    const nextFrame = await page.evaluate(
      () =>
        new Promise<string | null | undefined>((resolve) =>
          requestAnimationFrame(() => resolve(document.querySelector('dialog[open]')?.querySelector('[role=status]')?.textContent)),
        ),
    );
    expect(nextFrame).toBe(en.DownloadForm.loading);
    const dialog = page.getByRole('dialog', { name: en.DownloadForm.title });
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    releaseScripts();
    await dialog.getByRole('textbox', { name: new RegExp(`^${en.DownloadForm.firstName}`) }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await button.getAttribute('aria-busy')).toBeNull();
  });

  // Radix names its parts; react-hook-form keeps its option names through minification.
  const isModalCode = (source: string) => source.includes('DialogOverlay') || source.includes('shouldUnregister');

  /** The page, with the script URLs it had asked for when it said it was ready, and every script's URL and source. */
  async function watchScripts(options: { saveData?: boolean } = {}) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts: { url: string; source: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), source: await response.text().catch(() => '') });
    });
    await page.addInitScript(
      ({ event, saveData }) => {
        if (saveData) Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
        document.addEventListener(event, () => {
          (window as unknown as { askedBeforeReady: string[] }).askedBeforeReady = performance.getEntriesByType('resource').map((entry) => entry.name);
        });
      },
      { event: PAGE_READY_EVENT, saveData: options.saveData ?? false },
    );
    await page.goto('/en/diy-agents', { waitUntil: 'networkidle' });
    const askedBeforeReady = await page
      .waitForFunction(() => (window as unknown as { askedBeforeReady?: string[] }).askedBeforeReady)
      .then((handle) => handle.jsonValue());
    return { page, scripts, askedBeforeReady: askedBeforeReady as string[] };
  }

  it('keeps the modal code out of the page’s first load, fetches it once the page is idle, and a press then waits for no script', async () => {
    const { page, scripts, askedBeforeReady } = await watchScripts();
    // The dialog's parts: Radix's and react-hook-form's chunks, both asked for by the one import.
    await expect
      .poll(() => ['DialogOverlay', 'shouldUnregister'].every((name) => scripts.some((script) => script.source.includes(name))), { timeout: 15_000 })
      .toBe(true);
    const modalUrls = scripts.filter((script) => isModalCode(script.source)).map((script) => script.url);
    expect(modalUrls.filter((url) => askedBeforeReady.includes(url))).toEqual([]);
    // Other parts load when idle too (analytics, vitals): what matters is that the dialog's code
    // is not fetched again, nor anything the press waits for; any script asked for from here on
    // is listed, and none of it may be the modal's.
    const askedAfterPress: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && askedAfterPress.push(request.url()));
    await page.getByRole('button', { name: en.DownloadForm.open }).first().click();
    await page.getByRole('dialog', { name: en.DownloadForm.title }).waitFor();
    expect(askedAfterPress.filter((url) => modalUrls.includes(url))).toEqual([]);
    expect(scripts.filter((script) => isModalCode(script.source)).map((script) => script.url)).toEqual(modalUrls);
  });

  it('on a connection that saves data, loads the modal code only once a visitor reaches for the button', async () => {
    const { page, scripts } = await watchScripts({ saveData: true });
    // Idle callbacks run in the order they were asked for: once this one has run, the page's own
    // would have asked for the code; two seconds more is ample for a loopback answer to arrive.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await page.waitForTimeout(2000);
    expect(scripts.some((script) => isModalCode(script.source))).toBe(false);
    await page.getByRole('button', { name: en.DownloadForm.open }).first().hover();
    await expect.poll(() => scripts.some((script) => isModalCode(script.source)), { timeout: 15_000 }).toBe(true);
  });
});
