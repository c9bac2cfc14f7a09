// The one way the team area writes a date-time for a person: in the member's zone,
// with the zone's name in their language ("27 Nov 2026, 14:05 CET", "27. Nov. 2026, 14:05 MEZ").
// Server pages get it through their labels (components/team/labels.ts), client components with
// the zone the page hands them. lib/team/format-time.test.ts fails on a team file that formats a
// time any other way, so no page falls back to the server's or London's clock unnoticed.

/** The BCP 47 tag the team area formats with: British English for "en". */
export function formatTag(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** "27 Nov 2026, 14:05 CET" on `timeZone`'s clock, in `locale`. */
export function memberDateTime(locale: string, timeZone: string): (value: Date) => string {
  const format = new Intl.DateTimeFormat(formatTag(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return (value) => format.format(value);
}
