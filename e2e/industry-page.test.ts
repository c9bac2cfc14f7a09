import { describe, expect, it } from 'vitest';
import { formatFigure } from '@/lib/format';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const sectors = ['ecommerce', 'healthcare', 'education', 'realEstate', 'restaurant', 'technology'] as const;
const reasons = ['expertise', 'compliance', 'tailored', 'proven'] as const;
const browser = useBrowser();

// Marked texts may carry the inline editor's button (whose label joins the accessible name),
// so headings are matched on their visible text.
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);

describe.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('industry page in %s', (locale) => {
  const t = catalogues[locale].IndustryPage;

  it('shows six sectors with key services and a success story, four reasons, the results and a way on', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/industry`);

    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([t.title]);
    for (const title of [t.sectors.title, t.why.title, t.cta.title]) {
      expect(
        await page
          .getByRole('heading', { level: 2 })
          .filter({ hasText: exactly(title) })
          .count(),
        title,
      ).toBe(1);
    }

    for (const key of sectors) {
      const sector = t.sectors[key];
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(sector.title) }) });
      expect(await card.count(), key).toBe(1);
      const services = card.getByRole('list', { name: t.sectors.servicesLabel }).getByRole('listitem');
      expect(await services.allTextContents(), key).toEqual([sector.s1, sector.s2, sector.s3, sector.s4]);
      expect(await card.getByText(t.sectors.storyLabel, { exact: true }).count(), key).toBe(1);
      expect(await card.getByText(sector.story, { exact: true }).count(), key).toBe(1);
    }

    for (const key of reasons) {
      expect(
        await page
          .getByRole('heading', { level: 3 })
          .filter({ hasText: exactly(t.why[key].title) })
          .count(),
        key,
      ).toBe(1);
    }
    expect(t.why.compliance.text).toMatch(/GDPR|DSGVO|RGPD|AVG/);

    const results = page.getByRole('region', { name: t.results.label });
    const figures: Array<[string, string]> = [
      [formatFigure(locale, 95, 'percent'), t.results.retention],
      [formatFigure(locale, 250, 'percent'), t.results.roi],
      [formatFigure(locale, 15, 'count', true), t.results.industries],
      [formatFigure(locale, 99, 'percent'), t.results.success],
    ];
    for (const [value, label] of figures) {
      expect(await results.getByText(value, { exact: true }).count(), value).toBe(1);
      expect(await results.getByText(label, { exact: true }).count(), label).toBe(1);
    }

    expect(await page.getByRole('main').getByRole('link', { name: t.cta.primary, exact: true }).getAttribute('href')).toBe(`/${locale}/contact`);
    expect(await page.getByRole('main').getByRole('link', { name: t.cta.secondary, exact: true }).getAttribute('href')).toBe(`/${locale}/testimonials`);
  });
});
