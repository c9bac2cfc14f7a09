import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en as Tree);
const translations = { de, fr, nl } as Record<string, Tree>;

// Values that are legitimately the same in every language: names, numbers and contact data.
const sameInEveryLanguage = new Set([
  'Brand.name',
  'Metadata.titleTemplate',
  'Company.phone',
  'Company.email',
  'Company.headquarters.street',
  'Company.headquarters.city',
  'Company.london.street',
  'Company.london.city',
  // Punctuation between two values („{attempt}: …“): French has its no-break space, the others the same colon.
  'Team.timeline.earlierWording',
  'Team.timeline.attemptOutcome',
]);
// Values that are the same as the English in one language only, on purpose. Dutch menus say
// "Contact" (docs/style/nl.md): a verb there ("Contact opnemen") reads like a button.
const sameInLanguage: Record<string, ReadonlySet<string>> = { nl: new Set(['Navigation.contact']) };
// Words a language spells like English (Sources, Focus …): translated, not left in English.
const cognates: Record<string, Set<string>> = {
  de: new Set([
    'TeamArticles.toolbar.link',
    'TeamArticles.history.live',
    'Team.leadSource.medium',
    'Team.leadSource.csv.utmMedium',
    'Team.leadSource.devices.tablet',
    'Team.leadSource.devices.desktop',
    'Team.account.passkeys.title',
  ]),
  fr: new Set([
    'WhitePaper.sections.architecture.flow1.steps.1.title',
    'WhitePaper.sections.measuring.table1.rows.4.1',
    'Team.copy.drafts.actions',
    'Team.shell.articles',
    'InsightsPage.pagination',
    'TeamArticles.title',
    'TeamArticles.toolbar.codeBlock',
    'TeamArticles.toolbar.image',
    'Team.leadSource.source',
    'Team.leadSource.csv.source',
    'Team.insights.dimensionNames.source',
    'Team.insights.traffic.source',
    'Team.insights.total',
    'Team.insights.conversion.page',
    'Team.insights.conversion.rate',
    'Team.insights.vitals.page',
    'Team.inboxList.menu',
  ]),
  nl: new Set([
    'WhitePaper.sections.measuring.table1.rows.2.1',
    'WhitePaper.sections.rollout.table1.columns.2',
    'Team.webhooks.endpoint',
    'Team.subjectDocument.optInStatus',
    'TeamArticles.toolbar.link',
    'TeamArticles.history.live',
    'Team.leadSource.medium',
    'Team.leadSource.csv.utmMedium',
    'Team.leadSource.devices.tablet',
    'Team.leadSource.devices.desktop',
    'Team.inboxList.menu',
  ]),
};
const brandWords = /^(Granite Digital|LinkedIn|Instagram|Facebook|YouTube|E-?mail|[\d\s.,:%+€£$–-]+)$/i;

describe.each(Object.entries(translations))('messages/%s.json', (locale, tree) => {
  const translated = flatten(tree);

  it('has exactly the English key set', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no value left in English', () => {
    const untranslated = [...english]
      .filter(([key, value]) => translated.get(key) === value)
      .filter(([key, value]) => !sameInEveryLanguage.has(key) && !sameInLanguage[locale]?.has(key) && !cognates[locale]?.has(key) && !brandWords.test(value))
      .map(([key]) => key);
    expect(untranslated, `${locale}: still English`).toEqual([]);
  });

  it('keeps every ICU placeholder of the English text', () => {
    const placeholders = (text: string) => (text.match(/\{[a-zA-Z]+\}/g) ?? []).sort();
    for (const [key, value] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });
});

describe('messages/en.json', () => {
  it('has no empty strings', () => {
    expect([...english].filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
