import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { memberDateTime } from '@/lib/team/format-time';
import { DEFAULT_TIME_ZONE } from '@/lib/team/time-zone';
import { contactServices, serviceNames, type ContactService } from '@/lib/validation/contact';

/** Display names the team pages share: services, languages, lead kinds, statuses. */
export async function teamLabels(locale: Locale, timeZone = DEFAULT_TIME_ZONE) {
  const { Services } = await getMessages({ locale });
  const tLang = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const t = await getTranslations({ locale, namespace: 'Team' });
  const services = serviceNames(Services);
  const dateTime = memberDateTime(locale, timeZone);
  const languages = Object.fromEntries(locales.map((code) => [code, tLang(code)])) as Record<Locale, string>;
  return {
    service: (value: string | null) => (value ? (services[value as ContactService] ?? value) : '—'),
    serviceOptions: contactServices.map((value) => ({ value, label: services[value] })),
    language: (value: string | null) => (value ? (languages[value as Locale] ?? value) : '—'),
    languageOptions: locales.map((value) => ({ value, label: languages[value] })),
    kind: (value: 'contact' | 'download') => t(`kinds.${value}`),
    status: (value: 'new' | 'in_progress' | 'answered' | 'closed') => t(`statuses.${value}`),
    notification: (value: 'sent' | 'pending' | 'failed' | 'none') => t(`notifications.${value}`),
    // "25 Nov 2026, 17:05 CET": the member's zone, named, so nobody reads London time as theirs.
    dateTime,
    // A calendar day with no time or zone (a lead's next step): "Mon, 30 Nov 2026".
    day: (value: string) =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${value}T00:00:00Z`)),
    timeZone,
  };
}

export type TeamLabels = Awaited<ReturnType<typeof teamLabels>>;
