/**
 * The rules of the editorial pass that copy-style.test.ts does not already hold:
 * phrases banned from a catalogue (some only under a key prefix), numbers written out or bound
 * to their unit, the German ellipsis, and one verb form for German and Dutch buttons. They run
 * over the catalogues (copy-editorial.test.ts), so every text the team can publish is covered.
 */
import { readFileSync } from 'node:fs';
import { NBSP, excerpt, type Locale } from './copy-rules';

/** A phrase no text may use (whole words, any case), optionally only in keys under `keys`. */
export interface Banned {
  phrase: string;
  use: string;
  why: string;
  keys?: string;
}

export function readBanned(file: string): Banned[] {
  const { banned } = JSON.parse(readFileSync(file, 'utf8')) as { banned?: Banned[] };
  return banned ?? [];
}

export interface EditorialRule {
  name: string;
  locales: readonly Locale[];
  find(prose: string): string | undefined;
}

export const EDITORIAL_RULES: EditorialRule[] = [
  {
    // Duden: a space before „…“ when it stands for left-out words after a whole word.
    name: 'no space before the ellipsis (German: „Wird bestätigt …“)',
    locales: ['de'],
    find: (prose) => excerpt(prose, /[^\s\u00A0\u202F„([]…/),
  },
  {
    // One to nine in words in running text: „sieben Tage“, „zeven dagen“, "seven days".
    name: 'a number from one to nine in figures before days, weeks, months or years (write it out)',
    locales: ['en', 'de', 'nl'],
    find: (prose) =>
      excerpt(
        prose,
        /(?<![\d.,:–-])[1-9][ \u00A0](?:days?|weeks?|months?|years?|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|dagen|weken|maanden|jaar)(?![\p{L}])/u,
      ),
  },
  {
    // A number and its unit stay on one line: „sous 24 heures“ with a no-break space.
    name: `a plain space between a number and its unit (use a no-break space)`,
    locales: ['fr'],
    find: (prose) => excerpt(prose, /\d (?=(?:heures?|h|jours?|mois|ans|années|semaines|minutes?|secondes?|langues|caractères|pages?)(?![\p{L}]))/u),
  },
  {
    // One spelling of the number sign, bound to its number: „Demande n° 12“, never nº, no or N°.
    name: 'the number sign n° without a no-break space after it',
    locales: ['fr'],
    find: (prose) => excerpt(prose, /\bn°(?!\u00A0)|\b[nN]º|\bN°/),
  },
];

/**
 * Texts that are whole sentences about someone, starting with who did it: the value put in the
 * placeholder is the sentence's subject, so a stand-in for a name starts with a capital.
 */
export const SENTENCE_SUBJECTS: { key: string; placeholder: string; value: string }[] = [
  { key: 'Team.timeline.', placeholder: '{author}', value: 'Team.timeline.unknownAuthor' },
];

export const NO_BREAK = NBSP;

/** Button labels that name where they lead rather than an action: no verb is expected. */
export const DESTINATION_BUTTONS = new Set(['HomePage.cta.secondary', 'NotFoundPage.backHome', 'CookieConsent.settings']);

/** Dutch imperatives a button may not start with: buttons take the infinitive („Contact opnemen“). */
const DUTCH_IMPERATIVES =
  /^(?:bekijk|ontdek|lees|download|neem|start|vraag|stuur|probeer|ga|kies|plan|bel|maak|bevestig|open|sluit|vind|leer|schrijf|verstuur|zoek|meld|ontvang|sla|bewerk|herstel)\b/i;

/**
 * Why a German or Dutch button label is not an infinitive phrase, or undefined when it is: the
 * verb comes last as an infinitive („Projekt starten“, „Je project starten“), never an
 * imperative first („Start je project“) nor a sentence with „Sie“ („So arbeiten wir“).
 */
export function notInfinitive(locale: 'de' | 'nl', label: string): string | undefined {
  const words = label.trim().split(/\s+/);
  const last = words.at(-1)!.replace(/[).]+$/, '');
  if (locale === 'nl' && DUTCH_IMPERATIVES.test(label)) return 'starts with an imperative';
  if (locale === 'de' && /\b(?:Sie|wir)\b/.test(label)) return 'is a sentence, not an infinitive phrase';
  const infinitive = locale === 'de' ? /(?:en|ern|eln)$/ : /(?:en|aan|oen|ien|aan|ijn)$/;
  // "(pdf)", "(PDF)": a trailing note after the verb does not count.
  const verb = /^\(/.test(last) && words.length > 1 ? words.at(-2)! : last;
  return infinitive.test(verb) ? undefined : `does not end with an infinitive (${JSON.stringify(verb)})`;
}
