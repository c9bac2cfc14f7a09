import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { useBrowser } from './support';

const catalogues = { en, de, fr, nl } as const;
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];
const browser = useBrowser();

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

// The inline editor relies on these marks: each must name a real catalogue string and hold
// exactly that text, and none may sit in a link or a button.
describe.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('editable text marks in %s', (locale) => {
  it('name a catalogue key whose text they show, outside links and buttons', async () => {
    const page = await browser.newPage();
    let marks = 0;
    for (const route of routes) {
      await page.goto(`/${locale}${route}`);
      const found = await page.$$eval('[data-edit-key]', (elements) =>
        elements.map((element) => ({
          key: element.getAttribute('data-edit-key') ?? '',
          text: element.textContent ?? '',
          inControl: Boolean(element.closest('a, button')) || Boolean(element.querySelector('a, button:not(.edit-control)')),
        })),
      );
      for (const mark of found) {
        const text = lookup(catalogues[locale], mark.key);
        // The white paper's page count is counted from the document (lib/white-paper/page-count.ts).
        if (typeof text === 'string' && text.includes('{pages}')) {
          const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{pages}', '\\d+');
          expect(mark.text, `${route}: ${mark.key}`).toMatch(new RegExp(`^${escaped}$`));
        } else expect(text, `${route}: ${mark.key}`).toBe(mark.text);
        expect(mark.inControl, `${route}: ${mark.key} is in a link or button`).toBe(false);
      }
      marks += found.length;
    }
    expect(marks).toBeGreaterThan(routes.length * 2);
  });
});
