import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { legalMessageKeys, privacySections, termsSections, type LegalSection } from './legal-sections';

const catalogues = { en, de, fr, nl };
const pages = { PrivacyPage: privacySections, TermsPage: termsSections } as const;

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe.each(Object.entries(pages) as Array<[keyof typeof pages, readonly LegalSection[]]>)('%s', (group, sections) => {
  it('has unique, URL-safe section ids', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)('finds every text it renders in %s', (locale) => {
    const missing = legalMessageKeys(sections).filter((key) => typeof lookup(catalogues[locale][group], key) !== 'string');
    expect(missing).toEqual([]);
  });
});
