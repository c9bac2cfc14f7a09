import { describe, expect, it } from 'vitest';
import { formatFigure } from '@/lib/format';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const browser = useBrowser();

// Marked texts may carry the inline editor's button (whose label joins the accessible name),
// so headings are matched on their visible text.
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);

describe.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('about page in %s', (locale) => {
  const m = catalogues[locale];
  const t = m.AboutPage;

  it('tells the story, shows the company figures, values, teams and expertise', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/about`);

    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([t.title]);
    for (const title of [t.story.title, t.values.title, t.team.title, t.expertise.title, t.cta.title]) {
      expect(
        await page
          .getByRole('heading', { level: 2 })
          .filter({ hasText: exactly(title) })
          .count(),
        title,
      ).toBe(1);
    }
    for (const paragraph of [t.story.p1, t.story.p2, t.story.p3, t.story.mission.text]) {
      expect(await page.getByText(paragraph, { exact: true }).count()).toBe(1);
    }

    const stats = page.getByRole('region', { name: t.statsLabel });
    const figures: Array<[string, string]> = [
      [formatFigure(locale, 500, 'count', true), m.Stats.clients],
      [formatFigure(locale, 1200, 'count', true), m.Stats.projects],
      [formatFigure(locale, 300, 'percent'), m.Stats.growth],
      [formatFigure(locale, 25, 'count', true), m.Stats.countries],
    ];
    for (const [value, label] of figures) {
      expect(await stats.getByText(value, { exact: true }).count(), value).toBe(1);
      expect(await stats.getByText(label, { exact: true }).count(), label).toBe(1);
    }

    const values = ['innovation', 'integrity', 'resultsDriven', 'collaboration', 'excellence', 'adaptability'] as const;
    for (const key of values) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(t.values[key].title) }) });
      expect(await card.getByText(t.values[key].text, { exact: true }).count(), key).toBe(1);
    }

    for (const key of ['marketing', 'ai', 'web'] as const) {
      const team = t.team[key];
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }).filter({ hasText: exactly(team.name) }) });
      expect(await card.getByRole('list', { name: t.team.rolesLabel }).getByRole('listitem').allTextContents(), key).toEqual([team.r1, team.r2, team.r3]);
    }

    const expertise = page.getByRole('listitem').filter({ hasText: t.expertise.localization });
    expect(await expertise.count()).toBe(1);

    expect(await page.getByRole('main').getByRole('link', { name: t.cta.primary, exact: true }).getAttribute('href')).toBe(`/${locale}/contact`);
    expect(await page.getByRole('main').getByRole('link', { name: t.cta.secondary, exact: true }).getAttribute('href')).toBe(`/${locale}/services`);
  });
});
