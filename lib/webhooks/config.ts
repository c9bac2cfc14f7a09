import 'server-only';
import { getEnv } from '@/lib/env';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { checkDestination, type DestinationPolicy, type UrlProblem } from '@/lib/webhooks/destination';
import { webhookEvents, type WebhookEvent } from '@/lib/webhooks/payload';
import { generateSecret, isValidSecret } from '@/lib/webhooks/signature';

// Configuring webhooks from the team page. Every change is audited with the endpoint's host and
// events, never its path or secret (a path may hold a token, e.g. Slack's or Zapier's).

/** Production sends to public https endpoints only; a single box and tests may use http://127.0.0.1. */
export function destinationPolicy(): DestinationPolicy {
  return { allowLocal: getEnv().mode !== 'production' };
}

export const MAX_WEBHOOKS = 20;

export type WebhookInput = { url: string; events: string[]; secret: string };
export type WebhookProblem = UrlProblem | 'no-events' | 'bad-secret' | 'too-many';

export type WebhookConfig = { id: number; url: string; secret: string; events: WebhookEvent[]; active: boolean; createdAt: Date };

export async function listWebhooks(prisma: PrismaClient): Promise<WebhookConfig[]> {
  const rows = await prisma.webhook.findMany({ orderBy: { id: 'asc' } });
  return rows.map((row) => ({ ...row, events: row.events.filter((event): event is WebhookEvent => webhookEvents.includes(event as WebhookEvent)) }));
}

/** A new endpoint; its secret is generated unless the member entered one (for a receiver that has its own). */
export async function createWebhook(
  prisma: PrismaClient,
  input: WebhookInput,
  actor: AuditActor,
  policy = destinationPolicy(),
): Promise<{ ok: true; id: number } | { ok: false; problem: WebhookProblem }> {
  const url = input.url.trim();
  const problem = await checkDestination(url, policy);
  if (problem) return { ok: false, problem };
  const events = webhookEvents.filter((event) => input.events.includes(event));
  if (events.length === 0) return { ok: false, problem: 'no-events' };
  const entered = input.secret.trim();
  if (entered && !isValidSecret(entered)) return { ok: false, problem: 'bad-secret' };
  if ((await prisma.webhook.count()) >= MAX_WEBHOOKS) return { ok: false, problem: 'too-many' };
  const created = await prisma.webhook.create({ data: { url, events, secret: entered || generateSecret() } });
  await recordAudit(prisma, 'webhook-create', actor, {
    webhook: created.id,
    host: new URL(url).host,
    events: events.join(','),
    secret: entered ? 'entered' : 'generated',
  });
  return { ok: true, id: created.id };
}

export async function setWebhookActive(prisma: PrismaClient, id: number, active: boolean, actor: AuditActor): Promise<boolean> {
  const { count } = await prisma.webhook.updateMany({ where: { id }, data: { active, updatedAt: new Date() } });
  if (count > 0) await recordAudit(prisma, 'webhook-update', actor, { webhook: id, active });
  return count > 0;
}

/** Removes the endpoint with its delivery log; deliveries still pending are not sent. */
export async function deleteWebhook(prisma: PrismaClient, id: number, actor: AuditActor): Promise<boolean> {
  const found = await prisma.webhook.findUnique({ where: { id }, select: { url: true } });
  if (!found) return false;
  await prisma.webhook.delete({ where: { id } });
  await recordAudit(prisma, 'webhook-delete', actor, { webhook: id, host: new URL(found.url).host });
  return true;
}
