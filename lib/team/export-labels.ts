import 'server-only';
import { locales, type Locale } from '@/i18n/routing';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { dateTag, labelled } from '@/lib/format';
import { loadMessages, serverTranslator } from '@/lib/server-i18n';
import { csvSeparatorFor, type ExportLabels } from '@/lib/team/csv';

export type { ExportLabels };
import { isSourceColumn, sourceCell } from '@/lib/team/source-columns';
import { memberTimeZone } from '@/lib/team/time-zone';
import { serviceNames, type ContactService } from '@/lib/validation/contact';

// What a person reads in an export: the catalogues' names for statuses, services, languages and
// kinds instead of code names, and date-times on the member's clock in their language's format,
// written the way their spreadsheet recognises as a date ("25.11.2026 17:30"); the time zone is
// named once, in the header, so the cells stay dates a spreadsheet can sort.

/** The zone a member of each language most likely works in, when the browser does not say. */
const LOCALE_TIME_ZONES: Record<Locale, string> = {
  en: 'Europe/London',
  de: 'Europe/Berlin',
  fr: 'Europe/Paris',
  nl: 'Europe/Amsterdam',
};

const knownZones = new Set(Intl.supportedValuesOf('timeZone'));

/** The member's time zone: the one their browser named (if it is a real IANA zone), else their language's. */
export function exportTimeZone(locale: Locale, asked: string | null | undefined): string {
  return asked && asked.length <= 64 && (knownZones.has(asked) || asked === 'UTC') ? asked : LOCALE_TIME_ZONES[locale];
}

/**
 * The zone an export is written in: the member's own (stored, the one every team page uses), else
 * the one their browser named with the form, else their language's.
 */
export async function memberExportTimeZone(prisma: PrismaClient, userId: number, locale: Locale, asked: string | null | undefined): Promise<string> {
  return (await memberTimeZone(prisma, userId)) ?? exportTimeZone(locale, asked);
}

/** "25.11.2026 17:30" (de), "25/11/2026 17:30" (en, fr), "25-11-2026 17:30" (nl), on `timeZone`'s clock. */
export function localDateTime(locale: Locale, timeZone: string): (value: Date) => string {
  const tag = dateTag(locale);
  const date = new Intl.DateTimeFormat(tag, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (value) => `${date.format(value)} ${time.format(value)}`;
}

export async function exportLabels(locale: Locale, timeZone: string): Promise<ExportLabels> {
  const messages = await loadMessages(locale);
  const t = await serverTranslator(locale, 'Team');
  const tLanguage = await serverTranslator(locale, 'LanguageSwitcher');
  const services = serviceNames(messages.Services);
  const languages = new Map<string, string>(locales.map((code) => [code, tLanguage(code)]));
  const dateTime = localDateTime(locale, timeZone);
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? t('csv.yes') : t('csv.no'));
  return {
    locale,
    separator: csvSeparatorFor(locale),
    timeZone,
    fileName: t('csv.fileName'),
    dateTime,
    header: (column) =>
      isSourceColumn(column)
        ? t(`leadSource.csv.${column}`)
        : column === 'createdAt'
          ? t('csv.headers.createdAt', { zone: timeZone })
          : t(`csv.headers.${column}`),
    value: (column, row) => {
      if (isSourceColumn(column)) {
        return sourceCell(column, row.source, {
          direct: t('leadSource.direct'),
          yes: t('csv.yes'),
          no: t('csv.no'),
          device: (device) => t(`leadSource.devices.${device}`),
        });
      }
      switch (column) {
        case 'kind':
          return t(`kinds.${row.kind}`);
        case 'createdAt':
          return dateTime(row.createdAt);
        case 'status':
          return t(`statuses.${row.status}`);
        case 'service':
          return row.service ? (services[row.service as ContactService] ?? row.service) : '';
        case 'locale':
          return row.locale ? (languages.get(row.locale) ?? row.locale) : '';
        case 'agreeMarketing':
          return yesNo(row.agreeMarketing);
        case 'marketingConsent':
          return row.marketingConsent ? t(`lead.marketing.${row.marketingConsent}`) : '';
        case 'notification':
          return t(`notifications.${row.notification}`);
        case 'assignee':
          return row.assignee ?? '';
        case 'notes':
          // One line per note, oldest first, dated on the member's clock; a lead from before the
          // timeline has only its note column.
          return row.notes.length
            ? row.notes.map((note) => labelled(locale, `${dateTime(note.at)} ${note.author ?? t('timeline.unknownAuthor')}`, note.body)).join('\n')
            : row.note;
        default:
          return row[column];
      }
    },
  };
}
