import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flattenMessages, withTexts } from '@/lib/copy/messages';
import { buildCopyPages } from '@/lib/copy/pages-table';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function builtPages(files: Record<string, string>): string {
  mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(process.cwd(), '.tmp', 'copy-pages-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const catalogue = {
  Navigation: { about: 'About us' },
  HomePage: { hero: { title: 'Growth that compounds', cta: 'Start' } },
  AboutPage: { title: 'Who we are', intro: 'A team of strategists and engineers since 2012.' },
  ContactForm: { success: 'Thank you, {firstName}!' },
};

describe('which pages show which text (copy-pages.json)', () => {
  const appDir = builtPages({
    'en.html': '<nav><a>About us</a></nav><h1 data-edit-key="HomePage.hero.title">Growth that compounds</h1><a>Start now</a>',
    'en.rsc': '1:["$","a",null,{"children":"About us"}]',
    'en/about.html': '<nav><a>About us</a></nav><h1 data-edit-key="AboutPage.title">Who we are</h1><p>A team of strategists and engineers since 2012.</p>',
    'en/about.rsc': '1:["$","a",null,{"children":"About us"}]',
    'en/page-not-found.html': '<h1 data-edit-key="AboutPage.title">Who we are</h1>',
    'de.html': '<h1 data-edit-key="HomePage.hero.title">Wachstum</h1>',
  });
  const table = buildCopyPages(appDir, { en: catalogue });

  it('finds a text by its editor mark, by its whole text in the payload, or by a long enough text', () => {
    expect(table.pages.en!['HomePage.hero.title']).toEqual(['/en']);
    expect(table.pages.en!['Navigation.about']).toEqual(['/en', '/en/about']);
    expect(table.pages.en!['AboutPage.intro']).toEqual(['/en/about']);
  });

  it('does not match a short text inside another one, nor a text that takes arguments', () => {
    // "Start" is part of "Start now", not the text itself.
    expect(table.pages.en!['HomePage.hero.cta']).toBeUndefined();
    expect(table.pages.en!['ContactForm.success']).toBeUndefined();
  });

  it('leaves out the 404 page (a build artefact the proxy serves) and languages without a catalogue', () => {
    expect(table.pages.en!['AboutPage.title']).toEqual(['/en/about']);
    expect(table.pages.de).toBeUndefined();
  });
});

describe('published texts over the catalogue', () => {
  it('replaces texts by dotted key and leaves the catalogue itself alone', () => {
    const messages = withTexts(catalogue, { 'HomePage.hero.title': 'New', 'Nowhere.key': 'x', 'HomePage.hero': 'not a text' });
    expect(messages.HomePage.hero).toEqual({ title: 'New', cta: 'Start' });
    expect(catalogue.HomePage.hero.title).toBe('Growth that compounds');
    expect(flattenMessages(messages).has('Nowhere.key')).toBe(false);
  });

  it('returns the catalogue as it is when nothing is published', () => {
    expect(withTexts(catalogue, {})).toBe(catalogue);
  });
});
