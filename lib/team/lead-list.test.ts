import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { AuditActor } from '@/lib/team/audit';
import { bulkChange, bulkValue, parseBulkChange, parseBulkItems } from '@/lib/team/lead-bulk';
import { leadSorts, parseLeadFilter, leadFilterToParams, type LeadFilter, type LeadSort, type LeadStatusValue } from '@/lib/team/lead-filter';
import { forgetInboxCounts, inboxCounts } from '@/lib/team/inbox';
import { chipCounts, chipCountsSql, isPlainFilter, leadPlace, plainChipCounts } from '@/lib/team/lead-list';
import { decodeSortCursor, encodeSortCursor } from '@/lib/team/lead-order';
import { assignLead, changeStatus } from '@/lib/team/lead-work';
import { listLeads, type LeadRow, type Viewer } from '@/lib/team/leads';
import { fold } from '@/lib/team/search-fold';
import { engines, useTestDatabases } from '@/test/databases';
import { seedContact, seedDownload, type SeededLead } from '@/test/leads';
import { nextClosing, replyDueAt } from '@/lib/team/business-hours';
import { agencyCalendar, isOpenLead } from '@/lib/team/reply-clock';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const minute = (n: number) => new Date(Date.UTC(2026, 10, 2, 8, 0) + n * 60_000);
const key = (row: { kind: string; id: number }) => `${row.kind}:${row.id}`;

