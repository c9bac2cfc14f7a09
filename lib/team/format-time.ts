import { dateTag } from '@/lib/format';

// The one way the team area writes a date-time for a person: in the member's zone,
// with the zone named, in the way each language writes a time: "27 Nov 2026, 14:05 CET",
// "27. Nov. 2026, 14:05 Uhr MEZ", "27 nov. 2026 à 14 h 05 (UTC+1)", "27 nov 2026, 14:05 CET".
// Server pages get it through their labels (components/team/labels.ts), client components with
// the zone the page hands them. lib/team/format-time.test.ts fails on a team file that formats a
// time any other way, so no page falls back to the server's or London's clock unnoticed.

/** The BCP 47 tag the team area formats with: British English for "en" (lib/format's dateTag). */
export const formatTag = dateTag;

const NBSP = '\u00A0';

/** "27 Nov 2026, 14:05 CET" on `timeZone`'s clock, in `locale`. */
export function memberDateTime(locale: string, timeZone: string, month: 'short' | 'long' = 'short'): (value: Date) => string {
  const tag = formatTag(locale);
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month, year: 'numeric', timeZone });
  const clock = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' });
  return (value) => {
    const parts = clock.formatToParts(value);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    // ICU names London's winter zone "GMT+0" in German and "UTC+0" in French; nobody writes that.
    const zone = part('timeZoneName').replace(/^(GMT|UTC)[+\u2212-]0$/, '$1');
    const date = day.format(value);
    const [hour, minute] = [part('hour'), part('minute')];
    if (locale === 'de') return `${date}, ${hour}:${minute}${NBSP}Uhr ${zone}`;
    if (locale === 'fr') return `${date} à ${hour}${NBSP}h${NBSP}${minute} (${zone})`;
    return `${date}, ${hour}:${minute} ${zone}`;
  };
}

/**
 * A calendar day ("2026-11-23", already counted in the member's zone, as Insights' days are) the
 * way `locale` writes it: "23 Nov", "23. Nov.", "23 November 2026". No time of day, so no zone.
 */
export function memberDay(locale: string, options: Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month' | 'year'>): (day: string) => string {
  const tag = formatTag(locale);
  const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
