import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as ReferenceWebhook } from 'standardwebhooks';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveContactSubmission, saveDownloadSubmission } from '@/lib/db/queries';
import type { Database } from '@/lib/db/connection';
import { changeStatus } from '@/lib/team/lead-work';
import { createWebhook, deleteWebhook, setWebhookActive } from '@/lib/webhooks/config';
import { drainWebhooks } from '@/lib/webhooks/deliver';
import { leadDeliveries, webhookAttempts, webhookDeliveries } from '@/lib/webhooks/delivery-log';
import { webhookHealth } from '@/lib/webhooks/health';
import { retryDeliveryNow, sendTestEvent } from '@/lib/webhooks/operations';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The webhooks end to end against a receiver on 127.0.0.1 that checks every signature with the
// Standard Webhooks reference implementation (npm `standardwebhooks`), as a CRM bridge would.

const dbs = useTestDatabases();
const local = { allowLocal: true };

type Received = { headers: IncomingHttpHeaders; body: string; verified: unknown; error?: string };
type Receiver = { url: string; received: Received[]; answers: number[]; close: () => Promise<void> };

/** A receiver answering with `answers` in turn (then 200), verifying with the reference library. */
async function startReceiver(secret: () => string, answers: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Received = { headers: request.headers, body, verified: undefined };
      try {
        entry.verified = new ReferenceWebhook(secret()).verify(body, request.headers as Record<string, string>);
      } catch (error) {
        entry.error = String(error);
      }
      received.push(entry);
      const status = answers.shift() ?? 200;
      response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/crm?token=abc`, received, answers, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const contact = {
  firstName: 'Zoë',
  lastName: 'Öztürk',
  email: 'zoe@example.com',
  company: 'Ünïcode & Co',
  service: 'web-design' as const,
  message: 'We need a new website in four languages.',
};
const notify = () => [{ kind: 'contact-notification' as const, message: { to: 'team@granite.test', subject: 'New', text: 'x', html: '<p>x</p>' } }];
const ada = { id: 0, username: 'ada' };

describe.each(engines)('outgoing webhooks on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
    const user = await db.prisma.user.create({ data: { username: 'ada', password: 'x' } });
    ada.id = user.id;
  });
  beforeEach(async () => {
    await db.prisma.webhook.deleteMany();
    await db.prisma.contactSubmission.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
    await db.prisma.auditEntry.deleteMany();
  });

  it('changes nothing when no webhook is configured', async () => {
    await saveContactSubmission(db.prisma, contact, 'de', notify);
    expect(await db.prisma.webhookDelivery.count()).toBe(0);
    expect(await drainWebhooks(db.prisma, { policy: local, now: () => new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it('sends a signed lead.created that the reference implementation verifies; a failing endpoint is retried and every attempt logged', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret, [500, 503]);
    try {
      const created = await createWebhook(db.prisma, { url: receiver.url, events: ['lead.created'], secret: '' }, ada, local);
      if (!created.ok) throw new Error(created.problem);
      secret = (await db.prisma.webhook.findUniqueOrThrow({ where: { id: created.id } })).secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      const { submission } = await saveContactSubmission(db.prisma, contact, 'de', notify);

      // First try fails (500), the retry too (503), the third is accepted.
      const at = (ms: number) => () => new Date(submission.createdAt.getTime() + ms);
      expect(await drainWebhooks(db.prisma, { policy: local, now: at(1_000) })).toEqual(['retry']);
      // Not due again before the back-off has passed (30 s after the first failure).
      expect(await drainWebhooks(db.prisma, { policy: local, now: at(20_000) })).toEqual([]);
      expect(await drainWebhooks(db.prisma, { policy: local, now: at(32_000) })).toEqual(['retry']);
      expect(await drainWebhooks(db.prisma, { policy: local, now: at(32_000 + 61_000) })).toEqual(['sent']);

      expect(receiver.received).toHaveLength(3);
      expect(receiver.received.map((request) => request.error)).toEqual([undefined, undefined, undefined]);
      // One message id for every try, so the receiver can drop repeats; a fresh timestamp each time.
      expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
      expect(receiver.received[0]!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(receiver.received[0]!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(receiver.received[0]!.headers['content-type']).toBe('application/json');
      expect(receiver.received[2]!.verified).toEqual({
        type: 'lead.created',
        timestamp: submission.createdAt.toISOString(),
        data: {
          lead: {
            kind: 'contact',
            id: submission.id,
            url: expect.stringMatching(new RegExp(`/en/team/leads/contact/${submission.id}$`)),
            status: 'new',
            receivedAt: submission.createdAt.toISOString(),
            firstName: 'Zoë',
            lastName: 'Öztürk',
            email: 'zoe@example.com',
            company: 'Ünïcode & Co',
            service: 'web-design',
            message: 'We need a new website in four languages.',
            locale: 'de',
            agreeMarketing: null,
            source: null,
          },
        },
      });
      // A body changed on the way fails the reference check.
      const first = receiver.received[0]!;
      expect(() => new ReferenceWebhook(secret).verify(first.body.replace('Zoë', 'Eve'), first.headers as Record<string, string>)).toThrow();

      // The log on the lead and on the webhook page: three attempts, newest first.
      const [logged] = await leadDeliveries(db.prisma, { kind: 'contact', id: submission.id });
      expect(logged).toMatchObject({ event: 'lead.created', status: 'sent', attempts: 3, webhookUrl: receiver.url });
      expect(logged!.attemptLog.map((attempt) => attempt.statusCode)).toEqual([200, 503, 500]);
      expect((await webhookDeliveries(db.prisma, created.id)).map((entry) => entry.lead)).toEqual([{ kind: 'contact', id: submission.id }]);
      // The audit names the host, not the path or query (they may hold a token), nor the secret.
      const [audit] = await db.prisma.auditEntry.findMany({ where: { action: 'webhook-create' } });
      expect(audit!.detail).toEqual({ webhook: created.id, host: new URL(receiver.url).host, events: 'lead.created', secret: 'generated' });
      expect(JSON.stringify(audit)).not.toMatch(/token|whsec/);
    } finally {
      await receiver.close();
    }
  });

  it('sends lead.status_changed with the previous status, with an entered secret, and stops for a paused webhook', async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const receiver = await startReceiver(() => secret);
    try {
      const created = await createWebhook(db.prisma, { url: receiver.url, events: ['lead.status_changed'], secret }, ada, local);
      if (!created.ok) throw new Error(created.problem);
      const { submission } = await saveDownloadSubmission(
        db.prisma,
        { firstName: 'Jan', lastName: 'de Vries', email: 'jan@example.nl', company: 'Voorbeeld BV', agreeMarketing: true, agreePrivacy: true },
        'nl',
        {
          text: {
            version: 'v1',
            locale: 'nl',
            marketingLabel: 'Ja',
            privacyLabel: 'Akkoord',
            privacyNote: 'Zie.',
            sources: { marketingLabel: null, privacyLabel: null, privacyNote: null },
          },
          method: 'web form',
        },
        () => notify(),
      );
      // A member's status changes (lib/team/lead-work.ts) go out as lead.status_changed.
      const member = await db.prisma.user.upsert({ where: { username: 'ada' }, update: {}, create: { username: 'ada', password: 'x' } });
      const actor = { id: member.id, username: member.username };
      // Not subscribed to lead.created: nothing queued for the new lead.
      expect(await db.prisma.webhookDelivery.count()).toBe(0);
      await changeStatus(db.prisma, { kind: 'download', id: submission.id }, 'in_progress', actor);
      // The same status again is no change.
      await changeStatus(db.prisma, { kind: 'download', id: submission.id }, 'in_progress', actor);
      expect(await drainWebhooks(db.prisma, { policy: local })).toEqual(['sent']);
      expect(receiver.received[0]!.verified).toMatchObject({
        type: 'lead.status_changed',
        data: {
          previousStatus: 'new',
          status: 'in_progress',
          changedBy: 'ada',
          lead: { kind: 'download', id: submission.id, agreeMarketing: true, message: null, service: null },
        },
      });
      await setWebhookActive(db.prisma, created.id, false, ada);
      await changeStatus(db.prisma, { kind: 'download', id: submission.id }, 'closed', actor);
      expect(await db.prisma.webhookDelivery.count()).toBe(1);
      // Erasing the lead takes its deliveries (and their payloads) along.
      await db.prisma.downloadSubmission.delete({ where: { id: submission.id } });
      expect(await db.prisma.webhookDelivery.count()).toBe(0);
      expect(await deleteWebhook(db.prisma, created.id, ada)).toBe(true);
      expect(
        (await db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((entry) => entry.action).filter((action) => action.startsWith('webhook')),
      ).toEqual(['webhook-create', 'webhook-update', 'webhook-delete']);
    } finally {
      await receiver.close();
    }
  });

  it('follows no redirect, gives up on a silent endpoint within the timeout, and refuses local addresses in production', async () => {
    const receiver = await startReceiver(() => 'whsec_x', [302]);
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const hook = await createWebhook(db.prisma, { url: receiver.url, events: ['lead.created'], secret: '' }, ada, local);
      const quiet = await createWebhook(
        db.prisma,
        { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, events: ['lead.created'], secret: '' },
        ada,
        local,
      );
      if (!hook.ok || !quiet.ok) throw new Error('not created');
      await saveContactSubmission(db.prisma, contact, 'en', notify);
      const started = Date.now();
      expect((await drainWebhooks(db.prisma, { policy: local, timeoutMs: 500 })).sort()).toEqual(['retry', 'retry']);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(receiver.received).toHaveLength(1);
      const [redirected] = await webhookDeliveries(db.prisma, hook.id);
      expect(redirected!.attemptLog[0]).toMatchObject({ statusCode: 302 });
      const [timedOut] = await webhookDeliveries(db.prisma, quiet.id);
      expect(timedOut!.attemptLog[0]).toMatchObject({ statusCode: null, error: 'no answer within 500 ms' });

      // Production: the same local endpoints are refused when sending, and never retried.
      const later = new Date(Date.now() + 10 * 60_000);
      expect(await drainWebhooks(db.prisma, { policy: { allowLocal: false }, now: () => later })).toEqual(['failed', 'failed']);
      expect(receiver.received).toHaveLength(1);
      expect((await webhookDeliveries(db.prisma, hook.id))[0]).toMatchObject({
        status: 'failed',
        attemptLog: [{ error: 'destination refused: private-address' }, { statusCode: 302 }],
      });
    } finally {
      await receiver.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
  it('sends a marked test event now (never a lead), and "Retry now" re-sends a failed delivery at once with the same webhook-id', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret, [200, 500]);
    // A port nothing listens on: connections are refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    try {
      const created = await createWebhook(db.prisma, { url: receiver.url, events: ['lead.created'], secret: '' }, ada, local);
      if (!created.ok) throw new Error(created.problem);
      secret = (await db.prisma.webhook.findUniqueOrThrow({ where: { id: created.id } })).secret;

      const test = await sendTestEvent(db.prisma, created.id, ada, { policy: local });
      expect(test).toMatchObject({ found: true, outcome: 'sent' });
      expect(receiver.received[0]!.verified).toMatchObject({ type: 'webhook.test', data: { test: true, webhookId: created.id } });
      expect(receiver.received[0]!.body).not.toContain('"lead"');
      // No lead anywhere: none saved, the delivery belongs to none, the worker has nothing left.
      expect(await db.prisma.contactSubmission.count()).toBe(0);
      expect(await db.prisma.downloadSubmission.count()).toBe(0);
      expect((await webhookDeliveries(db.prisma, created.id))[0]).toMatchObject({ event: 'webhook.test', lead: null, status: 'sent', attempts: 1 });
      expect(await drainWebhooks(db.prisma, { policy: local, now: () => new Date(Date.now() + 3_600_000) })).toEqual([]);
      expect(webhookHealth(true, await webhookAttempts(db.prisma, created.id))).toMatchObject({ state: 'healthy' });

      // A lead's delivery fails (500) and waits for its back-off; "Retry now" sends it at once.
      await saveContactSubmission(db.prisma, contact, 'en', notify);
      expect(await drainWebhooks(db.prisma, { policy: local })).toEqual(['retry']);
      const [failing] = (await webhookDeliveries(db.prisma, created.id)).filter((entry) => entry.event === 'lead.created');
      expect(failing).toMatchObject({ status: 'pending', attempts: 1 });
      expect(webhookHealth(true, await webhookAttempts(db.prisma, created.id))).toMatchObject({ state: 'failing', attempts: 1 });
      expect(await retryDeliveryNow(db.prisma, created.id, failing!.id, ada, { policy: local })).toEqual({
        found: true,
        outcome: 'sent',
        deliveryId: failing!.id,
      });
      expect(receiver.received).toHaveLength(3);
      expect(receiver.received[2]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
      expect(receiver.received[2]!.verified).toMatchObject({ type: 'lead.created' });
      // Sent is final: no second retry; nor one of another endpoint's delivery, nor a malformed id.
      expect(await retryDeliveryNow(db.prisma, created.id, failing!.id, ada, { policy: local })).toEqual({ found: false });
      expect(await retryDeliveryNow(db.prisma, created.id + 1, failing!.id, ada, { policy: local })).toEqual({ found: false });
      expect(await retryDeliveryNow(db.prisma, created.id, 'not-a-uuid', ada, { policy: local })).toEqual({ found: false });
      expect(receiver.received).toHaveLength(3);

      // A dead receiver: the test fails once, is not retried later, and the endpoint reads failing.
      const dead = await createWebhook(db.prisma, { url: `http://127.0.0.1:${deadPort}/`, events: ['lead.created'], secret: '' }, ada, local);
      if (!dead.ok) throw new Error(dead.problem);
      const deadTest = await sendTestEvent(db.prisma, dead.id, ada, { policy: local });
      expect(deadTest).toMatchObject({ found: true, outcome: 'failed' });
      const [logged] = await webhookDeliveries(db.prisma, dead.id);
      expect(logged).toMatchObject({ status: 'failed', attemptLog: [{ statusCode: null, error: expect.stringContaining('ECONNREFUSED') }] });
      expect(webhookHealth(true, await webhookAttempts(db.prisma, dead.id))).toMatchObject({ state: 'failing', attempts: 1 });
      // "Retry now" on a given-up test tries it once more, still with its one id.
      expect(await retryDeliveryNow(db.prisma, dead.id, logged!.id, ada, { policy: local })).toMatchObject({ found: true, outcome: 'failed' });
      expect((await webhookDeliveries(db.prisma, dead.id))[0]).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await sendTestEvent(db.prisma, 999_999, ada, { policy: local })).toEqual({ found: false });
      // A test event left behind (the server stopped mid-send) is tried once by the worker, never again.
      await db.prisma.webhookDelivery.create({
        data: { id: '7d1c1a52-0a4e-4c9a-9a51-3f0f5b0c2d11', webhookId: dead.id, event: 'webhook.test', payload: {}, status: 'pending', attempts: 0 },
      });
      expect(await drainWebhooks(db.prisma, { policy: local, now: () => new Date(Date.now() + 1_000) })).toEqual(['failed']);

      const audited = await db.prisma.auditEntry.findMany({ where: { action: { in: ['webhook-test', 'webhook-retry'] } }, orderBy: { id: 'asc' } });
      expect(audited.map((entry) => [entry.action, (entry.detail as { outcome: string }).outcome])).toEqual([
        ['webhook-test', 'sent'],
        ['webhook-retry', 'sent'],
        ['webhook-test', 'failed'],
        ['webhook-retry', 'failed'],
      ]);
    } finally {
      await receiver.close();
    }
  });
});
