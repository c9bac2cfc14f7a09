/**
 * The gate for new words (rules in copy-gate.ts, words in docs/style/glossary.*.json):
 * the form of address, one word per concept in the seed articles too, no code in visible text,
 * dates through one formatter per language, and a legal page's date tied to its content
 * (messages/legal-versions.json). Every finding says where, which rule, and what to write.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longDate } from '@/lib/format';
import seed from '@/lib/articles/seed/articles.json';
import { readBanned } from './copy-editorial';
import { catalogueTexts, codeFindings, legalHash, readRegister, registerFindings, seedTexts, type Visible } from './copy-gate';
import { LOCALES, type Locale, readGlossary, show, wholePhrase } from './copy-rules';
import type { Tree } from './copy-style';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import nl from './nl.json';

const root = path.resolve(__dirname, '..');
const trees: Record<Locale, Tree> = { en: en as Tree, de: de as Tree, fr: fr as Tree, nl: nl as Tree };
const glossaryFile = (locale: Locale) => fileURLToPath(new URL(`../docs/style/glossary.${locale}.json`, import.meta.url));
const seedOf = (locale: Locale) => seedTexts(locale, seed as unknown as Parameters<typeof seedTexts>[1]);
const flat = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe.each(LOCALES)('the gate for new words: %s', (locale) => {
  const catalogue = catalogueTexts(locale, trees[locale]);
  const articles = seedOf(locale);
  const register = readRegister(glossaryFile(locale));

  it(`addresses the reader one way (${register.address}) in the catalogue and the seed articles`, () => {
    expect(catalogue.length).toBeGreaterThan(1000);
    expect(articles.length).toBeGreaterThan(20);
    expect(registerFindings([...catalogue, ...articles], register)).toEqual([]);
  });

  it('writes the seed articles with the glossary’s words (the catalogues: copy-style, copy-editorial)', () => {
    const { terms } = readGlossary(glossaryFile(locale));
    const avoided = terms.flatMap((term) => term.avoid.map((phrase) => ({ phrase, use: term.use, keys: undefined as string | undefined })));
    const problems = [...avoided, ...readBanned(glossaryFile(locale))].flatMap(({ phrase, use, keys }) =>
      articles
        .filter((text) => (!keys || text.key.startsWith(keys)) && wholePhrase(phrase).test(flat(text.prose)))
        .map((text) => `${text.where}: glossary: "${phrase}" — use "${use}" — in ${show(text.prose)}`),
    );
    expect(problems).toEqual([]);
  });

  it('shows no code in visible text: no file path, command or identifier', () => {
    expect(codeFindings([...catalogue, ...articles])).toEqual([]);
  });
});

describe('the gate’s rules themselves', () => {
  const text = (prose: string): Visible => ({ where: 'x', key: 'Team.x', prose });
  const findings = (locale: Locale, prose: string) => registerFindings([text(prose)], readRegister(glossaryFile(locale)));

  it('catch the wrong form of address, and not the words that only look like it', () => {
    expect(findings('nl', 'De pagina toont nu de stand; voer uw wijziging opnieuw uit.')).toHaveLength(1);
    expect(findings('nl', 'U kunt het tabblad sluiten.')).toHaveLength(1);
    expect(findings('nl', 'Je kunt je keuze wijzigen (UK GDPR, 9.00 uur).')).toEqual([]);
    expect(findings('de', 'Hast du Fragen? Schreib uns.')).toHaveLength(1);
    expect(findings('de', 'Haben Sie Fragen? Schreiben Sie uns.')).toEqual([]);
    expect(findings('fr', 'Tu peux modifier ton choix.')).toHaveLength(1);
    expect(findings('fr', 'Je t’envoie le lien.')).toHaveLength(1);
    expect(findings('fr', 'Vous gardez le ton de votre marque, jusqu’à 70 %.')).toEqual([]);
  });

  it('catch code in prose, and not parameters a visitor sees or code set as code', () => {
    expect(codeFindings([text('beside the lab figures (docs/performance.md)')])).toHaveLength(1);
    expect(codeFindings([text('Run npm run bench first.')])).toHaveLength(1);
    expect(codeFindings([text('Method: web_form_checkbox')])).toHaveLength(1);
    expect(codeFindings([text('Set MAIL_DAILY_CAP.')])).toHaveLength(1);
    expect(codeFindings([text('Stored as contentOverrides.')])).toHaveLength(1);
    expect(codeFindings([text('campaign tags (utm_source, utm_medium), LinkedIn, iOS, e-mail, 24/7, Web Vitals.')])).toEqual([]);
  });
});

// Dates: one formatter per language (lib/format.ts dateTag/longDate; the team's memberDateTime).
// A bare locale handed to Intl formats "en" as American English ("November 3, 2026") on a UK site.
const DATE_CALL = /Intl\.DateTimeFormat\(\s*(?:locale|lang|language|'en'|"en"|undefined)?\s*[,)](?!\.resolvedOptions)|\.toLocale(?:Date|Time)String\(/;
/** Calls that format no date for a reader, each with why. */
const FORMATS_NO_DATE = [
  { file: 'lib/team/time-zone.ts', line: "new Intl.DateTimeFormat('en', { timeZone: value })", why: 'checks that a zone name is known' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return ['generated', 'node_modules'].includes(name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('dates', () => {
  it('go through lib/format’s dateTag (British English for "en"): no Intl.DateTimeFormat(locale …) or toLocaleDateString(…)', () => {
    const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          DATE_CALL.test(line) && !FORMATS_NO_DATE.some((ok) => file.endsWith(ok.file) && line.includes(ok.line))
            ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()} — format with dateTag(locale), longDate() or memberDateTime()`]
            : [],
        ),
    );
    expect(problems).toEqual([]);
  });

  it('are British in English and each language’s own elsewhere', () => {
    const day = new Date(Date.UTC(2026, 10, 3, 12));
    expect(longDate('en', day)).toBe('3 November 2026');
    expect(longDate('de', day)).toBe('3. November 2026');
    expect(longDate('fr', day)).toBe('3 novembre 2026');
    expect(longDate('nl', day)).toBe('3 november 2026');
    expect(DATE_CALL.test("new Intl.DateTimeFormat(locale, { dateStyle: 'long' })")).toBe(true);
    expect(DATE_CALL.test("new Intl.DateTimeFormat(dateTag(locale), { dateStyle: 'long' })")).toBe(false);
  });
});

// A legal page's date is tied to its content: the date each page shows and a hash of its texts
// per language, recorded together in messages/legal-versions.json.
type LegalVersion = { date: string; page: string; hashes: Record<Locale, string> };
const versionsFile = path.join(root, 'messages/legal-versions.json');
const versions = JSON.parse(readFileSync(versionsFile, 'utf8')) as Record<string, LegalVersion | string>;
const legalPages = Object.entries(versions).filter((entry): entry is [string, LegalVersion] => typeof entry[1] === 'object');
const RECORD = 'RECORD_LEGAL_VERSIONS=1 npx vitest run --project unit messages/copy-gate.test.ts';

/** The date as the page's line writes it: "27 November 2026", or "January 2025" for a month. */
function writtenDate(locale: Locale, date: string): string {
  const at = new Date(`${date.length === 7 ? `${date}-01` : date}T12:00:00Z`);
  return date.length === 7
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at)
    : longDate(locale, at);
}

describe.each(legalPages)('the legal page %s', (group, recorded) => {
  const pageDate = () => /dateTime="([\d-]+)"/.exec(readFileSync(path.join(root, recorded.page), 'utf8'))?.[1];

  it('shows one date, in every language and in the page’s <time dateTime>', () => {
    const problems = LOCALES.flatMap((locale) => {
      const line = (trees[locale][group] as Tree).lastUpdated as string;
      const want = writtenDate(locale, recorded.date);
      return flat(line).includes(flat(want))
        ? []
        : [`messages/${locale}.json ${group}.lastUpdated: ${show(line)} does not show the recorded date ${recorded.date} (${show(want)})`];
    });
    if (pageDate() !== recorded.date)
      problems.push(`${recorded.page}: dateTime="${pageDate()}", messages/legal-versions.json ${group}.date is "${recorded.date}"`);
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('has not changed in %s since the date it shows', (locale) => {
    const hash = legalHash(trees[locale][group] as Tree);
    if (hash === recorded.hashes[locale]) return;
    if (process.env.RECORD_LEGAL_VERSIONS === '1' && pageDate() !== undefined) {
      const file = JSON.parse(readFileSync(versionsFile, 'utf8')) as Record<string, LegalVersion>;
      const entry = file[group]!;
      if (recorded.date === pageDate())
        throw new Error(
          `${group} (${locale}) changed but its date did not: give it a new date before recording (see the message without RECORD_LEGAL_VERSIONS).`,
        );
      entry.date = pageDate()!;
      entry.hashes[locale] = hash;
      writeFileSync(versionsFile, `${JSON.stringify(file, null, 2)}\n`);
      return;
    }
    expect.fail(
      `${group} changed in messages/${locale}.json since it was dated ${recorded.date}, and the page says the date shows its version. ` +
        `Give the notice the date of the change: ${group}.lastUpdated in all four catalogues (today: ${LOCALES.map((l) => `${l} ${show(writtenDate(l, new Date().toISOString().slice(0, 10)))}`).join(', ')}) and dateTime= in ${recorded.page}; ` +
        `then record the new date and content in messages/legal-versions.json with ${RECORD} (it refuses while the date is unchanged). A date line is read by a native reader in each language like any other text.`,
    );
  });
});
