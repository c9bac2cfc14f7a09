import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { LeadFilter } from '@/lib/team/lead-filter';
import { queryLeads, type Cursor, type LeadExportRow } from '@/lib/team/lead-query';

// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so Excel reads
// the accents, and no formulas. Names and messages are typed by strangers, and a cell such as
// =HYPERLINK(…) would run when a team member opens the file: a cell that a spreadsheet would
// take for a formula gets a leading apostrophe, which shows it as text.

export const CSV_BOM = '\uFEFF';

type CellValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: CellValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const leadColumns = [
  'kind',
  'id',
  'createdAt',
  'status',
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
  'note',
] as const satisfies readonly (keyof LeadExportRow)[];

/** Rows per query: large enough that 100,000 leads take a few hundred queries, small enough to hold. */
const EXPORT_PAGE = 500;

/**
 * Every lead of the filter, newest first, as a CSV download. Page by page on demand: the next
 * query runs only when the reader has taken the previous page, so a slow download holds one page.
 */
export function leadsCsv(prisma: PrismaClient, filter: LeadFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine([...leadColumns])));
      },
      async pull(controller) {
        if (done) return;
        const rows = await queryLeads(prisma, filter, after, EXPORT_PAGE, { withBodies: true });
        const last = rows.at(-1);
        if (rows.length < EXPORT_PAGE || !last) done = true;
        if (last) {
          after = { at: last.createdAt, kind: last.kind, id: last.id };
          controller.enqueue(encoder.encode(rows.map((row) => csvLine(leadColumns.map((column) => row[column]))).join('')));
        }
        if (done) controller.close();
      },
    },
    // One page waits in the stream at most.
    { highWaterMark: 1 },
  );
}
