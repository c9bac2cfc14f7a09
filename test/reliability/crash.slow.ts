import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { signFormToken } from '@/lib/spam/form-token';
import { engines, useTestDatabases, type Engine } from '@/test/databases';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';
import { ensureBuild, startNext, type NextServer } from '@/test/reliability/next-process.mjs';

// The server process is SIGKILLed in the middle of a burst of form submissions. After a
// restart, every submission that was answered 2xx must be in the database, and every stored
// submission must reach its recipients exactly once (the outbox worker takes over the mails the
// killed requests had claimed once their lease runs out, about a minute later).

vi.mock('server-only', () => ({}));

const DIST_DIR = process.env.RELIABILITY_DIST_DIR ?? '.next-reliability';
const SECRET = 'reliability-secret-0123456789-abcdefghijklmnop';
const TEAM = 'team@granite.test';
const dbs = useTestDatabases();
let fake: FakeResend;

beforeAll(async () => {
  ensureBuild({ distDir: DIST_DIR, env: { SITE_URL: 'http://127.0.0.1:3000' } });
  fake = await startFakeResend();
}, 600_000);
afterAll(() => fake?.close());

type Outcome = { kind: 'contact' | 'download'; email: string; status?: number; error?: string };

async function submit(server: NextServer, kind: Outcome['kind'], email: string): Promise<Outcome> {
  const body =
    kind === 'contact'
      ? { firstName: 'Crash', lastName: 'Test', email, message: 'Submitted during a crash test.' }
      : { firstName: 'Crash', lastName: 'Test', email, company: 'Crash BV', agreeMarketing: false, agreePrivacy: true };
  try {
    const response = await fetch(`${server.url}${kind === 'contact' ? '/api/contact' : '/submit'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ ...body, formToken: signFormToken(Date.now() - 10_000, SECRET) }),
    });
    await response.arrayBuffer();
    return { kind, email, status: response.status };
  } catch (error) {
    return { kind, email, error: String(error) };
  }
}

describe.each(engines)('SIGKILL during a burst of submissions on %s', (engine: Engine) => {
  it('keeps every acknowledged submission and notifies each stored one exactly once after restart', async () => {
    const dataDir = mkdtempSync(path.join(process.cwd(), '.tmp', 'crash-'));
    const databaseUrl = engine === 'postgres' ? await dbs.postgresUrl() : '';
    if (databaseUrl) {
      // Production mode migrates as a release step, not at start-up.
      const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await migrate(db, { log: () => {} });
      await db.close();
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RESEND_API_KEY: fake.apiKey,
      RESEND_BASE_URL: fake.baseUrl,
      MAIL_FROM: 'Granite <hello@granite.test>',
      MAIL_TO_TEAM: TEAM,
      DOWNLOAD_LINK_SECRET: SECRET,
      SITE_URL: 'http://127.0.0.1:3000',
      RATE_LIMIT_DISABLED: '1',
    };
    const first = await startNext({ distDir: DIST_DIR, env });
    // A slow provider keeps requests in flight: the first tries hang until their 3 s deadline.
    fake.script(...Array<'hang'>(12).fill('hang'));

    const outcomes: Outcome[] = [];
    let next = 0;
    let killed = false;
    const total = 200;
    let killedAt = 0;
    const worker = async () => {
      // No new requests once the server is dead: what fails is what was in flight at the kill.
      while (next < total && !killed) {
        const i = next++;
        outcomes.push(await submit(first, i % 2 ? 'download' : 'contact', `crash-${engine}-${i}@example.com`));
        if (!killed && outcomes.filter((o) => o.status === 200).length >= 20) {
          killed = true;
          killedAt = Date.now();
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    expect(killed).toBe(true);
    const acknowledged = outcomes.filter((o) => o.status !== undefined && o.status >= 200 && o.status < 300);
    const lost = outcomes.filter((o) => o.error);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(lost.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);

    // Restart on the same data; the outbox worker delivers what the killed process left.
    const second = await startNext({ distDir: DIST_DIR, env });
    const delivered = (email: string) => fake.deliveries.filter((mail) => mail.replyTo === email || mail.to.includes(email));
    const expectedMails = (o: Outcome) => (o.kind === 'contact' ? 1 : 2);
    try {
      await vi.waitFor(
        () => {
          for (const o of acknowledged) expect(delivered(o.email).length, o.email).toBe(expectedMails(o));
        },
        { timeout: 150_000, interval: 1_000 },
      );
      // Stored but unacknowledged submissions (the answer died with the process) are mailed too,
      // once the killed requests' claims expire (60 s lease) and the worker's next round comes.
      let settled = fake.deliveries.length;
      while (Date.now() - killedAt < 80_000 || fake.deliveries.length !== settled) {
        settled = fake.deliveries.length;
        await new Promise((resolve) => setTimeout(resolve, 6_000));
      }
    } finally {
      await second.stop();
    }

    // Every acknowledged submission is stored, once; every stored one was notified exactly once.
    const db = await openDatabase(engine === 'postgres' ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const contacts = await db.prisma.contactSubmission.findMany();
      const downloads = await db.prisma.downloadSubmission.findMany();
      const stored = [
        ...contacts.map((row) => ({ kind: 'contact' as const, email: row.email })),
        ...downloads.map((row) => ({ kind: 'download' as const, email: row.email })),
      ];
      for (const o of acknowledged)
        expect(
          stored.filter((row) => row.email === o.email),
          o.email,
        ).toHaveLength(1);
      expect(new Set(stored.map((row) => row.email)).size).toBe(stored.length);
      const pending = await db.prisma.mailOutbox.findMany({ where: { status: { not: 'sent' } } });
      expect(pending).toEqual([]);
      for (const row of stored) expect(delivered(row.email).length, row.email).toBe(expectedMails(row));
      for (const mail of fake.deliveries.filter((m) => m.replyTo?.toString().startsWith(`crash-${engine}-`))) {
        expect(mail.to).toEqual([TEAM]);
      }
      console.info(
        `[crash ${engine}] ${outcomes.length} sent, ${acknowledged.length} acknowledged, ${lost.length} in flight at the kill, ` +
          `${stored.length} stored, ${stored.length - acknowledged.length} stored but unacknowledged, all notified once`,
      );
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
