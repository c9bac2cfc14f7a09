import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';
import type { WhitePaperContent, WhitePaperLocale } from './types';

export const WHITE_PAPER_LOCALES = ['en', 'de', 'fr', 'nl'] as const satisfies readonly WhitePaperLocale[];

const CONTENT: Record<WhitePaperLocale, WhitePaperContent> = { en, de, fr, nl };

export function getWhitePaperContent(locale: WhitePaperLocale): WhitePaperContent {
  return CONTENT[locale];
}
