import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { AuditActor } from '@/lib/team/audit';
import type { LeadConflict } from '@/lib/team/lead-conflict';
import { leadStatuses, type LeadStatusValue } from '@/lib/team/lead-filter';
import { assignLead, changeStatus, isId, type LeadRef } from '@/lib/team/lead-work';
import { idParam } from '@/lib/team/search-params';

// Bulk work on the inbox: the chosen leads each get the same change as one made on the lead's
// own page (one transaction, timeline entry, audit entry and webhook each, lib/team/lead-work.ts),
// with the version the list showed, so a lead a colleague changed since the list was loaded is
// skipped and named rather than overwritten.

/** At most one page of the list. */
export const BULK_MAX = 200;

export type BulkItem = { lead: LeadRef; seen: number };
export type BulkChange = { type: 'status'; status: LeadStatusValue } | { type: 'assign'; assignee: 'me' | null | number };

/** A checkbox's value: `contact:12:345` (kind, id, the version the list showed). */
export function bulkValue(lead: LeadRef, seen: number): string {
  return `${lead.kind}:${lead.id}:${seen}`;
}

/** The chosen leads; undefined when one value is not a lead, none is chosen or too many are. */
export function parseBulkItems(values: string[]): BulkItem[] | undefined {
  if (values.length === 0 || values.length > BULK_MAX) return undefined;
  const items = new Map<string, BulkItem>();
  for (const value of values) {
    const match = /^(contact|download):([1-9][0-9]{0,9}):(0|[1-9][0-9]{0,9})$/.exec(value);
    const id = idParam(match?.[2]);
    const seen = Number(match?.[3]);
    if (!match || id === undefined || !(seen <= 2_147_483_647)) return undefined;
    items.set(`${match[1]}:${id}`, { lead: { kind: match[1] as LeadRef['kind'], id }, seen });
  }
  return [...items.values()];
}

/** The menu's value: `status:answered`, `assign:me`, `assign:none`, `assign:<member id>`. */
export function parseBulkChange(value: string | null): BulkChange | undefined {
  const [type, target] = (value ?? '').split(':', 2);
  if (type === 'status' && (leadStatuses as readonly string[]).includes(target ?? '')) return { type, status: target as LeadStatusValue };
  if (type !== 'assign') return undefined;
  if (target === 'me') return { type, assignee: 'me' };
  if (target === 'none') return { type, assignee: null };
  const id = idParam(target);
  return id === undefined ? undefined : { type, assignee: id };
}

export type BulkResult = {
  changed: LeadRef[];
  /** Changed by a colleague since the list was shown: left as they are. */
  skipped: { lead: LeadRef; conflict: LeadConflict }[];
  /** Gone (erased meanwhile), or the member to assign to no longer exists. */
  missing: LeadRef[];
};

/** Applies the change to each lead in turn; one lead's refusal never stops the others. */
export async function bulkChange(prisma: PrismaClient, items: BulkItem[], change: BulkChange, actor: AuditActor, at = new Date()): Promise<BulkResult> {
  const result: BulkResult = { changed: [], skipped: [], missing: [] };
  for (const { lead, seen } of items) {
    if (!isId(lead.id)) continue;
    const outcome =
      change.type === 'status'
        ? await changeStatus(prisma, lead, change.status, actor, at, seen)
        : await assignLead(prisma, lead, change.assignee === 'me' ? actor.id : change.assignee, actor, at, seen);
    if (outcome === true) result.changed.push(lead);
    else if (outcome === false) result.missing.push(lead);
    else result.skipped.push({ lead, conflict: outcome.conflict });
  }
  return result;
}
