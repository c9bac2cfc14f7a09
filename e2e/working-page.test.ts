import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const locales = Object.keys(catalogues) as Array<keyof typeof catalogues>;
const phases = ['discovery', 'strategy', 'implementation', 'optimization'] as const;
const timeline = ['weeks1to2', 'weeks3to4', 'weeks5to8', 'ongoing'] as const;
const principles = ['agile', 'collaborative', 'dataDriven'] as const;
const checks = ['review', 'testing', 'approval', 'monitoring'] as const;
const browser = useBrowser();

// Marked texts may carry the inline editor's button (whose label joins the accessible name),
// so headings are matched on their visible text.
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
const heading = (scope: Page | Locator, level: number, text: string) => scope.getByRole('heading', { level }).filter({ hasText: exactly(text) });

describe.each(locales)('working process page in %s', (locale) => {
  const t = catalogues[locale].WorkingPage;

  it('shows the four phases in order, each with its duration and five key activities', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/working`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
    expect(await heading(page, 2, t.phases.title).count()).toBe(1);
    const phaseTitles = phases.map((key) => t.phases[key].title);
    const h3s = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(h3s.filter((text) => phaseTitles.includes(text))).toEqual(phaseTitles);
    for (const key of phases) {
      const phase = page.getByRole('listitem').filter({ has: heading(page, 3, t.phases[key].title) });
      expect(await phase.getByText(t.phases[key].duration, { exact: true }).count(), key).toBe(1);
      const activities = await phase.getByRole('listitem').allTextContents();
      expect(activities, key).toEqual(Object.values(t.phases[key].activities));
    }
  });

  it('shows the principles, the timeline, the quality checks and the call to action', async () => {
    const page = await browser.newPage();
    await page.goto(`/${locale}/working`);
    for (const title of [t.principles.title, t.timeline.title, t.quality.title, t.cta.title]) {
      expect(await heading(page, 2, title).count(), title).toBe(1);
    }
    for (const key of principles) {
      expect(await heading(page, 3, t.principles[key].title).count(), key).toBe(1);
    }
    for (const key of timeline) {
      const step = page.getByRole('listitem').filter({ has: heading(page, 3, t.timeline[key].title) });
      expect(await step.getByText(t.timeline[key].period, { exact: true }).count(), key).toBe(1);
    }
    for (const key of checks) {
      expect(await heading(page, 3, t.quality[key].title).count(), key).toBe(1);
    }
    const cta = page.locator('section').filter({ has: heading(page, 2, t.cta.title) });
    expect(await cta.getByRole('link', { name: t.cta.primary, exact: true }).getAttribute('href')).toBe(`/${locale}/contact`);
    expect(await cta.getByRole('link', { name: t.cta.secondary, exact: true }).getAttribute('href')).toBe(`/${locale}/services`);
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`/${locale}/working`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

describe('working process durations', () => {
  it('keep the spec’s weeks in every language', () => {
    expect(Object.fromEntries(phases.map((key) => [key, en.WorkingPage.phases[key].duration]))).toEqual({
      discovery: 'Week 1-2',
      strategy: 'Week 2-3',
      implementation: 'Week 3-8',
      optimization: 'Week 8+',
    });
    for (const locale of locales) {
      const digits = phases.map((key) => catalogues[locale].WorkingPage.phases[key].duration.replace(/\D+/g, ' ').trim());
      expect(digits, locale).toEqual(['1 2', '2 3', '3 8', '8']);
    }
  });
});
