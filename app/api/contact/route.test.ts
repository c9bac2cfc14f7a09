import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { drainOutbox } from '@/lib/outbox/worker';
import { mailTransport } from '@/lib/mail/transport';
import { engines, useTestDatabases } from '@/test/databases';
import { formToken, postJson, streamedPost, TEST_TEAM_ADDRESS, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const env = useFormEnvironment();
const ENDPOINT = 'https://granite.test/api/contact';

const valid = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  company: '',
  service: 'ai-marketing',
  message: '  I would like to hear more about AI-powered marketing.  ',
  referenceCode: '',
  formToken: formToken(),
};

type Case = [name: string, request: () => Request, status: number, issue?: [field: string, message: string]];
const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
const withField = (key: string, value: unknown) => postJson(ENDPOINT, { ...valid, [key]: value });

const rejected: Case[] = [
  ['missing first name', () => postJson(ENDPOINT, without('firstName')), 422, ['firstName', 'First name is required']],
  ['blank first name', () => withField('firstName', '   '), 422, ['firstName', 'First name is required']],
  ['numeric first name', () => withField('firstName', 42), 422, ['firstName', 'First name is required']],
  ['missing last name', () => postJson(ENDPOINT, without('lastName')), 422, ['lastName', 'Last name is required']],
  ['invalid email', () => withField('email', 'ada@'), 422, ['email', 'Please enter a valid email address']],
  ['missing email', () => postJson(ENDPOINT, without('email')), 422, ['email', 'Please enter a valid email address']],
  ['short message', () => withField('message', 'Too short'), 422, ['message', 'Message must be at least 10 characters long']],
  ['message short once trimmed', () => withField('message', `   ${'a'.repeat(9)}   `), 422, ['message', 'Message must be at least 10 characters long']],
  ['missing message', () => postJson(ENDPOINT, without('message')), 422, ['message', 'Message must be at least 10 characters long']],
  ['unknown service', () => withField('service', 'seo'), 422, ['service', 'This value is not valid']],
  ['company of the wrong type', () => withField('company', 7), 422, ['company', 'This value is not valid']],
  ['first name over 100', () => withField('firstName', 'a'.repeat(101)), 422, ['firstName', 'This text is too long']],
  ['last name over 100', () => withField('lastName', 'a'.repeat(101)), 422, ['lastName', 'This text is too long']],
  ['email over 254', () => withField('email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`), 422, ['email', 'This text is too long']],
  ['company over 200', () => withField('company', 'c'.repeat(201)), 422, ['company', 'This text is too long']],
  ['message over 5000', () => withField('message', 'm'.repeat(5001)), 422, ['message', 'This text is too long']],
  ['unknown field', () => withField('isAdmin', true), 422, ['isAdmin', expect.stringContaining('isAdmin')]],
  ['a JSON array', () => postJson(ENDPOINT, '[]'), 422],
  ['JSON null', () => postJson(ENDPOINT, 'null'), 422],
  ['malformed JSON', () => postJson(ENDPOINT, '{"firstName": "Ada",'), 400],
  ['an empty body', () => postJson(ENDPOINT, ''), 400],
  [
    'invalid UTF-8',
    () => new Request(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x22, 0xff, 0x22]) }),
    400,
  ],
  ['text/plain', () => postJson(ENDPOINT, valid, { 'content-type': 'text/plain' }), 415],
  ['a form post', () => postJson(ENDPOINT, 'firstName=Ada', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
  ['no content type', () => new Request(ENDPOINT, { method: 'POST', body: JSON.stringify(valid) }), 415],
  ['a 33 KiB JSON body', () => withField('message', 'm'.repeat(33 * 1024)), 413],
  ['a streamed body with no length', () => streamedPost(ENDPOINT, 40 * 1024), 413],
  ['a streamed body claiming 10 bytes', () => streamedPost(ENDPOINT, 40 * 1024, { 'content-length': '10' }), 413],
];

describe.each(engines)('POST /api/contact on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.contactSubmission.deleteMany();
  });

  it.each(rejected)('rejects %s and stores nothing', async (_name, request, status, issue) => {
    const requestsBefore = env.fake.requests.length;
    const response = await POST(request());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string; issues?: { field: string; message: string }[] };
    expect(body.error).toEqual(expect.any(String));
    if (status === 422) expect(body.issues?.length).toBeGreaterThan(0);
    if (issue) expect(body.issues).toContainEqual({ field: issue[0], message: issue[1] });
    expect(await db.prisma.contactSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
    expect(env.fake.requests.length).toBe(requestsBefore);
  });

  it('answers in the visitor language', async () => {
    const response = await POST(postJson(ENDPOINT, without('firstName'), { cookie: 'NEXT_LOCALE=de' }));
    expect(await response.json()).toEqual({
      error: 'Einige Felder fehlen oder sind ungültig. Bitte überprüfen Sie das Formular.',
      issues: [{ field: 'firstName', message: 'Bitte geben Sie Ihren Vornamen ein' }],
    });
  });

  it('stores the trimmed message, e-mails the team and reports emailSent: true', async () => {
    const response = await POST(postJson(ENDPOINT, valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emailSent: true });

    const [row, ...others] = await db.prisma.contactSubmission.findMany();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: null,
      service: 'ai-marketing',
      message: 'I would like to hear more about AI-powered marketing.',
    });
    const mail = await db.prisma.mailOutbox.findFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contact-notification', status: 'sent', recipient: TEST_TEAM_ADDRESS });
    expect(env.fake.deliveries.filter((d) => d.idempotencyKey === mail.idempotencyKey)).toEqual([
      expect.objectContaining({ to: [TEST_TEAM_ADDRESS], replyTo: 'ada@example.com', subject: 'New contact request from Ada Lovelace' }),
    ]);
  });

  it("stores the visit's source, cleaned field by field, with the message", async () => {
    const source = {
      page: '/de/contact',
      landing: '/de/services',
      referrer: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'ai-agents-q1',
      utmTerm: '<b>',
      clickId: true,
      device: 'mobile',
      ip: '203.0.113.9',
    };
    expect((await POST(postJson(ENDPOINT, { ...valid, source }))).status).toBe(200);
    expect(await db.prisma.contactSubmission.findFirstOrThrow()).toMatchObject({
      sourcePage: '/de/contact',
      sourceLanding: '/de/services',
      sourceReferrer: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'ai-agents-q1',
      utmTerm: null,
      utmContent: null,
      sourceClickId: true,
      sourceDevice: 'mobile',
    });
    // A source that is no object is dropped, and the enquiry still arrives.
    expect((await POST(postJson(ENDPOINT, { ...valid, source: 'linkedin' }))).status).toBe(200);
  });

  it('keeps the message when the provider fails, and reports emailSent: false while the mail waits', async () => {
    env.fake.script({ status: 500 });
    // Nothing was known to fail when this one was queued: its notification is in the outbox.
    const first = await POST(postJson(ENDPOINT, valid));
    expect(await first.json()).toEqual({ emailSent: true });
    expect(await db.prisma.contactSubmission.count()).toBe(1);
    expect(await db.prisma.mailOutbox.findFirstOrThrow()).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    // Now mail is known to be failing: the next visitor sees the "issue with email" variant.
    const second = await POST(postJson(ENDPOINT, { ...valid, email: 'grace@example.com' }));
    expect(await second.json()).toEqual({ emailSent: false });
    expect(await db.prisma.contactSubmission.count()).toBe(2);
    // Once the waiting mail has gone out, the answer is true again.
    const inAMinute = () => new Date(Date.now() + 60_000);
    expect(await drainOutbox(db.prisma, { transport: mailTransport(), now: inAMinute })).toEqual(['sent']);
    const third = await POST(postJson(ENDPOINT, { ...valid, email: 'alan@example.com' }));
    expect(await third.json()).toEqual({ emailSent: true });
  });

  it('sends the notification after the answer (here, outside a request: at once), with the mail deadline; the worker sends it once later', async () => {
    env.fake.script('hang');
    const started = Date.now();
    const response = await POST(postJson(ENDPOINT, valid));
    const elapsed = Date.now() - started;
    expect(await response.json()).toEqual({ emailSent: true });
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(4_500);
    expect(await db.prisma.contactSubmission.count()).toBe(1);
    const queued = await db.prisma.mailOutbox.findFirstOrThrow();
    expect(queued).toMatchObject({ status: 'pending', lastError: expect.stringContaining('no answer within 3000 ms') });

    const inAMinute = () => new Date(Date.now() + 60_000);
    expect(await drainOutbox(db.prisma, { transport: mailTransport(), now: inAMinute })).toEqual(['sent']);
    expect(await drainOutbox(db.prisma, { transport: mailTransport(), now: inAMinute })).toEqual([]);
    expect(env.fake.deliveries.filter((d) => d.idempotencyKey === queued.idempotencyKey)).toHaveLength(1);
  }, 15_000);
});

describe('POST /api/contact without a database', () => {
  it('answers 503 when PostgreSQL goes away, and sends nothing', async () => {
    const db = await dbs.open('postgres');
    useDatabaseForTests(db);
    const target = new URL(db.target.kind === 'postgres' ? db.target.url : '');
    const admin = new pg.Client(new URL('/postgres', target).href);
    await admin.connect();
    await admin.query(`DROP DATABASE "${target.pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();

    await expectUnavailable();
  });

  it('answers 503 when the embedded database is held by another process, and sends nothing', async () => {
    useDatabaseForTests(undefined);
    // The parent process is alive, so its pid in the lock file means "in use".
    writeFileSync(path.join(env.dataDir, 'pglite.lock'), String(process.ppid));
    await expectUnavailable();
  });
});

async function expectUnavailable(): Promise<void> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const requestsBefore = env.fake.requests.length;
  const response = await POST(postJson(ENDPOINT, valid));
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    error: 'We cannot accept forms right now. Please try again in a few minutes or contact us by email.',
  });
  expect(env.fake.requests.length).toBe(requestsBefore);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
}
