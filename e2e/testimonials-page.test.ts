import { describe, expect, it } from 'vitest';
import { caseStudyContact, clients } from '@/components/testimonials/clients';
import { formatFigure } from '@/lib/format';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;
const browser = useBrowser();

// Marked texts may carry the inline editor's button (whose label joins the accessible name),
// so headings are matched on their visible text.
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
const heading = (scope: Page | Locator, level: number, text: string) => scope.getByRole('heading', { level }).filter({ hasText: exactly(text) });

describe.each(locales)('testimonials page in %s', (locale) => {
  const t = catalogues[locale].TestimonialsPage;

  it('shows the four client metrics, formatted for the language', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/testimonials`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
    const stats = page.getByRole('region', { name: t.statsLabel });
    const expected = [
      [formatFigure(locale, 500, 'count', true), t.stats.clients],
      [formatFigure(locale, 95, 'percent'), t.stats.retention],
      [formatFigure(locale, 250, 'percent'), t.stats.roi],
      [formatFigure(locale, 99, 'percent'), t.stats.success],
    ];
    for (const [value, label] of expected) {
      expect(await stats.getByText(value!, { exact: true }).count(), value).toBe(1);
      expect(await stats.getByText(label!, { exact: true }).count(), label).toBe(1);
    }
  });

  it('quotes the same six people in every language, each rated five out of five', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/testimonials`);
    expect(await heading(page, 2, t.testimonials.title).count()).toBe(1);
    expect(await page.getByRole('img', { name: t.testimonials.rating, exact: true }).count()).toBe(6);
    for (const client of clients) {
      const card = page.getByRole('figure').filter({ hasText: client.name });
      expect(await card.count(), client.name).toBe(1);
      expect(await card.getByRole('blockquote').textContent()).toBe(t.testimonials[client.key].quote);
      expect(await card.getByText(t.testimonials[client.key].role, { exact: true }).count(), client.key).toBe(1);
      expect(await card.getByText(client.company, { exact: true }).count(), client.key).toBe(1);
      expect(await card.getByRole('img', { name: t.testimonials.rating }).count(), client.key).toBe(1);
    }
    expect(await page.getByText(t.testimonials.note, { exact: true }).count()).toBe(1);
  });

  it('features the case study with its four figures and a quote', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/testimonials`);
    const caseStudy = page.getByRole('region', { name: t.caseStudy.title });
    expect(await caseStudy.getByRole('heading', { level: 2 }).textContent()).toBe(t.caseStudy.title);
    const figures = [
      [formatFigure(locale, 250, 'percent'), t.caseStudy.metrics.conversions],
      [formatFigure(locale, 180, 'percent'), t.caseStudy.metrics.leads],
      [formatFigure(locale, 6), t.caseStudy.metrics.months],
      [formatFigure(locale, 400, 'percent'), t.caseStudy.metrics.roi],
    ];
    for (const [value, label] of figures) {
      expect(
        await caseStudy
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${value}$`) })
          .count(),
        value,
      ).toBe(1);
      expect(await caseStudy.getByRole('term').filter({ hasText: label }).count(), label).toBe(1);
    }
    for (const title of [t.caseStudy.challengeTitle, t.caseStudy.solutionTitle]) {
      expect(await heading(caseStudy, 3, title).count(), title).toBe(1);
    }
    const quote = caseStudy.getByRole('figure');
    expect(await quote.getByRole('blockquote').textContent()).toBe(t.caseStudy.quote);
    expect(await quote.getByText(caseStudyContact.name, { exact: true }).count()).toBe(1);
  });

  it('announces the videos as coming soon without any control that does nothing', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/testimonials`);
    const videos = page.locator('section').filter({ has: heading(page, 2, t.videos.title) });
    for (const key of ['cairnmore', 'nordwerk'] as const) {
      expect(await heading(videos, 3, t.videos[key].title).count(), key).toBe(1);
    }
    expect(await videos.getByText(t.videos.comingSoon, { exact: true }).count()).toBe(2);
    // The only buttons allowed are the inline editor's own controls on the marked texts.
    const buttons = await videos
      .getByRole('button')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''));
    expect(buttons.filter((name) => !name.startsWith(`${catalogues[locale].InlineEditor.edit}:`))).toEqual([]);
    expect(await videos.getByRole('link').count()).toBe(0);
  });

  it('ends with a call to action to contact and services', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/testimonials`);
    expect(await heading(page, 2, t.cta.title).count()).toBe(1);
    const cta = page.locator('section').filter({ has: heading(page, 2, t.cta.title) });
    expect(await cta.getByRole('link', { name: t.cta.primary, exact: true }).getAttribute('href')).toBe(`/${locale}/contact`);
    expect(await cta.getByRole('link', { name: t.cta.secondary, exact: true }).getAttribute('href')).toBe(`/${locale}/services`);
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`/${locale}/testimonials`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
