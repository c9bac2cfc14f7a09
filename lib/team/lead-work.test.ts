import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport, SendResult } from '@/lib/mail/message';
import { drainOutbox } from '@/lib/outbox/worker';
import type { AuditActor } from '@/lib/team/audit';
import { forgetInboxCounts, inboxCounts, markLeadRead, recordInboxVisit, SHARED_COUNTS_TTL_MS, VISIT_GAP_MS, viewerOf } from '@/lib/team/inbox';
import { workVersion } from '@/lib/team/lead-conflict';
import { addNote, assignLead, changeStatus, editNote, listMembers, NOTE_EDIT_WINDOW_MS, recordReplyStarted } from '@/lib/team/lead-work';
import { getLead, listLeads, retryNotification } from '@/lib/team/leads';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads, seedContact, seedDownload, seedMail } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const minute = (n: number) => new Date(Date.UTC(2026, 10, 25, 8, 0) + n * 60_000);

describe.each(engines)('working a lead on %s', (engine) => {
  let prisma: PrismaClient;
  let ada: AuditActor;
  let bob: AuditActor;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const [a, b] = [
      await prisma.user.create({ data: { username: 'ada', password: 'x', createdAt: minute(-10_000) } }),
      await prisma.user.create({ data: { username: 'bob', password: 'x', createdAt: minute(-10_000) } }),
    ];
    ada = { id: a.id, username: a.username };
    bob = { id: b.id, username: b.username };
  });
  beforeEach(async () => {
    await prisma.leadEvent.deleteMany();
    await clearLeads(prisma);
    forgetInboxCounts();
  });

  it('offers and accepts as assignees only members who may open leads (no editors)', async () => {
    const editor = await prisma.user.create({ data: { username: `eve-${engine}`, password: 'x', role: 'editor' } });
    const manager = await prisma.user.create({ data: { username: `max-${engine}`, password: 'x', role: 'account-manager' } });
    const offered = (await listMembers(prisma)).map((member) => member.username);
    expect(offered).toContain(manager.username);
    expect(offered).toContain('ada');
    expect(offered).not.toContain(editor.username);
    const lead = await seedContact(prisma, { createdAt: minute(0) });
    expect(await assignLead(prisma, lead, editor.id, ada, minute(1))).toBe(false);
    expect((await getLead(prisma, 'contact', lead.id))!.assigneeId).toBeNull();
    expect(await assignLead(prisma, lead, manager.id, ada, minute(2))).toBe(true);
    await prisma.user.deleteMany({ where: { id: { in: [editor.id, manager.id] } } });
  });

  it('refuses a change made on an out-of-date page, says who changed what, and lets what cannot conflict through', async () => {
    const lead = await seedContact(prisma, { createdAt: minute(0) });
    // Both open the lead: the same version.
    const seen = workVersion((await getLead(prisma, 'contact', lead.id))!.timeline);
    expect(seen).toBe(0);
    // Bob takes it; Ada, on her older page, clicks "Assign to Me": refused, with Bob's change.
    expect(await assignLead(prisma, lead, bob.id, bob, minute(1), seen)).toBe(true);
    const stale = await assignLead(prisma, lead, ada.id, ada, minute(2), seen);
    expect(stale).toEqual({ conflict: { eventId: expect.any(Number), type: 'assignment', authorName: 'bob', from: null, to: 'bob', at: minute(1) } });
    let detail = (await getLead(prisma, 'contact', lead.id))!;
    expect(detail.assignee).toBe('bob');
    expect(detail.timeline.filter((entry) => entry.type === 'assignment')).toHaveLength(1);
    // A note and a status change on that same page do not conflict with an assignment: they go through.
    expect(await addNote(prisma, lead, 'Called her.', ada, minute(3))).toBe(true);
    expect(await changeStatus(prisma, lead, 'in_progress', ada, minute(4), seen)).toBe(true);
    // Bob's page from before Ada's status change: his status change is refused, naming hers.
    expect(await changeStatus(prisma, lead, 'closed', bob, minute(5), seen)).toMatchObject({
      conflict: { type: 'status', authorName: 'ada', from: 'new', to: 'in_progress' },
    });
    // Ada's own change never counts against her: on the same old page, her next status change goes through.
    expect(await changeStatus(prisma, lead, 'answered', ada, minute(5), seen)).toBe(true);
    // On a fresh page it goes through; without a version (an older client) nothing is checked.
    detail = (await getLead(prisma, 'contact', lead.id))!;
    expect(await changeStatus(prisma, lead, 'closed', bob, minute(6), workVersion(detail.timeline))).toBe(true);
    expect(await assignLead(prisma, lead, ada.id, ada, minute(7))).toBe(true);
    detail = (await getLead(prisma, 'contact', lead.id))!;
    expect([detail.status, detail.assignee]).toEqual(['closed', 'ada']);
    expect(workVersion(detail.timeline)).toBeGreaterThan(seen);
  });

  it('notes in the timeline that a reply by email was started, audited', async () => {
    const lead = await seedContact(prisma, { createdAt: minute(0) });
    expect(await recordReplyStarted(prisma, lead, ada, minute(2))).toBe(true);
    expect(await recordReplyStarted(prisma, { kind: 'contact', id: lead.id + 1000 }, ada)).toBe(false);
    const detail = (await getLead(prisma, 'contact', lead.id))!;
    expect(detail.timeline[0]).toMatchObject({ type: 'reply', authorName: 'ada', at: minute(2) });
    expect((await prisma.auditEntry.findMany()).map((entry) => entry.action)).toEqual(['lead-reply']);
  });

  it('stacks notes with their authors, newest first, and audits each without its text', async () => {
    const lead = await seedContact(prisma, { createdAt: minute(0) });
    expect(await addNote(prisma, lead, '  Called back.\n', ada, minute(5))).toBe(true);
    expect(await addNote(prisma, lead, 'Sent the offer.', bob, minute(9))).toBe(true);
    await expect(addNote(prisma, lead, '   ', ada)).rejects.toBeInstanceOf(RangeError);
    await expect(addNote(prisma, lead, 'x'.repeat(2001), ada)).rejects.toBeInstanceOf(RangeError);
    // Neither NUL (PostgreSQL text cannot hold it) nor a lone surrogate (it would become U+FFFD).
    await expect(addNote(prisma, lead, 'Called\u0000back', ada)).rejects.toBeInstanceOf(RangeError);
    await expect(addNote(prisma, lead, 'Called \ud800 back', ada)).rejects.toBeInstanceOf(RangeError);
    expect(await addNote(prisma, lead, '🚀'.repeat(2000), ada, minute(10))).toBe(true);
    expect(await addNote(prisma, { kind: 'contact', id: lead.id + 1000 }, 'Nobody', ada)).toBe(false);

    const detail = await getLead(prisma, 'contact', lead.id);
    const notes = detail!.timeline.filter((entry) => entry.type === 'note');
    expect(notes.map((note) => [note.authorName, note.body])).toEqual([
      ['ada', '🚀'.repeat(2000)],
      ['bob', 'Sent the offer.'],
      ['ada', 'Called back.'],
    ]);
    expect(detail!.timeline.at(-1)).toEqual({ type: 'received', at: minute(0) });
    // The export's column holds the latest note.
    expect(detail!.note).toBe('🚀'.repeat(2000));
    const audit = await prisma.auditEntry.findMany({ orderBy: { id: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['lead-note', 'ada'],
      ['lead-note', 'bob'],
      ['lead-note', 'ada'],
    ]);
    expect(JSON.stringify(audit.map((entry) => entry.detail))).not.toMatch(/Called|offer/);
  });

  it('lets only the author correct a note, within 15 minutes, and keeps the earlier wording', async () => {
    const lead = await seedDownload(prisma, { createdAt: minute(0) });
    await addNote(prisma, lead, 'Wants a qoute.', ada, minute(1));
    const [note] = await prisma.leadEvent.findMany({ where: { type: 'note' } });
    expect(await editNote(prisma, lead, note!.id, 'Wants a quote.', bob, minute(2))).toBe('not-author');
    expect(await editNote(prisma, lead, note!.id, 'Wants a quote.', ada, new Date(minute(1).getTime() + NOTE_EDIT_WINDOW_MS + 1))).toBe('too-late');
    expect(await editNote(prisma, { kind: 'contact', id: lead.id }, note!.id, 'Wrong lead', ada, minute(2))).toBe('not-found');
    expect(await editNote(prisma, lead, note!.id, 'Wants a quote.', ada, minute(3))).toBe('edited');
    const detail = await getLead(prisma, 'download', lead.id);
    expect(detail!.timeline[0]).toMatchObject({
      type: 'note',
      body: 'Wants a quote.',
      editedAt: minute(3),
      history: [{ body: 'Wants a qoute.', at: minute(1) }],
    });
    expect(detail!.note).toBe('Wants a quote.');
    expect((await prisma.auditEntry.findMany()).map((entry) => entry.action)).toEqual(['lead-note', 'lead-note-edit']);
  });

  it('records status and assignment changes from what to what; "mine", "unassigned" and the counts follow', async () => {
    const first = await seedContact(prisma, { createdAt: minute(1) });
    const second = await seedDownload(prisma, { createdAt: minute(2) });
    const viewer = await viewerOf(prisma, ada.id);
    expect(await inboxCounts(prisma, viewer, null)).toMatchObject({ total: 2, new: 2, in_progress: 0, mine: 0, unassigned: 2, newSince: 0, failed: 0 });

    expect(await changeStatus(prisma, first, 'in_progress', ada, minute(3))).toBe(true);
    expect(await changeStatus(prisma, first, 'in_progress', ada, minute(4))).toBe(true); // unchanged: no event
    expect(await assignLead(prisma, first, ada.id, ada, minute(5))).toBe(true);
    expect(await assignLead(prisma, first, bob.id, ada, minute(6))).toBe(true);
    expect(await assignLead(prisma, second, ada.id, bob, minute(7))).toBe(true);
    expect(await assignLead(prisma, second, 999_999, bob)).toBe(false);
    expect(await assignLead(prisma, first, null, bob, minute(8))).toBe(true);

    const timeline = (await getLead(prisma, 'contact', first.id))!.timeline;
    expect(timeline.map((entry) => [entry.type, 'from' in entry ? entry.from : null, 'to' in entry ? entry.to : null])).toEqual([
      ['assignment', 'bob', null],
      ['assignment', 'ada', 'bob'],
      ['assignment', null, 'ada'],
      ['status', 'new', 'in_progress'],
      ['received', null, null],
    ]);
    const mine = await listLeads(prisma, { assignee: 'me' }, {}, viewer);
    expect(mine.rows.map((row) => [row.id, row.assignee])).toEqual([[second.id, 'ada']]);
    expect((await listLeads(prisma, { assignee: 'none' }, {}, viewer)).rows.map((row) => row.id)).toEqual([first.id]);
    // Nobody looking: "mine" is nobody's.
    expect((await listLeads(prisma, { assignee: 'me' }, {})).rows).toEqual([]);
    expect(await inboxCounts(prisma, viewer, minute(1))).toMatchObject({ total: 2, new: 1, in_progress: 1, mine: 1, unassigned: 1, newSince: 1 });
    expect((await prisma.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((entry) => entry.action)).toEqual([
      'lead-update',
      'lead-assign',
      'lead-assign',
      'lead-assign',
      'lead-assign',
    ]);
  });

  it('keeps the shared counts ten seconds unless a member here changes a lead; the own counts are always fresh', async () => {
    const viewer = await viewerOf(prisma, ada.id);
    const lead = await seedContact(prisma, { createdAt: minute(1) });
    const now = Date.now();
    expect(await inboxCounts(prisma, viewer, minute(0), now)).toMatchObject({ total: 1, new: 1, newSince: 1 });
    // An enquiry arriving through another instance: the shared counts follow within ten seconds.
    await seedContact(prisma, { createdAt: minute(2) });
    expect(await inboxCounts(prisma, viewer, minute(0), now + 1000)).toMatchObject({ total: 1, new: 1, newSince: 2 });
    expect(await inboxCounts(prisma, viewer, minute(0), now + SHARED_COUNTS_TTL_MS + 1)).toMatchObject({ total: 2, new: 2 });
    // A change made here shows at once.
    await changeStatus(prisma, lead, 'closed', ada);
    expect(await inboxCounts(prisma, viewer, minute(0), now + SHARED_COUNTS_TTL_MS + 2)).toMatchObject({ total: 2, new: 1, closed: 1 });
  });

  it('marks leads unread per member until they open them, and remembers the previous visit', async () => {
    const lead = await seedContact(prisma, { createdAt: minute(1) });
    const other = await seedContact(prisma, { createdAt: minute(2) });
    const unread = async (actor: AuditActor) =>
      (await listLeads(prisma, {}, {}, await viewerOf(prisma, actor.id))).rows.filter((row) => row.unread).map((row) => row.id);
    expect(await unread(ada)).toEqual([other.id, lead.id]);
    await markLeadRead(prisma, ada.id, lead);
    await markLeadRead(prisma, ada.id, lead);
    expect(await unread(ada)).toEqual([other.id]);
    expect(await unread(bob)).toEqual([other.id, lead.id]);

    await prisma.memberPreference.deleteMany();
    expect(await recordInboxVisit(prisma, ada.id, minute(10))).toBeNull();
    // A reload within the same visit keeps the answer; a later visit moves it on.
    expect(await recordInboxVisit(prisma, ada.id, minute(20))).toBeNull();
    const later = new Date(minute(20).getTime() + VISIT_GAP_MS + 1);
    expect(await recordInboxVisit(prisma, ada.id, later)).toEqual(minute(20));
    expect(await recordInboxVisit(prisma, ada.id, new Date(later.getTime() + 60_000))).toEqual(minute(20));
  });

  it("tells a retry's true story: every attempt counted across retries, in kinds a member can read", async () => {
    const lead = await seedContact(prisma, { createdAt: minute(0) });
    const failed = await seedMail(prisma, lead, 'failed', { attempts: 1 });
    const viewer = await viewerOf(prisma, ada.id);
    expect(await inboxCounts(prisma, viewer, null)).toMatchObject({ failed: 1 });
    expect((await listLeads(prisma, { notification: 'failed' }, {}, viewer)).rows.map((row) => row.id)).toEqual([lead.id]);

    let answer: SendResult = { ok: false, retryable: false, error: '422 validation_error: The to address is invalid' };
    const transport: MailTransport = { name: 'test', send: async () => answer };
    // The cause persists: the retry fails again, for good.
    expect(await retryNotification(prisma, 'contact', lead.id, failed, ada, { transport })).toBe('failed');
    // A passing problem: queued for the worker.
    answer = { ok: false, retryable: true, error: 'no answer within 3000 ms' };
    expect(await retryNotification(prisma, 'contact', lead.id, failed, bob, { transport })).toBe('queued');
    let detail = await getLead(prisma, 'contact', lead.id);
    expect(detail!.notifications[0]).toMatchObject({ status: 'pending', attempts: 2, lastErrorKind: 'timeout' });
    // Fixed: the worker's next try is delivered, and the card says three attempts were made.
    answer = { ok: true, id: 'sent-1' };
    await prisma.mailOutbox.update({ where: { id: failed }, data: { nextAttemptAt: minute(0) } });
    expect(await drainOutbox(prisma, { transport })).toEqual(['sent']);
    detail = await getLead(prisma, 'contact', lead.id);
    expect(detail!.notifications[0]).toMatchObject({ status: 'sent', attempts: 3 });
    expect(detail!.notification).toBe('sent');
    const attempts = detail!.timeline.filter((entry) => entry.type === 'attempt');
    expect(attempts.map((entry) => [entry.number, entry.of, entry.attempt.outcome, entry.attempt.errorKind])).toEqual([
      [3, 3, 'sent', null],
      [2, 3, 'retry', 'timeout'],
      [1, 3, 'failed', 'rejected'],
    ]);
    expect(attempts[2]!.attempt.error).toBe('422 validation_error: The to address is invalid');
    expect(detail!.timeline.filter((entry) => entry.type === 'retry').map((entry) => entry.authorName)).toEqual(['bob', 'ada']);
    expect(await inboxCounts(prisma, viewer, null)).toMatchObject({ failed: 0 });
  });
});
