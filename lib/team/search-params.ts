export type SearchProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Every query parameter of a team page goes through here or through a parser of its own that
// refuses what it does not know (lib/team/lead-filter.ts, decodeCursor, leadRef, subjectEmail):
// a hand-edited link (`?before=1e400`, `?count=-1`, `?retry=NaN`) shows the page without it,
// never an error.

/** A page's query as URLSearchParams (the first value of a repeated name). */
export function searchParamsOf(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/** The largest id of a SERIAL column (PostgreSQL's int4). */
export const MAX_ID = 2_147_483_647;

/** A row id (1 … MAX_ID) written as plain digits; undefined for anything else. */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** A count (0 … max) written as plain digits; undefined for anything else. */
export function countParam(value: string | null | undefined, max = 1_000_000): number | undefined {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return undefined;
  const count = Number(value);
  return count <= max ? count : undefined;
}
