import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const services = ['aiMarketing', 'webDesign', 'translation', 'strategy', 'content', 'analytics'] as const;
const steps = ['discovery', 'strategy', 'implementation', 'optimization'] as const;
const browser = useBrowser();

// Marked texts may carry the inline editor's button (whose label joins the accessible name),
// so headings are matched on their visible text.
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);

describe.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('services page in %s', (locale) => {
  const m = catalogues[locale];
  const t = m.ServicesPage;

  it('lists six services with four features each, highlighting AI marketing and analytics', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/services`);

    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([t.title]);
    for (const title of [t.list.title, t.process.title, t.cta.title]) {
      expect(
        await page
          .getByRole('heading', { level: 2 })
          .filter({ hasText: exactly(title) })
          .count(),
        title,
      ).toBe(1);
    }

    for (const key of services) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(m.Services[key]) }) });
      expect(await card.count(), key).toBe(1);
      expect(await card.getByText(t.services[key].description, { exact: true }).count(), key).toBe(1);
      const features = card.getByRole('list', { name: t.featuresLabel }).getByRole('listitem');
      expect(await features.allTextContents(), key).toEqual([t.services[key].f1, t.services[key].f2, t.services[key].f3, t.services[key].f4]);
      const badges = await card.getByText(new RegExp(`${exactly(t.badges.popular).source}|${exactly(t.badges.favourite).source}`)).allTextContents();
      expect(badges, key).toEqual(key === 'aiMarketing' ? [t.badges.popular] : key === 'analytics' ? [t.badges.favourite] : []);
    }

    const translation = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(m.Services.translation) }) });
    expect(await translation.textContent()).toMatch(/50/);
  });

  it('shows the four-step process in order and leads to contact and the working process', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/services`);

    const titles = steps.map((step) => t.process[step].title);
    const process = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(t.process.discovery.title) }) });
    expect(await process.evaluate((list) => list.tagName)).toBe('OL');
    expect(await process.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);

    expect(await page.getByRole('main').getByRole('link', { name: t.cta.primary, exact: true }).getAttribute('href')).toBe(`/${locale}/contact`);
    expect(await page.getByRole('main').getByRole('link', { name: t.cta.secondary, exact: true }).getAttribute('href')).toBe(`/${locale}/working`);
  });
});
