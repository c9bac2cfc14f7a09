import { isLocale, routing, type Locale } from '@/i18n/routing';

export type TeamPage =
  | ''
  | '/sign-in'
  | '/leads'
  | '/day'
  | '/insights'
  | '/copy'
  | '/copy/restore'
  | '/white-paper'
  | '/articles'
  | `/articles/${string}`
  | '/requests'
  | '/audit'
  | '/webhooks'
  | '/members'
  | `/leads/${string}`
  | '/account'
  | '/sign-in/second-factor';

export function teamPath(locale: Locale, page: TeamPage = '/leads', query?: URLSearchParams | Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `/${locale}/team${page}${search ? `?${search}` : ''}`;
}

const TEAM_PAGE = new RegExp(`^/(?:${routing.locales.join('|')})/team(?:/[A-Za-z0-9_-]+)*/?(?:\\?[A-Za-z0-9_.~%&=+-]*)?$`);

/**
 * Where to go after signing in: only a team page of ours, never another site (`//evil.example`,
 * `/\evil.example`) or a public page dressed up as one.
 */
export function safeNext(next: string | null | undefined, locale: Locale): string {
  // The team area's start, which sends each member to their own first page (an account manager to their day).
  const fallback = teamPath(locale, '');
  if (!next || !TEAM_PAGE.test(next)) return fallback;
  return next.includes('/team/sign-in') ? fallback : next;
}

/** The language a team form was sent from (its hidden `locale` field), English otherwise. */
export function formLocale(form: URLSearchParams): Locale {
  const value = form.get('locale');
  return isLocale(value) ? value : 'en';
}

/**
 * The inbox's query a lead page was opened from (`?back=kind=contact&q=…`), so "Back to leads"
 * returns to the same filtered list; only a plausible query string, never a path or a URL.
 */
export function safeBack(value: string | null | undefined): string | undefined {
  if (!value || value.length > 600 || !/^[A-Za-z0-9_.~%&=+-]*$/.test(value)) return undefined;
  return value;
}
