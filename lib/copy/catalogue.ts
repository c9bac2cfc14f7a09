import 'server-only';
import { createHash } from 'node:crypto';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { flattenMessages } from '@/lib/copy/messages';

// The texts this build ships (messages/*.json) as flat keys, "HomePage.hero.title" → text: what
// a published text replaces, and what it goes back to on a revert. English is the source.

type Tree = { readonly [key: string]: unknown };

/** The texts a publish is checked and compared against; tests hand in a changed one. */
export type Catalogue = {
  /** The English keys: the only ones that can be published. */
  keys(): readonly string[];
  text(locale: Locale, key: string): string | undefined;
};

export function catalogueOf(messages: Record<Locale, Tree>): Catalogue {
  const flat = Object.fromEntries(locales.map((locale) => [locale, flattenMessages(messages[locale])])) as Record<Locale, Map<string, string>>;
  const keys = [...flat[defaultLocale].keys()];
  return { keys: () => keys, text: (locale, key) => flat[locale].get(key) };
}

export const siteCatalogue: Catalogue = catalogueOf({ en, de, fr, nl });

export function catalogueText(locale: Locale, key: string): string | undefined {
  return siteCatalogue.text(locale, key);
}

export function catalogueKeys(): readonly string[] {
  return siteCatalogue.keys();
}

/** SHA-256 (hex) of an English text: what a translation records as the English it follows. */
export function englishHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
