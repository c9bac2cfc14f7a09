import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { permissionTable } from '@/lib/team/permissions';
import { forgetInboxCounts } from '@/lib/team/inbox';
import { conflictSince, type LeadConflict } from '@/lib/team/lead-conflict';
import type { LeadRef, LeadStatusValue } from '@/lib/team/lead-filter';
import { multiLine } from '@/lib/validation/plain-text';
import { queueStatusChanged } from '@/lib/webhooks';

// What a member does to a lead, each change one row of the lead's timeline (model LeadEvent)
// and one audit entry, in one transaction: nothing is overwritten, so two notes stack and a
// status change says from what to what. The audit entry never holds a note's text.

export const NOTE_MAX_LENGTH = 2000;
/** How long the author may still correct a note. */
export const NOTE_EDIT_WINDOW_MS = 15 * 60 * 1000;

type Tx = Prisma.TransactionClient;

export const owner = ({ kind, id }: LeadRef) => (kind === 'contact' ? { contactSubmissionId: id } : { downloadSubmissionId: id });

/** The lead's current status and assignee, locked for this transaction; null when there is no such lead. */
export async function lockLead(tx: Tx, { kind, id }: LeadRef): Promise<{ status: LeadStatusValue; assigneeId: number | null } | null> {
  if (!isId(id)) return null;
  const table = Prisma.raw(kind === 'contact' ? '"contact_submissions"' : '"download_submissions"');
  const rows = await tx.$queryRaw<{ status: LeadStatusValue; assigneeId: number | null }[]>`
    SELECT "status"::text AS "status", "assigneeId" FROM ${table} WHERE "id" = ${id}::int FOR UPDATE`;
  return rows[0] ?? null;
}

async function touch(tx: Tx, { kind, id }: LeadRef, data: { status?: LeadStatusValue; assigneeId?: number | null; note?: string }, at: Date) {
  const change = { ...data, updatedAt: at };
  if (kind === 'contact') await tx.contactSubmission.update({ where: { id }, data: change });
  else await tx.downloadSubmission.update({ where: { id }, data: change });
}

/** A change refused because the page it was made on was out of date (lib/team/lead-conflict.ts). */
export type Stale = { conflict: LeadConflict };

/**
 * Sets the status; false when there is no such lead. Unchanged is no event. With `seen` (the
 * version the member's page showed), refused when someone changed the status since.
 */
export async function changeStatus(
  prisma: PrismaClient,
  lead: LeadRef,
  status: LeadStatusValue,
  actor: AuditActor,
  at = new Date(),
  seen?: number,
): Promise<boolean | Stale> {
  const changed = await prisma.$transaction(async (tx): Promise<boolean | Stale> => {
    const current = await lockLead(tx, lead);
    if (!current) return false;
    const conflict = await conflictSince(tx, owner(lead), 'status', seen, actor.id);
    if (conflict) return { conflict };
    if (current.status === status) return true;
    await writeStatus(tx, lead, current.status, status, actor, at);
    return true;
  });
  forgetInboxCounts();
  return changed;
}

/** A status change inside the caller's transaction, the lead locked: the row, its timeline entry, audit and webhooks. */
export async function writeStatus(tx: Tx, lead: LeadRef, from: LeadStatusValue, status: LeadStatusValue, actor: AuditActor, at: Date): Promise<void> {
  await touch(tx, lead, { status }, at);
  await tx.leadEvent.create({
    data: { ...owner(lead), type: 'status', fromValue: from, toValue: status, authorId: actor.id, authorName: actor.username, createdAt: at },
  });
  await recordAudit(tx, 'lead-update', actor, { kind: lead.kind, id: lead.id, status }, at);
  // A changed status goes to the configured webhooks, committed with the change.
  await queueStatusChanged(tx, lead, from, actor.username, at);
}

/**
 * Adds a note under the member's name. Trimmed; empty is refused (RangeError), as is one longer
 * than 2,000 characters (the form limits it, so a longer one is not a person typing). The lead's
 * `note` column keeps the latest note, for the CSV export.
 */
export async function addNote(prisma: PrismaClient, lead: LeadRef, text: string, actor: AuditActor, at = new Date()): Promise<boolean> {
  const body = checkedNote(text);
  return prisma.$transaction(async (tx) => {
    if (!(await lockLead(tx, lead))) return false;
    await touch(tx, lead, { note: body }, at);
    const event = await tx.leadEvent.create({
      data: { ...owner(lead), type: 'note', body, authorId: actor.id, authorName: actor.username, createdAt: at },
    });
    await recordAudit(tx, 'lead-note', actor, { kind: lead.kind, id: lead.id, note: event.id }, at);
    return true;
  });
}

export type NoteEditResult = 'edited' | 'not-found' | 'not-author' | 'too-late' | 'unchanged';

