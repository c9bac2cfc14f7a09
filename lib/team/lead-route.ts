import type { LeadKind } from '@/lib/team/leads';

/** `/leads/<kind>/<id>` from a route's params; undefined for anything else. */
export function leadRef(kind: string, id: string): { kind: LeadKind; id: number } | undefined {
  if (kind !== 'contact' && kind !== 'download') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
  return { kind, id: Number(id) };
}
