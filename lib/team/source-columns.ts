import { sourceName, type VisitSource } from '@/lib/insights/source-values';

// The lead-source columns of the leads export, after the existing ones: additive,
// so a spreadsheet built on the earlier columns keeps its places.

export const sourceColumns = [
  'source',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'sourceLanding',
  'sourcePage',
  'sourceReferrer',
  'sourceClickId',
  'sourceDevice',
] as const;
export type SourceColumn = (typeof sourceColumns)[number];

export function isSourceColumn(column: string): column is SourceColumn {
  return (sourceColumns as readonly string[]).includes(column);
}

type Words = { direct: string; yes: string; no: string; device: (device: NonNullable<VisitSource['device']>) => string };

/** A source column's cell: empty for leads without a source. */
export function sourceCell(column: SourceColumn, source: VisitSource | null, words: Words): string {
  if (!source) return '';
  switch (column) {
    case 'source':
      return sourceName(source) ?? words.direct;
    case 'sourceLanding':
      return source.landing ?? '';
    case 'sourcePage':
      return source.page ?? '';
    case 'sourceReferrer':
      return source.referrer ?? '';
    case 'sourceClickId':
      return source.clickId === null ? '' : source.clickId ? words.yes : words.no;
    case 'sourceDevice':
      return source.device ? words.device(source.device) : '';
    default:
      return source[column] ?? '';
  }
}
