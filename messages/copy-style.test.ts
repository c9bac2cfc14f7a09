/**
 * The mechanical half of the style sheets in docs/style/: glossary, typography, ICU arguments
 * and tags, line breaks and [slots], and the English texts the specification quotes. The white
 * paper's texts are catalogue texts (WhitePaper), so every check covers them. Each
 * failure lists "where: what — text", so it says what to fix.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatten, likelyMissingSentence, medianLengthRatio, readIcu, sentences, unbalancedTags, type Tree } from './copy-style';
import { BUTTONS, LOCALES, type Locale, RULES, readGlossary, show, SMALL_WORDS, SPEC_TEXTS, type Text, titleCasedWords, wholePhrase } from './copy-rules';
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

function textsOf(locale: Locale): Text[] {
  const texts: Text[] = [];
  for (const [key, raw] of catalogues[locale]) {
    texts.push({ id: `messages ${key}`, where: `messages/${locale}.json ${key}`, raw, prose: readIcu(raw).prose });
  }
  return texts;
}

/** English spec texts are exempt from the typography rules. */
const isSpecText = (locale: Locale, where: string) => locale === 'en' && Object.keys(SPEC_TEXTS).some((key) => where === `messages/en.json ${key}`);

describe.each(LOCALES)('copy style: %s', (locale) => {
  const texts = textsOf(locale);

  it.each(RULES.filter((rule) => rule.locales.includes(locale)).map((rule) => [rule.name, rule] as const))('typography: %s', (_name, rule) => {
    const problems = texts
      .filter((text) => !isSpecText(locale, text.where))
      .flatMap((text) => {
        const found = rule.find(text);
        return found === undefined ? [] : [`${text.where}: ${found}`];
      });
    expect(problems, `${locale}: ${rule.name}`).toEqual([]);
  });

  const glossaryFile = fileURLToPath(new URL(`../docs/style/glossary.${locale}.json`, import.meta.url));

  it(`has docs/style/glossary.${locale}.json in the agreed shape`, () => {
    expect(existsSync(glossaryFile), `docs/style/glossary.${locale}.json is missing`).toBe(true);
    const glossary = readGlossary(glossaryFile);
    expect(glossary.language).toBe(locale);
    expect(glossary.terms.length).toBeGreaterThan(0);
    for (const term of glossary.terms) {
      expect(typeof term.concept, JSON.stringify(term)).toBe('string');
      expect(typeof term.use, JSON.stringify(term)).toBe('string');
      expect(Array.isArray(term.avoid) && term.avoid.every((a) => typeof a === 'string' && a.trim() !== ''), JSON.stringify(term)).toBe(true);
    }
  });

  it('uses none of the glossary’s avoided wordings', () => {
    const { terms } = readGlossary(glossaryFile);
    const problems: string[] = [];
    for (const term of terms) {
      for (const avoided of term.avoid) {
        const pattern = wholePhrase(avoided);
        for (const text of texts) {
          const prose = text.prose.replace(/[\u00A0\u202F]/g, ' ');
          if (pattern.test(prose)) problems.push(`${text.where}: "${avoided}" (use "${term.use}") in ${show(text.raw)}`);
        }
      }
    }
    expect(problems, `${locale}: glossary`).toEqual([]);
  });

  it('writes ICU arguments and rich-text tags well formed', () => {
    const problems = [...catalogues[locale]].flatMap(([key, value]) => {
      try {
        const open = unbalancedTags(readIcu(value).tags);
        return open ? [`${key}: unbalanced ${open} in ${show(value)}`] : [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('copy parity: %s against English', (locale) => {
  it('has the same formatted ICU arguments (plural, select …) and rich-text tags for every key', () => {
    // catalogues.test.ts compares the simple {placeholders}; this adds formatted arguments and tags.
    const problems: string[] = [];
    for (const [key, english] of catalogues.en) {
      const translated = catalogues[locale].get(key);
      if (translated === undefined) continue; // key parity is catalogues.test.ts's job
      const a = readIcu(english);
      const b = readIcu(translated);
      const formatted = (args: string[]) => args.filter((arg) => arg.includes(',')).sort();
      const tags = (list: string[]) => [...list].sort();
      if (JSON.stringify(formatted(a.args)) !== JSON.stringify(formatted(b.args))) {
        problems.push(`${key}: arguments ${formatted(b.args).join(' ') || 'none'}, English has ${formatted(a.args).join(' ') || 'none'}`);
      }
      if (JSON.stringify(tags(a.tags)) !== JSON.stringify(tags(b.tags))) {
        problems.push(`${key}: tags ${b.tags.join('') || 'none'}, English has ${a.tags.join('') || 'none'} — ${show(translated)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers the white paper: its texts are in the catalogue', () => {
    expect([...catalogues[locale].keys()].filter((key) => key.startsWith('WhitePaper.')).length).toBeGreaterThan(180);
  });

  it('has lost no sentence (fewer sentences than English and much shorter)', () => {
    const english = new Map(textsOf('en').map((text) => [text.id, text.prose]));
    const pairs = textsOf(locale).flatMap((text): [Text, string][] => {
      const source = english.get(text.id);
      return source === undefined ? [] : [[text, source]];
    });
    const median = medianLengthRatio(pairs.map(([text, source]) => [source, text.prose]));
    const problems = pairs.flatMap(([text, source]) => {
      const finding = likelyMissingSentence(source, text.prose, locale, median);
      return finding ? [`${text.where}: ${finding} — ${show(text.raw)} against ${show(source)}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps the line breaks and [slots] of the English text (the white paper’s prompt templates)', () => {
    const shape = (text: string) => `${text.split('\n').length} lines, ${(text.match(/\[[^\]]*\]/g) ?? []).length} [slots]`;
    const problems = [...catalogues.en].flatMap(([key, source]) => {
      const raw = catalogues[locale].get(key) ?? '';
      return shape(raw) !== shape(source) ? [`${key}: ${shape(raw)}, English has ${shape(source)} — ${show(raw)}`] : [];
    });
    expect([...catalogues.en.values()].filter((text) => text.includes('\n')).length).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
});

describe('English capitalisation', () => {
  it('writes headings, titles and names in sentence case', () => {
    const isHeading = (key: string) => /(?:^|\.)(?:title|name|heading|subheading\d+)$|[a-z]Title$/.test(key) && !/^(?:Brand|Metadata)\./.test(key);
    const catalogue = [...catalogues.en].filter(([key]) => isHeading(key) && !(key in SPEC_TEXTS));
    expect(catalogue.length).toBeGreaterThan(100);
    expect(catalogue.filter(([key]) => key.startsWith('WhitePaper.')).length).toBeGreaterThan(15);
    const problems = catalogue
      .filter(([, text]) => titleCasedWords(readIcu(text).prose).length > 0)
      .map(([key, text]) => `messages/en.json ${key}: ${show(text)} (${titleCasedWords(readIcu(text).prose).join(' ')})`);
    expect(problems).toEqual([]);
  });

  it('writes button labels in Title Case', () => {
    const problems = BUTTONS.flatMap((key) => {
      const text = catalogues.en.get(key);
      if (text === undefined) return [`${key}: missing`];
      const lower = text.split(/\s+/).filter((word, i) => i > 0 && !SMALL_WORDS.has(word) && /^\p{Ll}/u.test(word));
      return lower.length || !/^\P{Ll}/u.test(text) ? [`${key}: ${show(text)}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('tells sentence case from Title Case', () => {
    expect(titleCasedWords('Why choose Granite Digital?')).toEqual([]);
    expect(titleCasedWords('Why Choose Granite Digital?')).toEqual(['Choose']);
    expect(titleCasedWords('1 · Build your voice profile')).toEqual([]);
    expect(titleCasedWords('Take care of data (UK GDPR and EU GDPR)')).toEqual([]);
    expect(titleCasedWords('Two sentences. Both fine')).toEqual([]);
  });
});

describe('the specification’s quoted English texts', () => {
  it('are unchanged in messages/en.json', () => {
    const actual = Object.fromEntries(Object.keys(SPEC_TEXTS).map((key) => [key, catalogues.en.get(key)]));
    expect(actual).toEqual(SPEC_TEXTS);
  });

  it('are the only English texts exempt from the typography rules', () => {
    // A spec text that no longer needs its exemption should lose it; this keeps the list honest.
    const exempt = Object.keys(SPEC_TEXTS).filter((key) => {
      const text: Text = { id: key, where: key, raw: SPEC_TEXTS[key]!, prose: readIcu(SPEC_TEXTS[key]!).prose };
      return RULES.some((rule) => rule.locales.includes('en') && rule.find(text) !== undefined);
    });
    expect(exempt.sort()).toEqual(['Company.hours', 'ContactForm.sending', 'DownloadForm.submitting', 'NotFoundPage.description']);
  });
});

describe('the copy checker itself', () => {
  it('reads ICU messages: arguments, plural options, tags, <code> and apostrophe escapes', () => {
    expect(readIcu('Hello {firstName}, see <link>our policy</link>.')).toEqual({
      prose: 'Hello \uFFFC, see our policy.',
      args: ['firstName'],
      tags: ['<link>', '</link>'],
    });
    const plural = readIcu('{count, plural, one {# day} other {# days}} left');
    expect(plural.args).toEqual(['count,plural']);
    expect(plural.prose).toContain('# days');
    // Punctuation right after a plural stays right after it (no space before the comma).
    expect(readIcu('{n, plural, one {# request} other {# requests}}, then more.').prose).toMatch(/# requests, then more\.$/);
    expect(readIcu('Under <code>i18nextLng</code>: ok').prose).toBe('Under \uFFFC: ok');
    expect(readIcu("It''s '{literal}' here").prose).toBe("It's {literal} here");
    expect(unbalancedTags(['<b>', '</i>'])).toBe('</i>');
  });

  it('catches each typography problem it is meant to', () => {
    const hits = (locale: Locale, raw: string) =>
      RULES.filter((rule) => rule.locales.includes(locale) && rule.find({ id: '', where: '', raw, prose: readIcu(raw).prose }) !== undefined).map(
        (rule) => rule.name,
      );
    expect(hits('en', "We're here")).toEqual(['straight apostrophe (use ’)']);
    expect(hits('en', 'We’re here ...')).toEqual(['three full stops (use the ellipsis …)', 'space before punctuation']);
    expect(hits('de', 'Bis zu 70 % weniger')).toEqual(['percent sign without a no-break space (U+00A0) before it']);
    expect(hits('de', 'Bis zu 70% weniger')).toEqual(['percent sign without a no-break space (U+00A0) before it']);
    expect(hits('de', 'Bis zu 70\u00A0% weniger, „so“')).toEqual([]);
    expect(hits('fr', 'Contactez-nous ! Horaires : 9:00 à https://x.example/a?b')).toEqual(['no no-break space (U+00A0 or U+202F) before ; : ! ? %']);
    expect(hits('fr', 'Contactez-nous\u00A0! Horaires\u202F: 9:00, « bien »')).toEqual(['no no-break space (U+00A0 or U+202F) inside « »']);
    expect(hits('fr', 'Contactez-nous\u00A0! Horaires\u202F: 9:00, «\u00A0bien\u00A0» %s')).toEqual([]);
    expect(hits('nl', "Foto's  en meer")).toEqual(['double space', 'straight apostrophe (use ’)']);
  });

  it('counts sentences, not abbreviations or numbers', () => {
    expect(sentences('One. Two? Three!', 'en')).toBe(3);
    expect(sentences('Over 1,200 projects, e.g. Aberdeen. Then more', 'en')).toBe(2);
    expect(sentences('Zum Beispiel z. B. Ideen in der 1. Woche.', 'de')).toBe(1);
    expect(sentences('Une heading sans point', 'fr')).toBe(1);
  });

  it('flags a translation that lost a sentence, not one that merged two', () => {
    const english = 'Roll it out in four phases. Do not automate everything at once. After 30 days you will have real numbers.';
    const lost = 'Führen Sie ihn in vier Phasen ein. Automatisieren Sie nicht alles auf einmal.';
    const merged = 'Führen Sie ihn in vier Phasen ein und automatisieren Sie nicht alles auf einmal; nach 30 Tagen haben Sie echte Zahlen.';
    expect(likelyMissingSentence(english, lost, 'de', 1.17)).toMatch(/^2 sentences where English has 3/);
    expect(likelyMissingSentence(english, merged, 'de', 1.17)).toBeUndefined();
    expect(
      medianLengthRatio([
        [english, merged],
        [english, lost],
        [english, english],
      ]),
    ).toBe(1);
  });

  it('matches glossary terms as whole words only', () => {
    expect(wholePhrase('setup').test('Campaign set-up and setups')).toBe(false);
    expect(wholePhrase('setup').test('Analytics Setup.')).toBe(true);
    expect(wholePhrase('web shop').test('a web  shop')).toBe(true);
  });
});
