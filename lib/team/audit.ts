import 'server-only';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { toWellFormed } from '@/lib/validation/plain-text';

// The team area's audit log (model AuditEntry): who signed in or failed to, who exported or
// erased what, who published which catalogue texts. Entries name the team member, never a
// visitor: `detail` holds counts, ids, keys and filter names, not addresses, names or search text.

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 're-authentication-failed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'leads-export'
  | 'subject-export'
  | 'erasure'
  | 'lead-update'
  | 'lead-note'
  | 'lead-note-edit'
  | 'lead-assign'
  | 'lead-reply'
  | 'lead-next-action'
  | 'notification-retry'
  | 'copy-publish'
  | 'copy-revert'
  | 'copy-confirm'
  | 'webhook-create'
  | 'webhook-update'
  | 'webhook-delete'
  | 'webhook-test'
  | 'webhook-retry'
  | 'copy-schedule'
  | 'copy-schedule-cancel'
  | 'deploy-hook-queued'
  | 'deploy-hook-called'
  | 'deploy-hook-failed'
  | 'member-role'
  | 'member-remove'
  | 'article-publish'
  | 'article-revert'
  | 'article-schedule'
  | 'second-factor-added'
  | 'second-factor-removed'
  | 'second-factor-reset'
  | 'second-factor-requirement'
  | 'recovery-code-used'
  | 'recovery-codes-regenerated'
  | 'password-change'
  | 'member-invite'
  | 'member-invite-resend'
  | 'member-invite-revoke'
  | 'member-invite-accept'
  | 'unlock-link-sent'
  | 'unlock-link-refused'
  | 'unlock-link-used';

export type AuditActor = { id: number; username: string };

type Db = PrismaClient | Prisma.TransactionClient;

export async function recordAudit(
  db: Db,
  action: AuditAction,
  actor: AuditActor | undefined,
  detail: Record<string, string | number | boolean | null> = {},
  at = new Date(),
): Promise<void> {
  // The detail is JSON, which PostgreSQL refuses with a lone surrogate in it: a record is kept anyway.
  const clean = Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, typeof value === 'string' ? toWellFormed(value) : value]));
  // The scheduler acts as { id: 0, username: 'schedule' }: a name, not a member row.
  const actorId = actor && actor.id > 0 ? actor.id : null;
  await db.auditEntry.create({ data: { action, actorId, actorName: actor?.username ?? null, detail: clean, at } });
}

export type AuditRow = { id: number; at: Date; action: string; actorName: string | null; detail: Prisma.JsonValue };

/** Newest first, a page at a time: `before` is the id of the last entry of the previous page. */
export async function listAudit(db: Db, { before, limit = 50 }: { before?: number; limit?: number } = {}): Promise<AuditRow[]> {
  return db.auditEntry.findMany({
    where: before ? { id: { lt: before } } : {},
    orderBy: { id: 'desc' },
    take: limit,
    select: { id: true, at: true, action: true, actorName: true, detail: true },
  });
}
