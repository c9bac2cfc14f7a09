import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl };
const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;
const faqKeys = ['start', 'reply', 'languages', 'pricing'] as const;
const browser = useBrowser();

async function openContact(locale: keyof typeof catalogues): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // networkidle: the form is hydrated, so a click submits through the script, not natively.
  await page.goto(`/${locale}/contact`, { waitUntil: 'networkidle' });
  return page;
}

function formOf(page: Page, locale: keyof typeof catalogues) {
  const m = catalogues[locale].ContactForm;
  const form = page.getByRole('region', { name: catalogues[locale].ContactPage.form.title });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  return {
    firstName: field(m.firstName),
    lastName: field(m.lastName),
    email: field(m.email),
    company: field(m.company),
    message: field(m.message),
    service: form.getByRole('combobox', { name: m.service, exact: true }),
    submit: form.getByRole('button', { name: m.submit }),
  };
}

async function fillValid(page: Page, locale: keyof typeof catalogues) {
  const form = formOf(page, locale);
  await form.firstName.fill('Morag');
  await form.lastName.fill('Fictional');
  await form.email.fill('morag@example.com');
  await form.company.fill('Example Distillery Ltd');
  await form.service.selectOption('translation');
  await form.message.fill('We would like our shop translated into German and Dutch.');
  return form;
}

const toasts = (page: Page, locale: keyof typeof catalogues) => page.getByRole('region', { name: new RegExp(catalogues[locale].ContactForm.notifications) });

describe.each(locales)('contact page in %s', (locale) => {
  const m = catalogues[locale];

  it('shows the headings, both offices, phone, e-mail, hours, reply time and social links', async () => {
    const page = await openContact(locale);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(m.ContactPage.title);
    for (const title of [m.ContactPage.form.title, m.ContactPage.info.title, m.ContactPage.follow.title, m.ContactPage.faq.title]) {
      expect(await main.getByRole('heading', { level: 2, name: title, exact: true }).count(), title).toBe(1);
    }
    const info = main.getByRole('region', { name: m.ContactPage.info.title });
    for (const office of [m.Company.headquarters, m.Company.london]) {
      for (const line of [office.street, office.city]) expect(await info.getByText(line, { exact: true }).isVisible(), line).toBe(true);
    }
    expect(await info.getByText(m.ContactPage.info.headquarters, { exact: true }).isVisible()).toBe(true);
    expect(await info.getByText(m.ContactPage.info.london, { exact: true }).isVisible()).toBe(true);
    expect(await info.getByText(m.Company.hours, { exact: true }).isVisible()).toBe(true);
    expect(await info.getByText(m.ContactPage.info.reply, { exact: true }).isVisible()).toBe(true);
    expect(await info.getByRole('link', { name: m.Company.phone }).getAttribute('href')).toBe(`tel:${m.Company.phone.replace(/\s+/g, '')}`);
    expect(await info.getByRole('link', { name: m.Company.email }).getAttribute('href')).toBe(`mailto:${m.Company.email}`);

    const follow = main.getByRole('region', { name: m.ContactPage.follow.title });
    for (const network of ['linkedin', 'instagram', 'facebook', 'youtube'] as const) {
      const link = follow.getByRole('link', { name: `${m.Footer.social[network]} ${m.Footer.social.newTab}` });
      expect(await link.getAttribute('target'), network).toBe('_blank');
      expect(await link.getAttribute('rel'), network).toBe('noopener noreferrer');
      expect(await link.getAttribute('href'), network).toMatch(/^https:\/\/www\./);
    }
    const illustration = main.getByRole('img', { name: m.ContactPage.photoAlt });
    expect(await illustration.isVisible()).toBe(true);
    await illustration.scrollIntoViewIfNeeded();
    await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(560);
  });

  it('answers four FAQs in disclosures and as FAQPage data', async () => {
    const page = await openContact(locale);
    const faq = m.ContactPage.faq;
    for (const key of faqKeys) {
      const question = page.getByRole('heading', { level: 3, name: faq[key].question, exact: true });
      const answer = page.getByText(faq[key].answer, { exact: true });
      expect(await answer.isVisible(), key).toBe(false);
      await question.click();
      expect(await answer.isVisible(), key).toBe(true);
    }
    const data = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; mainEntity?: unknown }),
    );
    const faqPage = data.find((entry) => entry['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual(
      faqKeys.map((key) => ({ '@type': 'Question', name: faq[key].question, acceptedAnswer: { '@type': 'Answer', text: faq[key].answer } })),
    );
  });

  it('offers the six services in the select, plus an empty choice', async () => {
    const page = await openContact(locale);
    const options = await formOf(page, locale)
      .service.locator('option')
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
    const s = m.Services;
    expect(options).toEqual([
      ['', m.ContactForm.serviceChoose],
      ['ai-marketing', s.aiMarketing],
      ['web-design', s.webDesign],
      ['translation', s.translation],
      ['strategy', s.strategy],
      ['content', s.content],
      ['analytics', s.analytics],
    ]);
  });
});

