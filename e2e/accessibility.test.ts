import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support';

const browser = useBrowser();
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents', '/no-such-page'];

// axe-core on every page type: English for all of them, one other language each for layout
// differences (long German words, French spacing) that can break contrast or structure.
describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(routes.flatMap((route, index) => [`/en${route}`, `/${['de', 'fr', 'nl'][index % 3]}${route}`]))(
    '%s has no violations',
    async (path) => {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
        const page = await browser.newPage({ viewport });
        await page.goto(path);
        // The inline editor's controls arrive once the page is idle: check them too.
        await page.waitForFunction(() => !document.querySelector('[data-edit-key]') || document.querySelector('.edit-control'));
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(
          results.violations.map((v) => `${viewport.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`),
        ).toEqual([]);
        await page.context().close();
      }
    },
  );
});
