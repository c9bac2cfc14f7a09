import 'server-only';
import type { Locale } from '@/i18n/routing';
import { serverTranslator } from '@/lib/server-i18n';

// Texts named as an editor knows them, in the member's language: the page (or part of the
// site), the section and what the text is ("Home · hero · headline"), not the catalogue key
// (HomePage.hero.title), which stays in a detail view for developers.

export type TextNamer = (key: string) => string;

/** "caseStudy" → "case study", "3" → "4" (lists count from one for people). */
function words(segment: string): string {
  if (/^[0-9]+$/.test(segment)) return String(Number(segment) + 1);
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The namer for one interface language: page or area, middle segments, then the text's kind. */
export async function textNamer(locale: Locale): Promise<TextNamer> {
  // A plain translator: route handlers call this too, outside next-intl's request scope.
  const t = await serverTranslator(locale, 'Team');
  // Keys of the catalogue are open-ended: looked up by name, with words of the key as fallback.
  const named = (group: 'areas' | 'parts', name: string): string | undefined => {
    const id = `copy.names.${group}.${name}` as 'copy.names.areas.HomePage';
    return t.has(id) ? t(id) : undefined;
  };
  return (key) => {
    const [area = '', ...rest] = key.split('.');
    const last = rest.pop();
    const areaName = named('areas', area) ?? words(area.replace(/Page$/, ''));
    const kind = last === undefined ? '' : (named('parts', last) ?? words(last));
    return [areaName, ...rest.map(words), kind].filter(Boolean).join(' · ');
  };
}