/** A small pseudo-random sequence, the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
}

describe('the list’s order and bulk values in a URL or form', () => {
  it('reads a known order, leaves the default and anything else out', () => {
    expect(parseLeadFilter(new URLSearchParams('sort=name')).sort).toBe('name');
    expect(parseLeadFilter(new URLSearchParams('sort=newest')).sort).toBeUndefined();
    expect(parseLeadFilter(new URLSearchParams('sort=NAME')).sort).toBeUndefined();
    expect(parseLeadFilter(new URLSearchParams('sort=1;drop')).sort).toBeUndefined();
    expect(leadFilterToParams({ sort: 'activity', q: 'ada' }).toString()).toBe('q=ada&sort=activity');
  });

  it('takes a cursor only for its own order and shape', () => {
    const cursor = encodeSortCursor('name', ['ada lovelace', -1, 0, -4]);
    expect(decodeSortCursor(cursor, 'name')).toEqual(['ada lovelace', -1, 0, -4]);
    expect(decodeSortCursor(cursor, 'status')).toBeUndefined();
    expect(decodeSortCursor(encodeSortCursor('status', [1, 2, 0]), 'status')).toBeUndefined();
    expect(decodeSortCursor(encodeSortCursor('status', ['x', 2, 0, 1]), 'status')).toBeUndefined();
    expect(decodeSortCursor('not-base64-json', 'oldest')).toBeUndefined();
  });

  it('reads the chosen leads and the change, refusing anything else', () => {
    expect(parseBulkItems([bulkValue({ kind: 'contact', id: 12 }, 345), 'download:3:0', 'contact:12:345'])).toEqual([
      { lead: { kind: 'contact', id: 12 }, seen: 345 },
      { lead: { kind: 'download', id: 3 }, seen: 0 },
    ]);
    for (const bad of [[], ['contact:0:1'], ['contact:1'], ['lead:1:1'], ['contact:1:-1'], ['contact:99999999999:1'], Array(201).fill('contact:1:0')]) {
      expect(parseBulkItems(bad)).toBeUndefined();
    }
    expect(parseBulkChange('status:answered')).toEqual({ type: 'status', status: 'answered' });
    expect(parseBulkChange('assign:me')).toEqual({ type: 'assign', assignee: 'me' });
    expect(parseBulkChange('assign:none')).toEqual({ type: 'assign', assignee: null });
    expect(parseBulkChange('assign:7')).toEqual({ type: 'assign', assignee: 7 });
    for (const bad of [null, '', 'status:done', 'assign:', 'assign:0', 'delete:1']) expect(parseBulkChange(bad)).toBeUndefined();
  });
});

describe.each(engines)('the list on %s', (engine) => {
  let prisma: PrismaClient;
  let me: AuditActor;
  let colleague: AuditActor;
  let viewer: Viewer;
  let seeded: (SeededLead & { name: string; status: LeadStatusValue })[];
  const statuses = ['new', 'in_progress', 'answered', 'closed'] as const;
  const names = ['Émile Zola', 'ada Lovelace', 'Ada Byron', 'Zoë Ködel', 'bob Marley', 'Chloé Dubois', 'Øyvind Berg', 'ada lovelace'];

  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const a = await prisma.user.create({ data: { username: 'mia', password: 'x' } });
    const b = await prisma.user.create({ data: { username: 'noor', password: 'x' } });
    me = { id: a.id, username: a.username };
    colleague = { id: b.id, username: b.username };
    viewer = { id: me.id, since: new Date(0) };
    const random = numbers(7);
    seeded = [];
    for (let i = 0; i < 24; i++) {
      const [firstName, lastName] = names[i % names.length]!.split(' ') as [string, string];
      const status = statuses[random(4)]!;
      // Some share an instant, across the two forms, to exercise the tie-breaks.
      const createdAt = minute(i % 5 === 0 ? 3 : i);
      const seed = { firstName, lastName, status, createdAt, locale: ['en', 'de'][random(2)]! };
      const lead = i % 3 === 0 ? await seedDownload(prisma, seed) : await seedContact(prisma, { ...seed, service: random(2) ? 'web-design' : null });
      seeded.push({ ...lead, name: `${firstName} ${lastName}`, status });
      const owner = [null, me.id, colleague.id][random(3)];
      if (owner !== null) {
        const table = lead.kind === 'contact' ? prisma.contactSubmission : prisma.downloadSubmission;
        await (table as typeof prisma.contactSubmission).update({ where: { id: lead.id }, data: { assigneeId: owner } });
      }
      // A member's change makes a lead's last activity later than its arrival.
      if (random(3) === 0) await changeStatus(prisma, lead, 'in_progress', colleague, minute(40 + random(20)));
    }
  });

  const all = async (filter: LeadFilter, limit = 200): Promise<LeadRow[]> => {
    const rows: LeadRow[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await listLeads(prisma, filter, { after, limit }, viewer);
      rows.push(...page.rows);
      if (!page.next) return rows;
      after = page.next;
    }
    throw new Error('pagination never ended');
  };

  it('counts every chip under every filter as the list with that chip’s value (one statement)', async () => {
    const random = numbers(11);
    const options = {
      kind: [undefined, 'contact', 'download'] as const,
      locale: [undefined, 'en', 'de'] as const,
      q: [undefined, 'ada', 'zola', 'nobody'] as const,
      from: [undefined, minute(5)] as const,
      service: [undefined, 'web-design'] as const,
      status: [undefined, ...statuses] as const,
      assignee: [undefined, 'me', 'none'] as const,
    };
    for (let round = 0; round < 14; round++) {
      const filter: LeadFilter = {};
      for (const [name, values] of Object.entries(options)) {
        const value = values[random(values.length)];
        if (value !== undefined) Object.assign(filter, { [name]: value });
      }
      const statement = chipCountsSql(filter, viewer);
      const counts = await chipCounts(prisma, filter, viewer);
      if (!statement) {
        expect(counts.results).toBe(0);
        continue;
      }
      expect(statement.text.match(/SELECT/g)!.length).toBeLessThanOrEqual(3);
      expect(counts.results).toBe((await all(filter)).length);
      for (const status of statuses) expect(counts[status], `${status} under ${JSON.stringify(filter)}`).toBe((await all({ ...filter, status })).length);
      const withoutView = { ...filter, assignee: undefined };
      expect(counts.all).toBe((await all(withoutView)).length);
      expect(counts.mine).toBe((await all({ ...filter, assignee: 'me' })).length);
      expect(counts.unassigned).toBe((await all({ ...filter, assignee: 'none' })).length);
      // The status chips add up to the list without a status.
      const sum = statuses.reduce((total, status) => total + counts[status], 0);
      expect(sum).toBe((await chipCounts(prisma, { ...filter, status: undefined }, viewer)).results);
    }
  });

  it('reads the plain inbox’s chips from the shared counts, as a fresh count would', async () => {
    forgetInboxCounts();
    const shared = plainChipCounts(await inboxCounts(prisma, viewer, null));
    expect(shared).toEqual(await chipCounts(prisma, {}, viewer));
    expect(isPlainFilter({ sort: 'name' })).toBe(true);
    expect(isPlainFilter({ q: 'ada' })).toBe(false);
    expect(isPlainFilter({ status: 'new' })).toBe(false);
  });

  it('orders by each sort, page after page, without losing or repeating a lead', async () => {
    const details = new Map(
      await Promise.all(
        seeded.map(async (lead) => {
          const table = lead.kind === 'contact' ? prisma.contactSubmission : prisma.downloadSubmission;
          const row = await (table as typeof prisma.contactSubmission).findUniqueOrThrow({ where: { id: lead.id } });
          return [key(lead), { ...lead, status: row.status, activity: (row.updatedAt ?? lead.createdAt).getTime() }] as const;
        }),
      ),
    );
    const newest = (a: SeededLead, b: SeededLead) => b.createdAt.getTime() - a.createdAt.getTime() || a.kind.localeCompare(b.kind) || b.id - a.id;
    const rank = (status: string) => statuses.indexOf(status as LeadStatusValue);
    const expected: Record<LeadSort, (a: (typeof seeded)[number], b: (typeof seeded)[number]) => number> = {
      newest,
      oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.kind.localeCompare(b.kind) || a.id - b.id,
      activity: (a, b) => details.get(key(b))!.activity - details.get(key(a))!.activity || newest(a, b),
      status: (a, b) => rank(details.get(key(a))!.status) - rank(details.get(key(b))!.status) || newest(a, b),
      name: (a, b) => (fold(a.name) < fold(b.name) ? -1 : fold(a.name) > fold(b.name) ? 1 : newest(a, b)),
      // Leads still to answer first, the soonest due (the oldest) first; then the others newest first.
      due: (a, b) => {
        const open = (lead: SeededLead) => (isOpenLead(details.get(key(lead))!.status) ? 0 : 1);
        const byDate = open(a) === 0 ? a.createdAt.getTime() - b.createdAt.getTime() : b.createdAt.getTime() - a.createdAt.getTime();
        return open(a) - open(b) || byDate || a.kind.localeCompare(b.kind) || b.id - a.id;
      },
    };
    for (const sort of leadSorts) {
      const filter: LeadFilter = sort === 'newest' ? {} : { sort };
      const paged = (await all(filter, 5)).map(key);
      expect(paged, sort).toEqual([...seeded].sort(expected[sort]).map(key));
      expect((await all(filter)).map(key), sort).toEqual(paged);
      // Another order's "later" link shows the first page rather than an error.
      const first = await listLeads(prisma, filter, { after: encodeSortCursor('oldest', [1, 0, 1]), limit: 3 }, viewer);
      expect(first.rows.map(key)).toEqual(paged.slice(0, 3));
    }
  });

  it('keeps the leads still to answer whose reply is overdue, or due by today’s closing', async () => {
    const now = new Date();
    const calendar = agencyCalendar();
    const statusOf = new Map((await all({})).map((row) => [key(row), row.status]));
    const open = seeded.filter((lead) => isOpenLead(statusOf.get(key(lead))!));
    const overdue = open
      .filter((lead) => replyDueAt(lead.createdAt, calendar) <= now)
      .map(key)
      .sort();
    const today = open
      .filter((lead) => replyDueAt(lead.createdAt, calendar) > now && replyDueAt(lead.createdAt, calendar) <= nextClosing(now, calendar))
      .map(key)
      .sort();
    expect(overdue.length).toBeGreaterThan(0);
    expect((await all({ due: 'overdue' })).map(key).sort()).toEqual(overdue);
    expect((await all({ due: 'today' })).map(key).sort()).toEqual(today);
    expect(parseLeadFilter(leadFilterToParams({ due: 'today', sort: 'due' }))).toEqual({ due: 'today', sort: 'due' });
  });

  it('finds a lead’s previous and next in the list it was opened from', async () => {
    for (const filter of [{}, { sort: 'name' }, { sort: 'status', kind: 'contact' }, { sort: 'activity', q: 'ada' }] satisfies LeadFilter[]) {
      const rows = await all(filter);
      expect(rows.length).toBeGreaterThan(2);
      for (const [index, row] of rows.entries()) {
        const place = await leadPlace(prisma, row, filter, viewer);
        expect(place).toEqual({
          position: index + 1,
          total: rows.length,
          previous: index > 0 ? { kind: rows[index - 1]!.kind, id: rows[index - 1]!.id } : null,
          next: index < rows.length - 1 ? { kind: rows[index + 1]!.kind, id: rows[index + 1]!.id } : null,
        });
      }
    }
    // A lead the filter no longer shows still has neighbours, but no place.
    const outside = seeded.find((lead) => lead.kind === 'download')!;
    const place = await leadPlace(prisma, outside, { kind: 'contact' }, viewer);
    expect(place.position).toBeNull();
    expect(place.previous ?? place.next).not.toBeNull();
  });

  it('changes the chosen leads as single changes do, skipping one a colleague changed since the list was shown', async () => {
    const rows = (await all({ kind: 'contact' })).slice(0, 3);
    const items = rows.map((row) => ({ lead: { kind: row.kind, id: row.id }, seen: row.version! }));
    // Meanwhile a colleague takes the second one.
    await assignLead(prisma, items[1]!.lead, colleague.id, colleague);
    const auditBefore = await prisma.auditEntry.count({ where: { action: 'lead-assign' } });
    const result = await bulkChange(prisma, [...items, { lead: { kind: 'contact', id: 2_000_000 }, seen: 0 }], { type: 'assign', assignee: 'me' }, me);
    expect(result.changed.map(key)).toEqual([key(items[0]!.lead), key(items[2]!.lead)]);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]).toMatchObject({ lead: items[1]!.lead, conflict: { type: 'assignment', authorName: 'noor', to: 'noor' } });
    expect(result.missing).toEqual([{ kind: 'contact', id: 2_000_000 }]);
    const after = await prisma.contactSubmission.findMany({ where: { id: { in: items.map((item) => item.lead.id) } }, orderBy: { id: 'asc' } });
    for (const row of after) expect(row.assigneeId).toBe(row.id === items[1]!.lead.id ? colleague.id : me.id);
    // One timeline and one audit entry per lead that changed hands.
    const changedHands = rows.filter((row, index) => index !== 1 && row.assignee !== 'mia').length;
    expect((await prisma.auditEntry.count({ where: { action: 'lead-assign' } })) - auditBefore).toBe(changedHands);
    // A status change on the versions the list now shows goes through for all three.
    const fresh = (await all({ kind: 'contact' })).filter((row) => items.some((item) => item.lead.id === row.id));
    const status = await bulkChange(
      prisma,
      fresh.map((row) => ({ lead: { kind: row.kind, id: row.id }, seen: row.version! })),
      { type: 'status', status: 'answered' },
      me,
    );
    expect(status.changed).toHaveLength(3);
    expect(status.skipped).toEqual([]);
  });
});