describe.each(['en', 'de'] as const)('contact form in %s', (locale) => {
  const m = catalogues[locale];

  it('shows a message under each required field on an empty submit', async () => {
    const page = await openContact(locale);
    const form = formOf(page, locale);
    await form.submit.click();
    const v = m.FormValidation;
    for (const [control, text] of [
      [form.firstName, v.firstNameRequired],
      [form.lastName, v.lastNameRequired],
      [form.email, v.emailInvalid],
      [form.message, v.messageTooShort],
    ] as const) {
      await page.getByText(text, { exact: true }).waitFor();
      expect(await control.getAttribute('aria-invalid'), text).toBe('true');
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent(), text).toBe(text);
      expect(await control.getAttribute('aria-required')).toBe('true');
    }
    expect(await form.company.getAttribute('aria-invalid')).toBe('false');
    expect(await form.email.getAttribute('type')).toBe('email');
    expect(await form.message.getAttribute('rows')).toBe('5');
    // The first invalid field gets the focus.
    expect(await form.firstName.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('sends the message, shows the success notice and clears the form', async () => {
    const page = await openContact(locale);
    const form = await fillValid(page, locale);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
    await form.submit.click();
    const request = await posted;
    expect(request.postDataJSON()).toEqual({
      firstName: 'Morag',
      lastName: 'Fictional',
      email: 'morag@example.com',
      company: 'Example Distillery Ltd',
      service: 'translation',
      message: 'We would like our shop translated into German and Dutch.',
      // The spam traps: the hidden honeypot, empty, and the signed time the visitor started.
      referenceCode: '',
      formToken: expect.stringMatching(/^[0-9A-Za-z]{8}\.[0-9a-z]+\.[\w-]{43}$/),
      // Where the visit came from: opened straight on the contact page, on a desk.
      source: {
        page: `/${locale}/contact`,
        landing: `/${locale}/contact`,
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
    const notice = toasts(page, locale);
    await notice.getByText(m.ContactForm.success.title, { exact: true }).waitFor();
    // The e2e server writes mail to files, so the team notification always "sends".
    expect(await notice.getByText(`${m.ContactForm.success.description} ${m.ContactForm.success.emailSent}`).isVisible()).toBe(true);
    expect(await form.firstName.inputValue()).toBe('');
    expect(await form.message.inputValue()).toBe('');
    expect(await form.service.inputValue()).toBe('');
  });

  it('mentions the e-mail problem when the server could not send the notification', async () => {
    const page = await openContact(locale);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 200, json: { emailSent: false } }));
    const form = await fillValid(page, locale);
    await form.submit.click();
    await toasts(page, locale).getByText(`${m.ContactForm.success.description} ${m.ContactForm.success.emailFailed}`).waitFor();
  });

  it('disables the button while sending, then shows the error and keeps the input', async () => {
    const page = await openContact(locale);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'boom', contentType: 'text/plain' });
    });
    const form = await fillValid(page, locale);
    await form.submit.click();
    const sending = page.getByRole('button', { name: m.ContactForm.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    const notice = toasts(page, locale);
    await notice.getByText(m.ContactForm.error.title, { exact: true }).waitFor();
    expect(await notice.getByText('500: boom', { exact: true }).isVisible()).toBe(true);
    expect(await form.firstName.inputValue()).toBe('Morag');
    expect(await form.email.inputValue()).toBe('morag@example.com');
    expect(await form.message.inputValue()).toBe('We would like our shop translated into German and Dutch.');
    expect(await form.submit.isEnabled()).toBe(true);
  });

  it('falls back to the generic error text when the network fails', async () => {
    const page = await openContact(locale);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    const form = await fillValid(page, locale);
    await form.submit.click();
    await toasts(page, locale).getByText(m.ContactForm.error.fallback, { exact: true }).waitFor();
  });
});

describe('form code stays on the form pages', () => {
  it('the about page loads neither the toaster nor the form library', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/en/about', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes('data-sonner-toaster'))).toBe(false);
    expect(scripts.some((source) => source.includes('shouldUnregister'))).toBe(false);
  });
});
