/**
 * The rules of the copy checker (copy-style.test.ts): the spec's quoted English texts, the
 * typography rules per language, English capitalisation and glossary matching.
 */
import { readFileSync } from 'node:fs';
import { locales, type Locale } from '../i18n/locales';

export const LOCALES = locales;
export type { Locale };

/**
 * English texts the specification (/work/shared/SPEC.md) quotes: they stay byte for byte, even
 * where the house style would change them (straight apostrophe, "...", a spaced hyphen).
 */
export const SPEC_TEXTS: Record<string, string> = {
  'Company.hours': 'Mon-Fri 9:00 AM - 6:00 PM GMT',
  'DiyShortcut.prompt': 'Learn more about DIY Agents',
  'HomePage.hero.primary': 'Get Started Today',
  'HomePage.hero.secondary': 'Learn More',
  'HomePage.services.viewAll': 'View All Services',
  'NotFoundPage.title': '404 Page Not Found',
  'NotFoundPage.description': "The page you're looking for doesn't exist or has been moved.",
  'NotFoundPage.backHome': 'Back to Home',
  'FormValidation.firstNameRequired': 'First name is required',
  'FormValidation.lastNameRequired': 'Last name is required',
  'FormValidation.emailInvalid': 'Please enter a valid email address',
  'FormValidation.messageTooShort': 'Message must be at least 10 characters long',
  'FormValidation.fieldRequired': 'This field is required',
  'FormValidation.privacyRequired': 'You must agree to the privacy policy to continue',
  'ContactForm.sending': 'Sending Message...',
  'ContactForm.success.title': 'Message Sent Successfully!',
  'ContactForm.success.description': 'We will get back to you within 24 hours.',
  'ContactForm.success.emailFailed': 'Your message has been received, though there was an issue with email notification.',
  'ContactForm.error.title': 'Error Sending Message',
  'ContactForm.error.fallback': 'There was an error sending your message. Please try again.',
  'DownloadForm.submitting': 'Submitting...',
  'DownloadForm.success.title': 'Success!',
  'DownloadForm.success.fallback': 'Your information has been successfully submitted!',
  'DownloadForm.error.title': 'Error',
  'DownloadForm.error.description': 'There was an error submitting your form. Please try again.',
  // The service names as the spec displays them (contact form options, cards, footer).
  'Services.aiMarketing': 'AI-Powered Marketing',
  'Services.webDesign': 'Web Design & Development',
  'Services.translation': 'Translation & Localization',
  'Services.strategy': 'Digital Strategy',
  'Services.content': 'Content Marketing',
  'Services.analytics': 'Analytics & Reporting',
  // The working phases: "Discovery & Analysis (Week 1-2)" …
  'WorkingPage.phases.discovery.title': 'Discovery & Analysis',
  'WorkingPage.phases.discovery.duration': 'Week 1-2',
  'WorkingPage.phases.strategy.title': 'Strategy Development',
  'WorkingPage.phases.strategy.duration': 'Week 2-3',
  'WorkingPage.phases.implementation.title': 'Implementation',
  'WorkingPage.phases.implementation.duration': 'Week 3-8',
  'WorkingPage.phases.optimization.title': 'Optimization & Growth',
  'WorkingPage.phases.optimization.duration': 'Week 8+',
};

/** A visible string: where it lives, its raw value and the prose a reader sees. */
export interface Text {
  /** The same for every language: `messages <key>` or `white paper <path>`. */
  id: string;
  where: string;
  raw: string;
  prose: string;
}

export const show = (text: string) => JSON.stringify(text);

export interface Rule {
  name: string;
  locales: readonly Locale[];
  /** The offending excerpt, or undefined when the text is fine. */
  find(text: Text): string | undefined;
}

export const NBSP = '\u00A0';
export const NNBSP = '\u202F';
export const excerpt = (text: string, re: RegExp) => {
  const m = re.exec(text);
  return m ? show(text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)) : undefined;
};

/** French prose without the parts where ; : ! ? % follow other rules: URLs, e-mail addresses, times, code. */
export function frenchProse(prose: string): string {
  return prose
    .replace(/\b(?:https?:\/\/|mailto:|www\.)\S+/g, 'URL')
    .replace(/\S+@\S+\.\w+/g, 'EMAIL')
    .replace(/\b\d{1,2}:\d{2}\b/g, 'TIME')
    .replace(/Content-Type:\s*[\w/]+/g, 'HEADER')
    .replace(/%s\b/g, 'FORMAT');
}

/**
 * Where a soft hyphen (U+00AD) may not stand because the word is misspelled when the line does
 * not break there (the PDF joins the halves): Dutch writes a hyphen between two vowels that would
 * otherwise read as one sound („redactie-inspanning“, not „redactieinspanning“). German and
 * French compounds are spelled joined, so a soft hyphen is always safe there.
 */
export function unsafeSoftHyphen(locale: Locale, text: string): string | undefined {
  if (locale !== 'nl') return undefined;
  return excerpt(text, /[aeiouyàáäèéëïíóöúü]\u00ad[aeiouyàáäèéëïíóöúü]/i);
}

