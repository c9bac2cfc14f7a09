/**
 * The editorial pass, kept fixed: banned phrases per language (docs/style/glossary.
 * <locale>.json "banned"), numbers and their units, the German ellipsis, and buttons in one verb
 * form in German and Dutch (docs/style/de.md, nl.md). Over the catalogues: every text the team
 * can publish, the white paper's included once it lives there.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatten, readIcu, type Tree } from './copy-style';
import { BUTTONS, LOCALES, type Locale, show, wholePhrase } from './copy-rules';
import { DESTINATION_BUTTONS, EDITORIAL_RULES, notInfinitive, readBanned, SENTENCE_SUBJECTS } from './copy-editorial';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

const catalogues: Record<Locale, Map<string, string>> = {
  en: flatten(en as Tree),
  de: flatten(de as Tree),
  fr: flatten(fr as Tree),
  nl: flatten(nl as Tree),
};
const prose = (raw: string) => readIcu(raw).prose;

/** Buttons beyond the English Title Case list: mail buttons, consent pages, the team area. */
const MORE_BUTTONS = [
  'VisitorMail.linkLabel',
  'MarketingConsent.mail.confirmLabel',
  'MarketingConsent.confirmPage.button',
  'MarketingConsent.unsubscribePage.button',
  'DownloadForm.close',
  'PublishMode.discard',
  'Team.signIn.submit',
  'Team.shell.signOut',
  'Team.shell.signOutEverywhere',
  'Team.leads.apply',
  'Team.leads.clear',
  'Team.leads.export',
  'Team.lead.save',
  'Team.lead.retry',
  'Team.copy.drafts.publish',
  'Team.copy.drafts.discard',
  'Team.requests.erase',
];

describe.each(LOCALES)('editorial rules: %s', (locale) => {
  const texts = [...catalogues[locale]];
  const glossary = fileURLToPath(new URL(`../docs/style/glossary.${locale}.json`, import.meta.url));

  it('uses none of the glossary’s banned phrases', () => {
    const problems = readBanned(glossary).flatMap(({ phrase, use, keys }) => {
      const pattern = wholePhrase(phrase);
      return texts
        .filter(([key, raw]) => (!keys || key.startsWith(keys)) && pattern.test(prose(raw).replace(/[\u00A0\u202F]/g, ' ')))
        .map(([key, raw]) => `messages/${locale}.json ${key}: "${phrase}" (use "${use}") in ${show(raw)}`);
    });
    expect(problems).toEqual([]);
  });

  it.each(EDITORIAL_RULES.filter((rule) => rule.locales.includes(locale)).map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const problems = texts.flatMap(([key, raw]) => {
      const found = rule.find(prose(raw));
      return found === undefined ? [] : [`messages/${locale}.json ${key}: ${found}`];
    });
    expect(problems).toEqual([]);
  });
});

describe.each(LOCALES)('a stand-in for a name at the start of a sentence in %s', (locale) => {
  it.each(SENTENCE_SUBJECTS)('$value starts with a capital where $placeholder starts a text under $key', ({ key, placeholder, value }) => {
    const starting = [...catalogues[locale]].filter(([name, raw]) => name.startsWith(key) && raw.startsWith(placeholder));
    expect(starting.length).toBeGreaterThan(0);
    expect(catalogues[locale].get(value)).toMatch(/^\p{Lu}/u);
  });
});

describe.each(['de', 'nl'] as const)('buttons in %s', (locale) => {
  it('are infinitive phrases, or name a destination', () => {
    const keys = [...BUTTONS, ...MORE_BUTTONS].filter((key) => !DESTINATION_BUTTONS.has(key));
    const problems = keys.flatMap((key) => {
      const label = catalogues[locale].get(key);
      if (label === undefined) return [`${key}: missing`];
      const why = notInfinitive(locale, label);
      return why ? [`${key}: ${show(label)} ${why}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('Dutch menu', () => {
  it('names the contact page with the noun, as Dutch sites do (the button says “Contact opnemen”)', () => {
    expect(catalogues.nl.get('Navigation.contact')).toBe('Contact');
    expect(catalogues.nl.get('Navigation.cta')).toBe('Contact opnemen');
  });
});

describe('the editorial checker itself', () => {
  const hits = (locale: Locale, text: string) => EDITORIAL_RULES.filter((rule) => rule.locales.includes(locale) && rule.find(text)).map((rule) => rule.name);

  it('catches what it is meant to, and not its correct forms', () => {
    expect(hits('de', 'Wird bestätigt…')).toHaveLength(1);
    expect(hits('de', 'Wird bestätigt …')).toEqual([]);
    expect(hits('de', 'Dieser Link ist 7 Tage gültig.')).toHaveLength(1);
    expect(hits('de', 'Dieser Link ist sieben Tage gültig, 14 Tage, Woche 1–2.')).toEqual([]);
    expect(hits('nl', 'binnen 7 dagen')).toHaveLength(1);
    expect(hits('en', 'valid for 7 days')).toHaveLength(1);
    expect(hits('fr', 'sous 24 heures')).toHaveLength(1);
    expect(hits('fr', 'sous 24\u00A0heures, en 2024 nous')).toEqual([]);
    expect(hits('fr', 'Demande n° 12')).toHaveLength(1);
    expect(hits('fr', 'Demande nº\u00A012')).toHaveLength(1);
    expect(hits('fr', 'Demande n°\u00A012, un nœud')).toEqual([]);
  });

  it('tells an infinitive button from an imperative or a sentence', () => {
    expect(notInfinitive('nl', 'Start je project')).toBe('starts with an imperative');
    expect(notInfinitive('nl', 'Bekijk alle diensten')).toBe('starts with an imperative');
    expect(notInfinitive('nl', 'Je project starten')).toBeUndefined();
    expect(notInfinitive('nl', 'Whitepaper downloaden (pdf)')).toBeUndefined();
    expect(notInfinitive('nl', 'Contact')).toMatch(/infinitive/);
    expect(notInfinitive('de', 'So arbeiten wir')).toMatch(/sentence/);
    expect(notInfinitive('de', 'Arbeitsweise ansehen')).toBeUndefined();
    expect(notInfinitive('de', 'Whitepaper herunterladen (PDF)')).toBeUndefined();
  });

  it('limits a banned phrase to its keys', () => {
    const banned = readBanned(fileURLToPath(new URL('../docs/style/glossary.fr.json', import.meta.url)));
    expect(banned.find((entry) => entry.phrase === 'prospects')?.keys).toBe('Team.');
    // Marketing copy keeps "prospects" (sales leads): only the team area's inbox says "demandes".
    expect([...catalogues.fr].some(([key, raw]) => !key.startsWith('Team.') && /prospects/.test(raw))).toBe(true);
  });
});
