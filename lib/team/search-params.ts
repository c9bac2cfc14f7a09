export type SearchProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A page's query as URLSearchParams (the first value of a repeated name). */
export function searchParamsOf(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}
