import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl };
const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;
const pages = [
  { route: '/privacy', group: 'PrivacyPage', sections: 11 },
  { route: '/terms', group: 'TermsPage', sections: 13 },
] as const;
const browser = useBrowser();

// A heading's accessible name may go on after its text (the inline editor adds a button to it).
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

describe.each(pages)('$route', ({ route, group, sections }) => {
  it.each(locales)('in %s shows every section, the date, the language notice and the contact block', async (locale) => {
    const messages = catalogues[locale][group];
    const company = catalogues[locale].Company;
    const titles = Object.values(messages.sections).map((section) => section.title);
    expect(titles).toHaveLength(sections);

    const page = await browser.newPage();
    await page.goto(`/${locale}${route}`);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(messages.title);
    for (const title of titles) {
      expect(await main.getByRole('heading', { level: 2, name: startingWith(title) }).count(), title).toBe(1);
    }
    expect(await main.getByText(messages.lastUpdated, { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText(messages.languageNotice, { exact: true }).isVisible()).toBe(true);

    const contact = main.getByRole('region', { name: startingWith(messages.sections.contact.title) });
    for (const office of [company.headquarters, company.london]) {
      expect(await contact.getByText(office.street, { exact: true }).isVisible(), office.street).toBe(true);
      expect(await contact.getByText(office.city, { exact: true }).isVisible(), office.city).toBe(true);
    }
    expect(await contact.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(await contact.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(`tel:${company.phone.replace(/\s+/g, '')}`);
  });

  it.each(locales)('in %s has a table of contents whose links lead to the matching sections', async (locale) => {
    const messages = catalogues[locale][group];
    const page = await browser.newPage();
    await page.goto(`/${locale}${route}`);
    const toc = page.getByRole('navigation', { name: messages.tocTitle });
    const targets = await toc.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
        const heading = document.getElementById(id)?.querySelector('h2');
        const label = link.cloneNode(true) as HTMLElement;
        label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return { id, label: label.textContent?.trim(), heading: heading?.querySelector('[data-edit-key]')?.textContent };
      }),
    );
    expect(targets).toHaveLength(sections);
    for (const target of targets) {
      expect(target.id, String(target.label)).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(target.heading, `#${target.id}`).toBe(target.label);
    }
  });
});

describe('legal section anchors', () => {
  it('are the same in every language, so shared links keep working', async () => {
    const page = await browser.newPage();
    const idsByLocale: Record<string, string[]> = {};
    for (const locale of locales) {
      await page.goto(`/${locale}/terms`);
      idsByLocale[locale] = await page
        .getByRole('navigation', { name: catalogues[locale].TermsPage.tocTitle })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    }
    expect(idsByLocale.de).toEqual(idsByLocale.en);
    expect(idsByLocale.fr).toEqual(idsByLocale.en);
    expect(idsByLocale.nl).toEqual(idsByLocale.en);
    expect(idsByLocale.en).toContain('#governing-law');
  });

  it('scroll the chosen section into view below the fixed header', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto('/en/privacy');
    await page.getByRole('navigation', { name: en.PrivacyPage.tocTitle }).getByRole('link', { name: en.PrivacyPage.sections.cookies.title }).click();
    await page.waitForURL('**/en/privacy#cookies');
    const heading = page.getByRole('heading', { level: 2, name: startingWith(en.PrivacyPage.sections.cookies.title) });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    expect((await heading.boundingBox())?.y).toBeLessThan(400);
  });
});
