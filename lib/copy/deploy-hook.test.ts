import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callDeployHook, lastDeployHookCall, queueDeployHook, retryDeployHook } from '@/lib/copy/deploy-hook';
import type { Database } from '@/lib/db/connection';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// A publish on a host that caches pages itself queues a deploy hook call; the hook is called
// once for everything due, retried with back-off when the host does not take it, given up after
// the policy's tries; every step is in the audit log and never with the hook's URL.

const dbs = useTestDatabases();
const policy = { baseDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 3 };

/** The deploy hook stand-in: answers each POST with the next status of `answers` (then 201). */
let hook: Server;
let hookUrl: string;
let answers: number[] = [];
const posts: { method: string; body: string }[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      posts.push({ method: request.method ?? '', body });
      response.writeHead(answers.shift() ?? 201, { 'content-type': 'application/json' }).end('{"job":{"id":"x"}}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy/s3cret-hook`;
});
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

describe.each(engines)('the deploy hook on %s', (engine) => {
  let db: Database;
  let member: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open(engine);
    const user = await db.prisma.user.create({ data: { username: 'editor', password: 'x' } });
    member = { id: user.id, username: user.username };
  });
  beforeEach(async () => {
    await db.prisma.deployHookCall.deleteMany();
    await db.prisma.auditEntry.deleteMany();
    posts.length = 0;
    answers = [];
  });

  it('calls the hook once for every publish queued before it, and audits both', async () => {
    const at = new Date('2026-11-25T10:00:00Z');
    await queueDeployHook(db.prisma, { locale: 'de', user: member, now: at });
    await queueDeployHook(db.prisma, { locale: 'fr', user: member, now: at });
    expect((await lastDeployHookCall(db.prisma))?.status).toBe('pending');

    expect(await callDeployHook(db.prisma, { url: hookUrl, now: () => at })).toBe('called');
    expect(posts).toEqual([{ method: 'POST', body: '' }]);
    expect(await db.prisma.deployHookCall.findMany({ select: { status: true, attempts: true, calledAt: true } })).toEqual([
      { status: 'called', attempts: 1, calledAt: at },
      { status: 'called', attempts: 1, calledAt: at },
    ]);
    // Nothing left: no second call.
    expect(await callDeployHook(db.prisma, { url: hookUrl, now: () => at })).toBe('idle');
    expect(posts).toHaveLength(1);
    const audit = await db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { action: true, actorName: true, detail: true } });
    expect(audit).toEqual([
      { action: 'deploy-hook-queued', actorName: 'editor', detail: { locale: 'de' } },
      { action: 'deploy-hook-queued', actorName: 'editor', detail: { locale: 'fr' } },
      { action: 'deploy-hook-called', actorName: null, detail: { calls: 2 } },
    ]);
  });

  it('retries with back-off when the host does not take it, then gives up, never recording the URL', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const clock = () => now;
    await queueDeployHook(db.prisma, { locale: 'nl', user: member, now });
    answers = [503, 500, 502];

    expect(await callDeployHook(db.prisma, { url: hookUrl, now: clock, policy })).toBe('retry');
    let row = (await lastDeployHookCall(db.prisma))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the host answered HTTP 503' });
    expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + 1_000));
    // Not due yet: not called.
    expect(await callDeployHook(db.prisma, { url: hookUrl, now: clock, policy })).toBe('idle');
    now = new Date(now.getTime() + 1_000);
    expect(await callDeployHook(db.prisma, { url: hookUrl, now: clock, policy })).toBe('retry');
    now = new Date(now.getTime() + 2_000);
    expect(await callDeployHook(db.prisma, { url: hookUrl, now: clock, policy })).toBe('failed');
    row = (await lastDeployHookCall(db.prisma))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'the host answered HTTP 502' });
    expect(posts).toHaveLength(3);
    const failed = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'deploy-hook-failed' } });
    expect(failed.detail).toEqual({ calls: 1, attempts: 3 });
    const everything = JSON.stringify(await db.prisma.deployHookCall.findMany()) + JSON.stringify(await db.prisma.auditEntry.findMany());
    expect(everything).not.toContain('s3cret-hook');
  });

  it('records a host that cannot be reached, and the retry round only runs where publishing takes a deployment', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    await queueDeployHook(db.prisma, { locale: 'en', user: member, now });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hook`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await callDeployHook(db.prisma, { url: deadUrl, now: () => now })).toBe('retry');
    expect((await lastDeployHookCall(db.prisma))?.lastError).toMatch(/^no answer from the host: .*ECONNREFUSED/);

    await db.prisma.deployHookCall.updateMany({ data: { nextAttemptAt: now } });
    expect(await retryDeployHook(db.prisma, { deployHookUrl: hookUrl }, false)).toBe('idle');
    expect(await retryDeployHook(db.prisma, { deployHookUrl: undefined }, true)).toBe('idle');
    expect(posts).toHaveLength(0);
    expect(await retryDeployHook(db.prisma, { deployHookUrl: hookUrl }, true)).toBe('called');
    expect(posts).toHaveLength(1);
  });
});
