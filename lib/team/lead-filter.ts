import { isLocale } from '@/i18n/routing';
import { contactServices } from '@/lib/validation/contact';

// The inbox's filter as it travels in a URL (links, pagination, the CSV download): read
// leniently, since people edit and share such URLs, and written back so that reading it again
// gives the same filter.

export type LeadKind = 'contact' | 'download';
export const leadKinds = ['contact', 'download'] as const satisfies readonly LeadKind[];
/** One lead: an enquiry or a white-paper request, by its table's id. */
export type LeadRef = { kind: LeadKind; id: number };
export const leadStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];
export const consentFilters = ['yes', 'no', 'confirmed'] as const;
/** `me`: the signed-in member's leads; `none`: nobody's yet. */
export const assigneeFilters = ['me', 'none'] as const;
/**
 * The list's order: received (newest first, the default, never written to a URL; or oldest
 * first), last activity (a member's latest change or note, else received), status (new first),
 * name (A to Z, accents and case ignored), reply due (leads still to answer, the soonest due
 * first, then the rest newest first). Ties: newest first.
 */
export const leadSorts = ['newest', 'oldest', 'activity', 'status', 'name', 'due'] as const;
export type LeadSort = (typeof leadSorts)[number];
/** Leads still to answer (new or in progress) whose reply is overdue now, or due by today's closing. */
export const dueFilters = ['overdue', 'today'] as const;
export type DueFilter = (typeof dueFilters)[number];

export type LeadFilter = {
  kind?: LeadKind;
  /** A contact service; white-paper requests have none, so this shows contact requests only. */
  service?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before (exclusive). `to=2026-01-31` in a URL is read as "up to and including that day". */
  to?: Date;
  locale?: string;
  /**
   * White-paper requests only (the contact form asks for no consent): `yes`/`no` whether the
   * marketing box was ticked, `confirmed` whether the address has since confirmed the double
   * opt-in and not withdrawn.
   */
  consent?: (typeof consentFilters)[number];
  status?: LeadStatusValue;
  /** Words each found in a first name, last name, e-mail address or company; any case, any accents. */
  q?: string;
  assignee?: (typeof assigneeFilters)[number];
  /** Leads whose notification to the team failed for good. */
  notification?: 'failed';
  /** Leads whose source (utm_source, referring host, campaign, medium, landing page) mentions this; `direct` for none. */
  source?: string;
  /** The 24-hour reply promise (lib/team/reply-clock.ts): overdue now, or due later today. */
  due?: DueFilter;
  /** The list's order; absent for the default (newest first). Counts and exports ignore it. */
  sort?: Exclude<LeadSort, 'newest'>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_QUERY_LENGTH = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const kind = oneOf(leadKinds, params.get('kind'));
  if (kind) filter.kind = kind;
  const status = oneOf(leadStatuses, params.get('status'));
  if (status) filter.status = status;
  const service = oneOf(contactServices, params.get('service'));
  if (service) filter.service = service;
  const locale = params.get('locale');
  if (isLocale(locale)) filter.locale = locale;
  const consent = oneOf(consentFilters, params.get('consent'));
  if (consent) filter.consent = consent;
  const from = parseDate(params.get('from'), 'start');
  if (from) filter.from = from;
  const to = parseDate(params.get('to'), 'end');
  if (to) filter.to = to;
  const q = normaliseQuery(params.get('q') ?? '');
  if (q) filter.q = q;
  const assignee = oneOf(assigneeFilters, params.get('assignee'));
  if (assignee) filter.assignee = assignee;
  if (params.get('notification') === 'failed') filter.notification = 'failed';
  const source = normaliseQuery(params.get('source') ?? '').slice(0, 100);
  if (source) filter.source = source;
  const due = oneOf(dueFilters, params.get('due'));
  if (due) filter.due = due;
  const sort = oneOf(leadSorts, params.get('sort'));
  if (sort && sort !== 'newest') filter.sort = sort;
  return filter;
}

export function leadFilterToParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  if (filter.locale) params.set('locale', filter.locale);
  if (filter.consent) params.set('consent', filter.consent);
  if (filter.from) params.set('from', formatDate(filter.from, 'start'));
  if (filter.to) params.set('to', formatDate(filter.to, 'end'));
  const q = normaliseQuery(filter.q ?? '');
  if (q) params.set('q', q);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.notification) params.set('notification', filter.notification);
  if (filter.source) params.set('source', filter.source);
  if (filter.due) params.set('due', filter.due);
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

/** Trimmed, inner runs of white space as one space, at most 200 characters; '' for nothing. */
export function normaliseQuery(q: string): string {
  return [...q.replace(/\s+/g, ' ').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * A day (`2026-01-31`, a UTC day) or an exact instant (ISO 8601 with a zone). As the end of a
 * range a day means "until the end of that day", so the bound is the next midnight.
 */
function parseDate(value: string | null, edge: 'start' | 'end'): Date | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const midnight = new Date(Date.UTC(year, month - 1, date));
    // 2026-02-30 would silently become 2 March.
    if (midnight.getUTCFullYear() !== year || midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== date) return undefined;
    return edge === 'end' ? new Date(midnight.getTime() + DAY_MS) : midnight;
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

function formatDate(date: Date, edge: 'start' | 'end'): string {
  if (date.getTime() % DAY_MS !== 0) return date.toISOString();
  const day = edge === 'end' ? new Date(date.getTime() - DAY_MS) : date;
  return day.toISOString().slice(0, 10);
}
