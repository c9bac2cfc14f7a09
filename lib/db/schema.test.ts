import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The migrations are written by hand, so these tests are what proves they build exactly the
// tables schema.prisma describes: every model and field goes through Prisma Client and back.

const dbs = useTestDatabases();
const at = (iso: string) => new Date(iso);

describe.each(engines)('schema and migrations agree on %s', (engine) => {
  it('round-trips every model and every field through Prisma Client', async () => {
    const { prisma } = await dbs.open(engine);

    const user = {
      username: 'ada',
      password: 'hash$argon2',
      createdAt: at('2025-01-01T00:00:00.000Z'),
      failedSignIns: 2,
      lockedUntil: at('2025-01-01T00:15:00.000Z'),
    };
    const savedUser = await prisma.user.create({ data: user });
    expect(await prisma.user.findUniqueOrThrow({ where: { username: 'ada' } })).toEqual({ id: savedUser.id, ...user });
    await expect(prisma.user.create({ data: user })).rejects.toMatchObject({ code: 'P2002' });

    const contact = {
      firstName: 'Zoë',
      lastName: "O'Brien",
      email: 'zoe@example.com',
      company: 'Ünïcode & Co <b>',
      service: 'ai-marketing',
      message: 'Line one\nLine two — with emoji 🚀',
      createdAt: at('2025-01-02T03:04:05.678Z'),
      locale: 'de',
      status: 'in_progress' as const,
      note: 'Called back — wants a quote',
      updatedAt: at('2025-01-03T10:00:00.000Z'),
    };
    const savedContact = await prisma.contactSubmission.create({ data: contact });
    expect(await prisma.contactSubmission.findUniqueOrThrow({ where: { id: savedContact.id } })).toEqual({
      id: savedContact.id,
      ...contact,
    });
    const bare = await prisma.contactSubmission.create({
      data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Just the required fields' },
    });
    expect(bare).toMatchObject({ company: null, service: null, locale: null, status: 'new', note: null, updatedAt: null });
    expect(Math.abs(bare.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const download = {
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      company: 'Voorbeeld BV',
      agreeMarketing: true,
      agreePrivacy: true,
      downloadedAt: at('2025-06-30T23:59:59.999Z'),
      locale: 'nl',
      status: 'closed' as const,
      note: 'Sent the brochure',
      updatedAt: at('2025-07-01T08:00:00.000Z'),
    };
    const savedDownload = await prisma.downloadSubmission.create({ data: download });
    expect(await prisma.downloadSubmission.findUniqueOrThrow({ where: { id: savedDownload.id } })).toEqual({
      id: savedDownload.id,
      ...download,
    });
    const withDefaults = await prisma.downloadSubmission.create({
      data: { ...download, agreeMarketing: false, downloadedAt: undefined },
    });
    expect(withDefaults.agreeMarketing).toBe(false);
    expect(Math.abs(withDefaults.downloadedAt.getTime() - Date.now())).toBeLessThan(60_000);

    const id = randomUUID();
    const mail = {
      id,
      kind: 'contact-notification',
      recipient: 'team@example.com',
      payload: { subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', nested: { list: [1, 'two', null] } },
      status: 'failed' as const,
      attempts: 4,
      nextAttemptAt: at('2025-02-03T04:05:06.007Z'),
      lockedUntil: at('2025-02-03T04:06:06.007Z'),
      lastError: '503 application_error',
      sentAt: at('2025-02-03T04:05:07.000Z'),
      providerMessageId: 're_123',
      idempotencyKey: `granite-outbox-${id}`,
      createdAt: at('2025-02-03T04:00:00.000Z'),
      contactSubmissionId: savedContact.id,
      downloadSubmissionId: savedDownload.id,
    };
    await prisma.mailOutbox.create({ data: mail });
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id } })).toEqual(mail);
    const pending = await prisma.mailOutbox.create({
      data: { id: randomUUID(), kind: 'k', recipient: 'r@example.com', payload: {}, idempotencyKey: 'other' },
    });
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      sentAt: null,
      lastError: null,
      contactSubmissionId: null,
      downloadSubmissionId: null,
    });
    await expect(
      prisma.mailOutbox.create({ data: { ...mail, id: randomUUID() } }),
    ).rejects.toMatchObject({ code: 'P2002' });

    const limit = { key: 'contact:minute:2001:db8::/64', points: 3, expire: 1_767_225_600_000n };
    await prisma.rateLimit.create({ data: limit });
    expect(await prisma.rateLimit.findUniqueOrThrow({ where: { key: limit.key } })).toEqual(limit);
    expect(await prisma.rateLimit.create({ data: { key: 'download:hour:192.0.2.1' } })).toEqual({
      key: 'download:hour:192.0.2.1',
      points: 0,
      expire: null,
    });
    await expect(prisma.rateLimit.create({ data: limit })).rejects.toMatchObject({ code: 'P2002' });
  });

  it('round-trips the consent models: wording versions, records, opt-ins and mail limits', async () => {
    const { prisma } = await dbs.open(engine);
    const download = {
      firstName: 'Jan',
      lastName: 'de Vries',
      email: 'jan@example.nl',
      company: 'Voorbeeld BV',
      agreeMarketing: true,
      agreePrivacy: true,
    };
    const savedDownload = await prisma.downloadSubmission.create({ data: download });
    const withDefaults = await prisma.downloadSubmission.create({ data: { ...download, agreeMarketing: false } });

    const wording = {
      version: 'a'.repeat(64),
      locale: 'de',
      marketingLabel: 'Ja, senden Sie mir E-Mails – „gelegentlich“',
      privacyLabel: 'Ich stimme zu',
      privacyNote: 'Mehr in der <link>Datenschutzerklärung</link>.',
      createdAt: at('2025-03-01T10:00:00.000Z'),
    };
    await prisma.consentText.create({ data: wording });
    expect(await prisma.consentText.findUniqueOrThrow({ where: { version: wording.version } })).toEqual(wording);
    await expect(prisma.consentText.create({ data: wording })).rejects.toMatchObject({ code: 'P2002' });
    const defaultedText = await prisma.consentText.create({ data: { ...wording, version: 'b'.repeat(64), createdAt: undefined } });
    expect(Math.abs(defaultedText.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const record = {
      submissionId: savedDownload.id,
      textVersion: wording.version,
      method: 'web form checkbox',
      locale: 'de',
      agreeMarketing: true,
      agreePrivacy: true,
      givenAt: at('2025-06-30T23:59:59.999Z'),
    };
    const savedRecord = await prisma.consentRecord.create({ data: record });
    expect(await prisma.consentRecord.findUniqueOrThrow({ where: { id: savedRecord.id }, include: { text: true } })).toEqual({
      id: savedRecord.id,
      ...record,
      text: wording,
    });
    // One record per request, and only for requests and wordings that exist.
    await expect(prisma.consentRecord.create({ data: record })).rejects.toMatchObject({ code: 'P2002' });
    await expect(prisma.consentRecord.create({ data: { ...record, submissionId: withDefaults.id, textVersion: 'missing' } })).rejects.toMatchObject({
      code: 'P2003',
    });
    const defaultedRecord = await prisma.consentRecord.create({ data: { ...record, submissionId: withDefaults.id, givenAt: undefined } });
    expect(Math.abs(defaultedRecord.givenAt.getTime() - Date.now())).toBeLessThan(60_000);

    const optIn = {
      id: randomUUID(),
      email: 'jan@example.nl',
      status: 'withdrawn' as const,
      locale: 'nl',
      consentRecordId: savedRecord.id,
      requestedAt: at('2025-07-01T08:00:00.000Z'),
      expiresAt: at('2025-07-08T08:00:00.000Z'),
      confirmedAt: at('2025-07-01T09:00:00.000Z'),
      withdrawnAt: at('2025-07-02T09:00:00.000Z'),
    };
    await prisma.marketingConsent.create({ data: optIn });
    expect(await prisma.marketingConsent.findUniqueOrThrow({ where: { email: optIn.email } })).toEqual(optIn);
    await expect(prisma.marketingConsent.create({ data: { ...optIn, id: randomUUID() } })).rejects.toMatchObject({ code: 'P2002' });
    const pendingOptIn = await prisma.marketingConsent.create({
      data: { email: 'new@example.com', locale: 'en', expiresAt: at('2025-07-08T08:00:00.000Z') },
    });
    expect(pendingOptIn).toMatchObject({ status: 'pending', consentRecordId: null, confirmedAt: null, withdrawnAt: null });
    expect(pendingOptIn.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(pendingOptIn.requestedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Erasing a request takes its consent record with it; the address's opt-in state (a withdrawal) stays.
    await prisma.downloadSubmission.delete({ where: { id: savedDownload.id } });
    expect(await prisma.consentRecord.findUnique({ where: { id: savedRecord.id } })).toBeNull();
    expect(await prisma.marketingConsent.findUniqueOrThrow({ where: { email: optIn.email } })).toMatchObject({
      status: 'withdrawn',
      consentRecordId: null,
    });

    const recipientDay = { kind: 'white-paper', recipientHash: 'f'.repeat(64), day: at('2025-07-01T00:00:00.000Z') };
    await prisma.mailRecipientDay.create({ data: recipientDay });
    expect(await prisma.mailRecipientDay.findMany()).toEqual([recipientDay]);
    await expect(prisma.mailRecipientDay.create({ data: recipientDay })).rejects.toMatchObject({ code: 'P2002' });
    const dailyCount = { kind: 'white-paper', day: at('2025-07-01T00:00:00.000Z'), count: 7 };
    await prisma.mailDailyCount.create({ data: dailyCount });
    expect(await prisma.mailDailyCount.findMany()).toEqual([dailyCount]);
    expect(await prisma.mailDailyCount.create({ data: { kind: 'marketing-confirmation', day: dailyCount.day } })).toMatchObject({ count: 0 });

  });

  it('has a column for every field of every model, with matching nullability', async () => {
    const db = await dbs.open(engine);
    const session = await db.openSession();
    const columns = await session.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    await session.release();
    const actual = columns.map((c) => `${c.table_name}.${c.column_name}${c.is_nullable === 'YES' ? '?' : ''}`).sort();

    expect(actual).toEqual(fieldsInSchema());
  });
});

/** `table.column` for every scalar field in schema.prisma, with `?` when it is optional. */
function fieldsInSchema(): string[] {
  const schema = readFileSync(path.join(process.cwd(), 'prisma', 'schema.prisma'), 'utf8');
  const models = new Set([...schema.matchAll(/^model (\w+) \{/gm)].map(([, name]) => name));
  // A model ends at the first `}` that starts a line: bodies may hold braces (`@default("{}")`).
  return [...schema.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm)]
    .flatMap(([, body = '']) => {
      const table = /@@map\("(\w+)"\)/.exec(body)?.[1];
      return [...body.matchAll(/^\s+(\w+)\s+(\w+)(\?)?/gm)]
        // Relation fields (typed with another model) have no column of their own.
        .filter(([, , type]) => !models.has(type))
        .map(([, name, , optional]) => `${table}.${name}${optional ?? ''}`);
    })
    .sort();
}