/** Corrects a note: only its author, only within the edit window; the earlier wording is kept. */
export async function editNote(prisma: PrismaClient, lead: LeadRef, noteId: number, text: string, actor: AuditActor, at = new Date()): Promise<NoteEditResult> {
  const body = checkedNote(text);
  if (!isId(noteId)) return 'not-found';
  return prisma.$transaction(async (tx) => {
    if (!(await lockLead(tx, lead))) return 'not-found';
    const note = await tx.leadEvent.findFirst({ where: { id: noteId, type: 'note', ...owner(lead) } });
    if (!note) return 'not-found';
    if (note.authorId !== actor.id) return 'not-author';
    if (at.getTime() - note.createdAt.getTime() > NOTE_EDIT_WINDOW_MS) return 'too-late';
    if (note.body === body) return 'unchanged';
    const history = [...(Array.isArray(note.history) ? note.history : []), { body: note.body, at: (note.editedAt ?? note.createdAt).toISOString() }];
    await tx.leadEvent.update({ where: { id: noteId }, data: { body, editedAt: at, history } });
    const latest = await tx.leadEvent.findFirst({ where: { type: 'note', ...owner(lead) }, orderBy: { id: 'desc' }, select: { id: true } });
    if (latest?.id === noteId) await touch(tx, lead, { note: body }, at);
    await recordAudit(tx, 'lead-note-edit', actor, { kind: lead.kind, id: lead.id, note: noteId }, at);
    return 'edited';
  });
}

/**
 * Gives the lead to a member (null: to nobody); false when there is no such lead or member.
 * The timeline keeps both names, so it reads right after an account is removed. With `seen`,
 * refused when someone changed the assignment since the member's page was shown.
 */
export async function assignLead(
  prisma: PrismaClient,
  lead: LeadRef,
  assigneeId: number | null,
  actor: AuditActor,
  at = new Date(),
  seen?: number,
): Promise<boolean | Stale> {
  const changed = await prisma.$transaction(async (tx): Promise<boolean | Stale> => {
    const current = await lockLead(tx, lead);
    if (!current) return false;
    const conflict = await conflictSince(tx, owner(lead), 'assignment', seen, actor.id);
    if (conflict) return { conflict };
    // Only a member who may open leads can work one: an editor would be sent to the texts.
    const assignee =
      assigneeId === null ? null : await tx.user.findFirst({ where: { id: assigneeId, role: { in: [...leadWorkers] } }, select: { id: true, username: true } });
    if (assigneeId !== null && !assignee) return false;
    if (current.assigneeId === assigneeId) return true;
    const before = current.assigneeId === null ? null : await tx.user.findUnique({ where: { id: current.assigneeId }, select: { username: true } });
    await touch(tx, lead, { assigneeId }, at);
    await tx.leadEvent.create({
      data: {
        ...owner(lead),
        type: 'assignment',
        fromValue: before?.username ?? null,
        toValue: assignee?.username ?? null,
        authorId: actor.id,
        authorName: actor.username,
        createdAt: at,
      },
    });
    await recordAudit(tx, 'lead-assign', actor, { kind: lead.kind, id: lead.id, assignee: assignee?.username ?? null }, at);
    return true;
  });
  forgetInboxCounts();
  return changed;
}

/**
 * Notes in the timeline that a member started a reply by e-mail (the mail itself is written in
 * their own mail program, out of our sight); false when there is no such lead.
 */
export async function recordReplyStarted(prisma: PrismaClient, lead: LeadRef, actor: AuditActor, at = new Date()): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    if (!(await lockLead(tx, lead))) return false;
    await tx.leadEvent.create({ data: { ...owner(lead), type: 'reply', authorId: actor.id, authorName: actor.username, createdAt: at } });
    await recordAudit(tx, 'lead-reply', actor, { kind: lead.kind, id: lead.id }, at);
    return true;
  });
}

/** The roles that may open a lead (leads.read), so the only ones a lead can be given to. */
const leadWorkers = permissionTable['leads.read'];

/** The members a lead can be assigned to (those who may open leads), for the assignment menu. */
export function listMembers(prisma: PrismaClient): Promise<{ id: number; username: string }[]> {
  return prisma.user.findMany({ where: { role: { in: [...leadWorkers] } }, select: { id: true, username: true }, orderBy: { username: 'asc' } });
}

function checkedNote(text: string): string {
  const body = text.trim();
  if (!body) throw new RangeError('a note needs some text');
  // NUL cannot be stored, a lone surrogate would be stored as U+FFFD (and break the JSON history).
  if (!multiLine.test(body)) throw new RangeError('a note holds no control characters or lone surrogates');
  if ([...body].length > NOTE_MAX_LENGTH) throw new RangeError(`a note holds at most ${NOTE_MAX_LENGTH} characters`);
  return body;
}

export const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
