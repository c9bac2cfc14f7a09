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
      createdAt: at('2025-01-01T09:00:00.123Z'),
      failedSignIns: 3,
      lockedUntil: at('2025-01-01T09:15:00.000Z'),
      role: 'editor',
      languages: ['de', 'nl'],
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
    };
    const savedUser = await prisma.user.create({ data: user });
    expect(await prisma.user.findUniqueOrThrow({ where: { username: 'ada' } })).toEqual({ id: savedUser.id, ...user });
    await expect(prisma.user.create({ data: user })).rejects.toMatchObject({ code: 'P2002' });
    const newUser = await prisma.user.create({ data: { username: 'grace', password: 'hash' } });
    expect(newUser).toMatchObject({ failedSignIns: 0, lockedUntil: null, role: 'owner', languages: [], email: null });
    // One member per e-mail address; many without one.
    await expect(prisma.user.create({ data: { username: 'eve', password: 'hash', email: 'ada@example.com' } })).rejects.toMatchObject({ code: 'P2002' });
    await prisma.user.create({ data: { username: 'noemail', password: 'hash' } });
    expect(Math.abs(newUser.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

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
      updatedAt: at('2025-01-03T10:00:00.001Z'),
      assigneeId: savedUser.id,
      sourcePage: '/de/contact',
      sourceLanding: '/de/services',
      sourceReferrer: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'ai-agents-q1',
      utmTerm: 'ki agenten',
      utmContent: 'video',
      sourceClickId: true,
      sourceDevice: 'mobile',
      nextActionOn: at('2025-01-10T00:00:00.000Z'),
      nextActionNote: 'Send the quote — „Angebot“',
    };
    const savedContact = await prisma.contactSubmission.create({ data: contact });
    expect(await prisma.contactSubmission.findUniqueOrThrow({ where: { id: savedContact.id } })).toEqual({
      id: savedContact.id,
      ...contact,
    });
    const bare = await prisma.contactSubmission.create({
      data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Just the required fields' },
    });
    expect(bare).toMatchObject({
      company: null,
      service: null,
      locale: null,
      status: 'new',
      note: null,
      updatedAt: null,
      nextActionOn: null,
      nextActionNote: null,
    });
    await expect(prisma.$executeRawUnsafe(`UPDATE "contact_submissions" SET "status" = 'done' WHERE "id" = ${bare.id}`)).rejects.toThrow();
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
      note: null,
      updatedAt: at('2025-07-01T00:00:00.000Z'),
      assigneeId: null,
      sourcePage: '/nl/diy-agents',
      sourceLanding: '/nl',
      sourceReferrer: null,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      sourceClickId: false,
      sourceDevice: 'desktop',
      nextActionOn: null,
      nextActionNote: null,
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
    const bareDownload = await prisma.downloadSubmission.create({
      data: { ...download, locale: undefined, status: undefined, updatedAt: undefined },
    });
    expect(bareDownload).toMatchObject({ locale: null, status: 'new', note: null, updatedAt: null });
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
      downloadSubmissionId: null,
    };
    await prisma.mailOutbox.create({ data: mail });
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id } })).toEqual(mail);
    await expect(prisma.mailOutbox.create({ data: { ...mail, id: randomUUID() } })).rejects.toMatchObject({ code: 'P2002' });
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
    const downloadMail = await prisma.mailOutbox.create({
      data: {
        id: randomUUID(),
        kind: 'download-visitor',
        recipient: 'jan@example.nl',
        payload: {},
        idempotencyKey: 'of-a-download',
        downloadSubmissionId: savedDownload.id,
      },
    });
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: downloadMail.id } })).toMatchObject({
      downloadSubmissionId: savedDownload.id,
      contactSubmissionId: null,
    });
    await expect(
      prisma.mailOutbox.create({ data: { id: randomUUID(), kind: 'k', recipient: 'r', payload: {}, idempotencyKey: 'orphan', contactSubmissionId: 999_999 } }),
    ).rejects.toMatchObject({ code: 'P2003' });
    // Erasing a submission takes its mails (and their bodies) along; other mails stay.
    await prisma.contactSubmission.delete({ where: { id: savedContact.id } });
    await prisma.downloadSubmission.delete({ where: { id: savedDownload.id } });
    expect(await prisma.mailOutbox.findUnique({ where: { id } })).toBeNull();
    expect(await prisma.mailOutbox.findUnique({ where: { id: downloadMail.id } })).toBeNull();
    expect(await prisma.mailOutbox.findUnique({ where: { id: pending.id } })).not.toBeNull();

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
      marketingLabelCopyVersion: 12,
      privacyLabelCopyVersion: null,
      privacyNoteCopyVersion: 2_147_483_647,
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

  it('round-trips the team area models: sessions and the audit log', async () => {
    const { prisma } = await dbs.open(engine);
    const member = await prisma.user.create({ data: { username: 'alex', password: 'hash' } });
    const other = await prisma.user.create({ data: { username: 'sam', password: 'hash' } });

    const session = {
      id: 'a'.repeat(64),
      userId: member.id,
      createdAt: at('2026-11-24T08:00:00.001Z'),
      lastSeenAt: at('2026-11-24T09:30:00.002Z'),
      expiresAt: at('2026-11-24T20:00:00.000Z'),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) — Firefox',
    };
    await prisma.teamSession.create({ data: session });
    expect(await prisma.teamSession.findUniqueOrThrow({ where: { id: session.id } })).toEqual(session);
    await expect(prisma.teamSession.create({ data: session })).rejects.toMatchObject({ code: 'P2002' });
    await expect(prisma.teamSession.create({ data: { ...session, id: 'b'.repeat(64), userId: 999_999 } })).rejects.toMatchObject({ code: 'P2003' });
    const fresh = await prisma.teamSession.create({ data: { id: 'c'.repeat(64), userId: other.id, expiresAt: session.expiresAt } });
    expect(fresh.userAgent).toBeNull();
    expect(Math.abs(fresh.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(fresh.lastSeenAt.getTime() - Date.now())).toBeLessThan(60_000);

    const entry = {
      at: at('2026-11-24T09:31:00.000Z'),
      action: 'erasure',
      actorId: member.id,
      actorName: 'alex',
      detail: { contacts: 2, downloads: 1, nested: { list: [1, 'two', null] }, flag: true },
    };
    const saved = await prisma.auditEntry.create({ data: entry });
    expect(await prisma.auditEntry.findUniqueOrThrow({ where: { id: saved.id } })).toEqual({ id: saved.id, ...entry });
    const bare = await prisma.auditEntry.create({ data: { action: 'sign-in-failed' } });
    expect(bare).toMatchObject({ actorId: null, actorName: null, detail: {} });
    expect(Math.abs(bare.at.getTime() - Date.now())).toBeLessThan(60_000);

    // Removing an account ends its sessions; its audit entries stay, naming it by its old name.
    await prisma.user.delete({ where: { id: member.id } });
    expect(await prisma.teamSession.findUnique({ where: { id: session.id } })).toBeNull();
    expect(await prisma.teamSession.findUnique({ where: { id: fresh.id } })).not.toBeNull();
    expect(await prisma.auditEntry.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ actorId: null, actorName: 'alex' });
  });

  it('round-trips the lead work models: timeline events, mail attempts, read marks and preferences', async () => {
    const { prisma } = await dbs.open(engine);
    const member = await prisma.user.create({ data: { username: 'kim', password: 'hash' } });
    const lead = await prisma.contactSubmission.create({ data: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'Hi', assigneeId: member.id } });
    const event = {
      contactSubmissionId: lead.id,
      downloadSubmissionId: null,
      type: 'note',
      authorId: member.id,
      authorName: 'kim',
      body: 'Called — „later“ 🚀',
      fromValue: null,
      toValue: null,
      createdAt: at('2026-11-25T09:00:00.001Z'),
      editedAt: at('2026-11-25T09:05:00.000Z'),
      history: [{ body: 'Caled', at: '2026-11-25T09:00:00.001Z' }],
    };
    const savedEvent = await prisma.leadEvent.create({ data: event });
    expect(await prisma.leadEvent.findUniqueOrThrow({ where: { id: savedEvent.id } })).toEqual({ id: savedEvent.id, ...event });
    const mailId = randomUUID();
    await prisma.mailOutbox.create({
      data: { id: mailId, kind: 'contact-notification', recipient: 't@x.co', payload: {}, idempotencyKey: `k-${mailId}`, contactSubmissionId: lead.id },
    });
    const attempt = { outboxId: mailId, at: at('2026-11-25T09:01:00.000Z'), outcome: 'failed', errorKind: 'rejected', error: '422 validation_error' };
    const savedAttempt = await prisma.mailAttempt.create({ data: attempt });
    expect(await prisma.mailAttempt.findUniqueOrThrow({ where: { id: savedAttempt.id } })).toEqual({ id: savedAttempt.id, ...attempt });
    const read = { userId: member.id, contactSubmissionId: lead.id, downloadSubmissionId: null, readAt: at('2026-11-25T09:02:00.000Z') };
    const savedRead = await prisma.leadRead.create({ data: read });
    expect(await prisma.leadRead.findUniqueOrThrow({ where: { id: savedRead.id } })).toEqual({ id: savedRead.id, ...read });
    await expect(prisma.leadRead.create({ data: read })).rejects.toMatchObject({ code: 'P2002' });
    const preference = {
      userId: member.id,
      timeZone: 'Europe/Berlin',
      inboxSeenAt: at('2026-11-25T09:03:00.000Z'),
      inboxPreviousSeenAt: null,
      locale: 'de',
      morningMail: true,
      morningMailSentOn: '2026-11-25',
      insightsWeekly: true,
      insightsWeeklySentFor: at('2026-11-23T00:00:00.000Z'),
    };
    await prisma.memberPreference.create({ data: preference });
    expect(await prisma.memberPreference.findUniqueOrThrow({ where: { userId: member.id } })).toEqual(preference);
    const other = await prisma.user.create({ data: { username: 'lou', password: 'hash' } });
    expect(await prisma.memberPreference.create({ data: { userId: other.id } })).toMatchObject({
      morningMail: false,
      morningMailSentOn: null,
      insightsWeekly: false,
      insightsWeeklySentFor: null,
    });
    // A lead's next step: a day (no time of day) and a note; found by assignee and day.
    await prisma.contactSubmission.update({ where: { id: lead.id }, data: { nextActionOn: at('2026-11-26T00:00:00.000Z'), nextActionNote: 'Call back' } });
    expect(
      await prisma.contactSubmission.findMany({
        where: { assigneeId: member.id, nextActionOn: { lte: at('2026-11-26T00:00:00.000Z') } },
        select: { id: true, nextActionNote: true },
      }),
    ).toEqual([{ id: lead.id, nextActionNote: 'Call back' }]);

    // Erasing the lead takes its timeline, mails, their attempts and read marks along; removing
    // the member leaves the lead unassigned and the note under their old name.
    await prisma.user.delete({ where: { id: member.id } });
    expect(await prisma.contactSubmission.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({ assigneeId: null });
    expect(await prisma.leadEvent.findUniqueOrThrow({ where: { id: savedEvent.id } })).toMatchObject({ authorId: null, authorName: 'kim' });
    await prisma.contactSubmission.delete({ where: { id: lead.id } });
    expect([await prisma.leadEvent.count(), await prisma.mailAttempt.count(), await prisma.leadRead.count()]).toEqual([0, 0, 0]);
  });

  it('round-trips the Insights counters: page views per day, page, source, channel and device, with visits', async () => {
    const { prisma } = await dbs.open(engine);
    const row = {
      day: at('2026-11-23T00:00:00.000Z'),
      path: '/de/kontakt',
      locale: 'de',
      source: 'Google',
      channel: 'paid-search',
      device: 'mobile',
      views: 7,
      entries: 4,
      continued: 3,
    };
    await prisma.pageViewDay.create({ data: row });
    const key = { day: row.day, path: row.path, source: row.source, channel: row.channel, device: row.device };
    expect(await prisma.pageViewDay.findUniqueOrThrow({ where: { day_path_source_channel_device: key } })).toEqual(row);
    await expect(prisma.pageViewDay.create({ data: row })).rejects.toMatchObject({ code: 'P2002' });
    // The same page and source in another channel is a row of its own; rows from before channels read ''.
    expect(await prisma.pageViewDay.create({ data: { ...row, channel: 'organic-search', views: 1, entries: 1, continued: 0 } })).toMatchObject({
      channel: 'organic-search',
    });
    expect(await prisma.pageViewDay.create({ data: { day: row.day, path: row.path, locale: 'de', source: '', device: 'desktop' } })).toMatchObject({
      channel: '',
      views: 0,
      entries: 0,
      continued: 0,
    });
    expect(await prisma.pageViewDay.count()).toBe(3);
  });

  it('round-trips the published copy models: drafts, versions, checks, baseline and cache tags', async () => {
    const { prisma } = await dbs.open(engine);
    const member = await prisma.user.create({ data: { username: 'robin', password: 'hash' } });

    const draft = {
      locale: 'de',
      key: 'HomePage.hero.title',
      text: 'Wachsen Sie – „schneller“ 🚀 mit {name} und <link>KI</link>',
      authorId: member.id,
      authorName: 'robin',
      updatedAt: at('2026-11-24T10:00:00.001Z'),
    };
    await prisma.copyDraft.create({ data: draft });
    expect(await prisma.copyDraft.findUniqueOrThrow({ where: { locale_key: { locale: 'de', key: draft.key } } })).toEqual(draft);
    await expect(prisma.copyDraft.create({ data: draft })).rejects.toMatchObject({ code: 'P2002' });
    await expect(prisma.copyDraft.create({ data: { ...draft, locale: 'fr', authorId: 999_999 } })).rejects.toMatchObject({ code: 'P2003' });
    expect(await prisma.copyDraft.create({ data: { ...draft, locale: 'nl', authorId: undefined } })).toMatchObject({ authorId: null });

    const version = {
      locale: 'de',
      key: 'HomePage.hero.title',
      text: draft.text,
      englishHash: 'e'.repeat(64),
      authorId: member.id,
      authorName: 'robin',
      createdAt: at('2026-11-24T10:05:00.002Z'),
      revertOf: null,
    };
    const saved = await prisma.copyVersion.create({ data: version });
    expect(await prisma.copyVersion.findUniqueOrThrow({ where: { id: saved.id } })).toEqual({ id: saved.id, ...version });
    const revert = await prisma.copyVersion.create({
      data: { locale: 'de', key: version.key, text: null, englishHash: version.englishHash, authorName: 'robin', revertOf: saved.id },
    });
    expect(revert).toMatchObject({ text: null, authorId: null, revertOf: saved.id });
    expect(revert.id).toBeGreaterThan(saved.id);
    expect(Math.abs(revert.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    await expect(prisma.copyVersion.create({ data: { ...version, revertOf: 999_999 } })).rejects.toMatchObject({ code: 'P2003' });

    const check = { locale: 'fr', key: 'HomePage.hero.title', englishHash: 'f'.repeat(64), confirmedBy: 'robin', confirmedAt: at('2026-11-24T11:00:00.003Z') };
    await prisma.copyTranslationCheck.create({ data: check });
    expect(await prisma.copyTranslationCheck.findUniqueOrThrow({ where: { locale_key: { locale: 'fr', key: check.key } } })).toEqual(check);
    await expect(prisma.copyTranslationCheck.create({ data: check })).rejects.toMatchObject({ code: 'P2002' });

    const baseline = { key: 'HomePage.hero.title', englishHash: 'a'.repeat(64), seenAt: at('2026-11-24T09:00:00.004Z') };
    await prisma.copyCatalogueBaseline.create({ data: baseline });
    expect(await prisma.copyCatalogueBaseline.findUniqueOrThrow({ where: { key: baseline.key } })).toEqual(baseline);
    await expect(prisma.copyCatalogueBaseline.create({ data: baseline })).rejects.toMatchObject({ code: 'P2002' });
    const seen = await prisma.copyCatalogueBaseline.create({ data: { key: 'HomePage.hero.subtitle', englishHash: 'b'.repeat(64) } });
    expect(Math.abs(seen.seenAt.getTime() - Date.now())).toBeLessThan(60_000);

    const tag = { tag: '/de/about', staleAt: 1_795_000_000_123n, expiredAt: 1_795_000_060_456n };
    await prisma.nextCacheTag.create({ data: tag });
    expect(await prisma.nextCacheTag.findUniqueOrThrow({ where: { tag: tag.tag } })).toEqual(tag);
    expect(await prisma.nextCacheTag.create({ data: { tag: '_N_T_/layout' } })).toEqual({ tag: '_N_T_/layout', staleAt: null, expiredAt: null });
    await expect(prisma.nextCacheTag.create({ data: tag })).rejects.toMatchObject({ code: 'P2002' });

    // Removing an account keeps its drafts and versions, naming the author by the old name; the
    // version a revert restored is never deleted, but if it were the revert would only lose the link.
    await prisma.user.delete({ where: { id: member.id } });
    expect(await prisma.copyDraft.findUniqueOrThrow({ where: { locale_key: { locale: 'de', key: draft.key } } })).toMatchObject({
      authorId: null,
      authorName: 'robin',
    });
    expect(await prisma.copyVersion.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ authorId: null, authorName: 'robin' });
    await prisma.copyVersion.delete({ where: { id: saved.id } });
    expect(await prisma.copyVersion.findUniqueOrThrow({ where: { id: revert.id } })).toMatchObject({ revertOf: null });
  });

  it('round-trips invitations and unlock links; an unlock link goes with its member', async () => {
    const { prisma } = await dbs.open(engine);
    const member = await prisma.user.create({ data: { username: 'ivy', password: 'hash', email: 'ivy@example.com' } });
    const invitation = {
      email: 'new@example.com',
      role: 'editor',
      languages: ['fr'],
      locale: 'fr',
      tokenHash: 'c'.repeat(64),
      invitedById: member.id,
      invitedByName: 'ivy',
      createdAt: at('2026-11-28T09:00:00.001Z'),
      expiresAt: at('2026-12-01T09:00:00.001Z'),
      sentAt: at('2026-11-28T09:00:01.000Z'),
      mailFailed: false,
      acceptedAt: at('2026-11-29T09:00:00.000Z'),
      acceptedUserId: member.id,
      revokedAt: null,
    };
    const savedInvitation = await prisma.teamInvitation.create({ data: invitation });
    expect(await prisma.teamInvitation.findUniqueOrThrow({ where: { id: savedInvitation.id } })).toEqual({ id: savedInvitation.id, ...invitation });
    await expect(prisma.teamInvitation.create({ data: { ...invitation, role: 'admin', tokenHash: 'd'.repeat(64) } })).rejects.toThrow();
    await expect(prisma.teamInvitation.create({ data: invitation })).rejects.toMatchObject({ code: 'P2002' });
    const link = {
      userId: member.id,
      tokenHash: 'e'.repeat(64),
      createdAt: at('2026-11-28T09:00:00.002Z'),
      expiresAt: at('2026-11-28T09:15:00.002Z'),
      usedAt: null,
    };
    const savedLink = await prisma.teamUnlockLink.create({ data: link });
    expect(await prisma.teamUnlockLink.findUniqueOrThrow({ where: { id: savedLink.id } })).toEqual({ id: savedLink.id, ...link });
    await prisma.user.delete({ where: { id: member.id } });
    expect(await prisma.teamUnlockLink.count()).toBe(0);
    expect(await prisma.teamInvitation.count()).toBe(1);
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
  // A model ends at the first line that is only `}` (a default such as @default("{}") holds braces).
  return [...schema.matchAll(/^model \w+ \{([\s\S]*?)^\}/gm)]
    .flatMap(([, body = '']) => {
      const table = /@@map\("(\w+)"\)/.exec(body)?.[1];
      return (
        [...body.matchAll(/^\s+(\w+)\s+(\w+)(\?)?(.*)$/gm)]
          // Relation fields (typed with another model) have no column of their own.
          .filter(([, , type]) => !models.has(type))
          // A field whose column has another name (`@map("…")`) is that column.
          .map(([, name, , optional, rest = '']) => `${table}.${/@map\("(\w+)"\)/.exec(rest)?.[1] ?? name}${optional ?? ''}`)
      );
    })
    .sort();
}
