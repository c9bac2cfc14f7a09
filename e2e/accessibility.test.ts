import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { editControlsReady, useBrowser } from './support';

const browser = useBrowser();
const routes = [
  '',
  '/about',
  '/services',
  '/industry',
  '/working',
  '/testimonials',
  '/contact',
  '/privacy',
  '/terms',
  '/diy-agents',
  '/no-such-page',
  '/email/confirm',
  '/email/unsubscribe',
];

// axe-core on every page type: English for all of them, one other language each for layout
// differences (long German words, French spacing) that can break contrast or structure.
describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(routes.flatMap((route, index) => [`/en${route}`, `/${['de', 'fr', 'nl'][index % 3]}${route}`]))('%s has no violations', async (path) => {
    // A desktop with a mouse, and a touch phone: there (hover: none) the edit controls are
    // always shown, so their size and spacing count.
    for (const device of [{ viewport: { width: 1280, height: 800 } }, { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }]) {
      const { viewport } = device;
      const page = await browser.newPage(device);
      await page.goto(path);
      // The inline editor's controls arrive once the page is idle: check all of them too.
      await editControlsReady(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${viewport.width}px ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
      ).toEqual([]);
      await page.context().close();
    }
  });
});
