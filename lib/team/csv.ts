import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadFilter } from '@/lib/team/lead-filter';
import { queryLeads, type Cursor, type LeadExportRow, type Viewer } from '@/lib/team/lead-query';
import { sourceColumns, type SourceColumn } from '@/lib/team/source-columns';

/** What a CSV of leads is written with, in one member's language and zone (lib/team/export-labels.ts makes it). */
export type ExportLabels = {
  locale: Locale;
  separator: CsvSeparator;
  timeZone: string;
  fileName: string;
  dateTime: (value: Date) => string;
  header: (column: LeadColumn) => string;
  value: (column: LeadColumn, row: LeadExportRow) => CellValue;
};

// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so Excel reads
// the accents, the separator the member's spreadsheet expects (Excel in German, French or Dutch
// splits on `;`, in English on `,`), and no formulas. Names and messages are typed by strangers,
// and a cell such as =HYPERLINK(…) would run when a team member opens the file.
//
// Neutralisation follows OWASP's CSV injection advice and holds whichever separator the reading
// spreadsheet uses: a cell starting with = + - @ tab CR or NUL gets a leading apostrophe (shown as
// text), and so does a cell in which `,` `;` a tab, a quote or a line break is followed by one of
// them (`x;=1+1` would otherwise become a formula cell in a spreadsheet splitting on `;`, even in
// a file meant for `,`, or in one that ignores quotes; `x<TAB>=1+1` likewise in one importing
// tab-separated text). Every cell holding `,` `;` a tab, `"` or a line break is quoted, so each
// kind of spreadsheet reads it as one cell.
//
// A phone number as people type it (`+44 20 7946 0958`, `+49 (0)30 1234567`) starts with `+` but
// is no injection: digits, spaces and ( ) . / - call no function and name no cell. Left as it is,
// though, a spreadsheet still parses it (a number losing its +, or an error where spaces stand),
// and the apostrophe shows as a stray character wherever a spreadsheet opens CSV. So such a cell,
// and only one made of nothing else, is written as the text constant ="+44 20 7946 0958", which
// spreadsheets show exactly as typed; none of its characters can end the string.

export const CSV_BOM = '\uFEFF';

export type CsvSeparator = ',' | ';';
export type CellValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\0]/;
const FORMULA_AFTER_SPLIT = /[,;"\t\r\n][\s]*[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;
const PHONE_NUMBER = /^\+[0-9][0-9 ()./-]{2,30}[0-9]$/;

/** The separator Excel expects in the member's language (its list separator there). */
export function csvSeparatorFor(locale: string): CsvSeparator {
  return locale === 'en' ? ',' : ';';
}

export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  if (PHONE_NUMBER.test(value)) return `"=""${value}"""`;
  const text = FORMULA_START.test(value) || FORMULA_AFTER_SPLIT.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: CellValue[], separator: CsvSeparator = ','): string {
  return `${values.map(csvCell).join(separator)}\r\n`;
}

export const leadColumns = [
  'kind',
  'id',
  'createdAt',
  'status',
  'assignee',
  'firstName',
  'lastName',
  'email',
  'company',
  'service',
  'locale',
  'agreeMarketing',
  'marketingConsent',
  'notification',
  'message',
  'notes',
  // Where the lead came from (lib/team/export-labels.ts reads them off `source`).
  ...sourceColumns,
] as const satisfies readonly (keyof LeadExportRow | SourceColumn)[];

export type LeadColumn = (typeof leadColumns)[number];

/** Rows per query: large enough that 100,000 leads take a few hundred queries, small enough to hold. */
const EXPORT_PAGE = 500;

/**
 * Every lead of the filter, newest first, as a CSV download in the member's language (headers,
 * status and service names, local date-times; lib/team/export-labels.ts). Page by page on demand:
 * the next query runs only when the reader has taken the previous page, so a slow download holds one page.
 */
export function leadsCsv(prisma: PrismaClient, filter: LeadFilter, labels: ExportLabels, viewer?: Viewer): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (values: CellValue[]) => csvLine(values, labels.separator);
  let after: Cursor | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + line(leadColumns.map((column) => labels.header(column)))));
      },
      async pull(controller) {
        if (done) return;
        const rows = await queryLeads(prisma, filter, after, EXPORT_PAGE, { withBodies: true, viewer });
        const last = rows.at(-1);
        if (rows.length < EXPORT_PAGE || !last) done = true;
        if (last) {
          after = { at: last.createdAt, kind: last.kind, id: last.id };
          controller.enqueue(encoder.encode(rows.map((row) => line(leadColumns.map((column) => labels.value(column, row)))).join('')));
        }
        if (done) controller.close();
      },
    },
    // One page waits in the stream at most.
    { highWaterMark: 1 },
  );
}