export const RULES: Rule[] = [
  { name: 'leading or trailing whitespace', locales: LOCALES, find: ({ raw }) => (/^\s|\s$/.test(raw) ? show(raw) : undefined) },
  {
    name: 'soft hyphen between two vowels (Dutch needs a real hyphen: „redactie-inspanning“)',
    locales: ['nl'],
    find: ({ raw }) => unsafeSoftHyphen('nl', raw),
  },
  { name: 'double space', locales: LOCALES, find: ({ raw }) => excerpt(raw, /[ \u00A0\u202F]{2,}/) },
  { name: 'straight double quote (use typographic quotes)', locales: LOCALES, find: ({ prose }) => excerpt(prose, /"/) },
  { name: 'three full stops (use the ellipsis …)', locales: LOCALES, find: ({ prose }) => excerpt(prose, /\.\.\./) },
  { name: 'spaced hyphen as a dash (use an en dash –)', locales: LOCALES, find: ({ prose }) => excerpt(prose, / - /) },
  {
    name: 'space before punctuation',
    locales: ['en', 'de', 'nl'],
    find: ({ prose }) => excerpt(prose, /[ \u00A0\u202F](?:[,;:!?]|\.(?!\w))/),
  },
  { name: 'space before comma or full stop', locales: ['fr'], find: ({ prose }) => excerpt(prose, /[ \u00A0\u202F](?:,|\.(?!\w))/) },
  { name: 'straight apostrophe (use ’)', locales: ['en', 'nl'], find: ({ prose }) => excerpt(prose, /'/) },
  {
    name: 'percent sign without a no-break space (U+00A0) before it',
    locales: ['de'],
    find: ({ prose }) => excerpt(prose.replace(/%s\b/g, 'FORMAT'), /(?:^|[^\u00A0])%/),
  },
  { name: 'English closing quote ” (German quotes are „…“)', locales: ['de'], find: ({ prose }) => excerpt(prose, /”/) },
  {
    name: 'unpaired German quotes „…“',
    locales: ['de'],
    find: ({ prose }) => ((prose.match(/„/g) ?? []).length !== (prose.match(/“/g) ?? []).length ? show(prose) : undefined),
  },
  {
    name: 'no no-break space (U+00A0 or U+202F) before ; : ! ? %',
    locales: ['fr'],
    find: ({ prose }) => excerpt(frenchProse(prose), /(?:^|[^\u00A0\u202F])[;:!?%]/),
  },
  {
    name: 'no no-break space (U+00A0 or U+202F) inside « »',
    locales: ['fr'],
    find: ({ prose }) => excerpt(prose, new RegExp(`«(?![${NBSP}${NNBSP}])|(?<![${NBSP}${NNBSP}])»`)),
  },
];

/** Visible button labels (and links styled as buttons): Title Case, like the spec's. */
export const BUTTONS = [
  'Navigation.cta',
  'HomePage.hero.primary',
  'HomePage.hero.secondary',
  'HomePage.services.viewAll',
  ...['HomePage', 'AboutPage', 'ServicesPage', 'IndustryPage', 'WorkingPage', 'TestimonialsPage'].flatMap((page) => [
    `${page}.cta.primary`,
    `${page}.cta.secondary`,
  ]),
  'NotFoundPage.backHome',
  'DiyAgentsPage.insideLink',
  'DownloadForm.open',
  'DownloadForm.cancel',
  'DownloadForm.submit',
  'DownloadForm.ready.download',
  'DownloadForm.success.download',
  'DownloadLink.requestAgain',
  'ContactForm.submit',
  'CookieConsent.accept',
  'CookieConsent.reject',
  'CookieConsent.settings',
  'InlineEditor.save',
  'InlineEditor.cancel',
  'InlineEditor.reset',
];
export const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'to', 'of', 'in', 'on', 'at', 'for', 'by', 'with', 'from', 'as']);
/** Names that keep their capitals inside a sentence-case heading. */
export const PROPER_NAMES =
  /Granite Digital|Nordwerk Software|Cairnmore Outdoor|Google Analytics|Information Commissioner’s Office|LinkedIn|SaaS|Aberdeen|Amsterdam|London|Slough|Scotland|Berkshire|Europe|English|German|French|Dutch/g;

/** Words after the first that start with a capital and are neither acronyms nor names. */
export function titleCasedWords(heading: string): string[] {
  return heading
    .replace(PROPER_NAMES, 'name')
    .replace(/^\d+\s*·\s*/, '') // "1 · Build your voice profile"
    .split(/(?<=[.?!])\s+/) // each sentence has its own first word
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .filter((word) => /^\p{Lu}/u.test(word) && !/^[\p{Lu}\d&/+-]+(?:’s)?[)”’?:!,.]*$/u.test(word));
}

export interface Glossary {
  language: string;
  terms: { concept: string; use: string; avoid: string[] }[];
}

export function readGlossary(file: string): Glossary {
  return JSON.parse(readFileSync(file, 'utf8')) as Glossary;
}

/** A case-insensitive pattern for a word or phrase, not matching inside longer words. */
export function wholePhrase(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}
