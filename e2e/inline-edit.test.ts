import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { editControlsReady, useBrowser } from './support';

const browser = useBrowser();
const heroTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const editHero = (page: Page, label = en.InlineEditor.edit) =>
  page.getByRole('button', { name: new RegExp(`^${label}: ${en.HomePage.hero.title.slice(0, 20)}`) }).click();
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('contentOverrides') ?? '{}'));

describe('inline text editing', () => {
  it('saves on Enter, and the override survives reload and client-side navigation', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    await heroTitle(page).hover();
    await editHero(page);
    const field = page.getByRole('textbox', { name: en.InlineEditor.field });
    await field.fill('  Our own headline  ');
    await field.press('Enter');
    expect(await heroTitle(page).textContent()).toBe('Our own headline');
    expect(await stored(page)).toEqual({ en: { 'HomePage.hero.title': 'Our own headline' } });
    expect(await heroTitle(page).evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(59, 130, 246)');

    await page.reload();
    await expect.poll(() => heroTitle(page).textContent()).toBe('Our own headline');
    await page.getByRole('navigation', { name: en.Navigation.mainLabel }).getByRole('link', { name: en.Navigation.about }).click();
    await page.waitForURL('**/en/about');
    await page.getByRole('link', { name: en.Brand.homeLabel }).first().click();
    await page.waitForURL(/\/en$/);
    await expect.poll(() => heroTitle(page).textContent()).toBe('Our own headline');
  });

  it('discards on Escape and does not save unchanged or blank text', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    for (const [value, key] of [
      ['Something else', 'Escape'],
      [en.HomePage.hero.title, 'Enter'],
      ['   ', 'Enter'],
    ] as const) {
      await editHero(page);
      const field = page.getByRole('textbox', { name: en.InlineEditor.field });
      await field.fill(value);
      await field.press(key);
      expect(await heroTitle(page).textContent()).toBe(en.HomePage.hero.title);
    }
    expect(await stored(page)).toEqual({});
  });

  it('offers reset only for customised text, and reset restores the catalogue text', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    await editHero(page);
    expect(await page.getByRole('button', { name: en.InlineEditor.reset }).count()).toBe(0);
    await page.getByRole('textbox', { name: en.InlineEditor.field }).fill('Changed');
    await page.getByRole('button', { name: en.InlineEditor.save }).click();
    await editHero(page);
    await page.getByRole('button', { name: en.InlineEditor.reset }).click();
    expect(await heroTitle(page).textContent()).toBe(en.HomePage.hero.title);
    expect(await heroTitle(page).getAttribute('data-customised')).toBeNull();
    expect(await stored(page)).toEqual({ en: {} });
  });

  it('works with the keyboard alone and returns focus to the edit control', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    const control = page.getByRole('button', { name: new RegExp(`^${en.InlineEditor.edit}: ${en.HomePage.hero.title.slice(0, 20)}`) });
    for (let i = 0; i < 40 && !(await control.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed by keyboard');
    await page.keyboard.press('Enter');
    expect(await heroTitle(page).textContent()).toBe('Typed by keyboard');
    expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('has no edit control inside links or buttons', async () => {
    const page = await browser.newPage();
    await page.goto('/en/services');
    // The controls arrive after hydration: wait for all of them before asserting where they are.
    await editControlsReady(page);
    expect(await page.getByRole('button', { name: new RegExp(`^${en.InlineEditor.edit}:`) }).count()).toBeGreaterThan(5);
    expect(await page.locator('a .edit-control, button .edit-control, summary .edit-control').count()).toBe(0);
  });

  it.each(['/en/about', '/de/contact', '/fr/privacy'])('moves nothing on %s when the edit controls arrive', async (path) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await page.addInitScript(() => {
      // Every shift with what moved, so a failure names its cause.
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Shift = { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const moved = entry.sources.map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${node?.nodeName} "${node?.textContent?.slice(0, 40)}" y ${from.y}→${to.y} h ${from.height}→${to.height}`,
          );
          shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms (fonts ${document.fonts.status}): ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await editControlsReady(page);
    // Every text outside headings has its control inside, in the room reserved for it.
    const placed = await page.$$eval('[data-edit-key]:not(h1, h2, h3, h4, h5, h6)', (marks) =>
      marks.filter((mark) => !mark.closest('a, button, summary, label')).map((mark) => Boolean(mark.querySelector(':scope > .edit-control'))),
    );
    expect(placed.length).toBeGreaterThan(10);
    expect(placed.every(Boolean)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  it('shows a saved edit with the page: in every frame from the first paint on, through hydration, never the catalogue text', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.addInitScript(() => {
      localStorage.setItem(
        'contentOverrides',
        JSON.stringify({ en: { 'HomePage.hero.title': 'Only ever this title', 'HomePage.hero.subtitle': 'And this subtitle' } }),
      );
      // What the two texts read in each frame the browser renders, until a while after the page is ready.
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      let framesAfterReady = -1;
      document.addEventListener('granite:page-ready', () => (framesAfterReady = 10));
      const frame = () => {
        const title = document.querySelector('h1');
        if (title) seen.push(`${title.textContent} | ${document.querySelector('[data-edit-key="HomePage.hero.subtitle"]')?.firstChild?.textContent}`);
        if (framesAfterReady !== 0) requestAnimationFrame(frame);
        if (framesAfterReady > 0) framesAfterReady--;
      };
      requestAnimationFrame(frame);
    });
    await page.goto('/en');
    await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.length > 10, null, { timeout: 30_000 });
    await editControlsReady(page);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(new Set(seen)).toEqual(new Set(['Only ever this title | And this subtitle']));
    // React kept the visitor's text (no hydration mismatch, no re-render of the page), and the editor knows the original.
    expect(problems).toEqual([]);
    expect(await heroTitle(page).getAttribute('data-customised')).toBe('');
    await editHero(page);
    expect(await page.getByRole('button', { name: en.InlineEditor.reset }).count()).toBe(1);
    await page.getByRole('button', { name: en.InlineEditor.reset }).click();
    expect(await heroTitle(page).textContent()).toBe(en.HomePage.hero.title);
  });

  it('shows a stored markup payload as literal text', async () => {
    const page = await browser.newPage();
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.addInitScript((value) => localStorage.setItem('contentOverrides', JSON.stringify({ en: { 'HomePage.hero.title': value } })), payload);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    // Put in by the head script while the page was parsed, before any of the page's code.
    expect(await heroTitle(page).textContent()).toBe(payload);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('only warns in the console when the store is corrupt', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => (message.type() === 'warning' ? warnings : message.type() === 'error' ? errors : []).push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => localStorage.setItem('contentOverrides', '{not json'));
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    // Reported by the head script while the page is parsed, and only once (the editor does not repeat it).
    await expect.poll(() => warnings.filter((text) => text.includes('Failed to load content overrides')).length).toBe(1);
    expect(await heroTitle(page).textContent()).toBe(en.HomePage.hero.title);
    await editControlsReady(page);
    expect(warnings.filter((text) => text.includes('Failed to load content overrides'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('keeps overrides per language', async () => {
    const page = await browser.newPage();
    await page.goto('/de');
    await page.getByRole('button', { name: new RegExp(`^${de.InlineEditor.edit}: ${de.HomePage.hero.title.slice(0, 15)}`) }).click();
    const field = page.getByRole('textbox', { name: de.InlineEditor.field });
    await field.fill('Nur auf Deutsch');
    await field.press('Enter');
    expect(await heroTitle(page).textContent()).toBe('Nur auf Deutsch');
    await page.goto('/en');
    await expect.poll(() => heroTitle(page).getAttribute('data-customised')).toBeNull();
    expect(await heroTitle(page).textContent()).toBe(en.HomePage.hero.title);
  });
});
