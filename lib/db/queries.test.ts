import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { saveContactSubmission, saveDownloadSubmission } from '@/lib/db/queries';
import { contactNotification, downloadNotification, teamDateTime } from '@/lib/mail/team-notifications';
import { markSent, type MailDraft } from '@/lib/outbox/store';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The forms' write path: the submission and its outbox rows in one statement, with the id taken
// first so the e-mail can name it. What the functions return must be exactly what was stored.

const dbs = useTestDatabases();

const contact = (n: number) => ({
  firstName: 'Ada',
  lastName: `Lovelace ${n}`,
  email: `ada${n}@example.com`,
  company: n % 2 ? 'Analytical Engines Ltd' : undefined,
  service: n % 2 ? ('ai-marketing' as const) : undefined,
  message: `Message number ${n}, long enough.`,
});
const download = (n: number) => ({
  firstName: 'Jan',
  lastName: `de Vries ${n}`,
  email: `jan${n}@example.nl`,
  company: 'Voorbeeld BV',
  agreeMarketing: n % 2 === 0,
  agreePrivacy: true,
});
const consent = {
  text: {
    version: 'test-wording-v1',
    locale: 'nl' as const,
    marketingLabel: 'Ja, mail me',
    privacyLabel: 'Ik ga akkoord',
    privacyNote: 'Zie <link>privacy</link>.',
    sources: { marketingLabel: null, privacyLabel: null, privacyNote: null },
  },
  method: 'web form checkbox',
};
const visitorMail = (to: string): MailDraft => ({
  kind: 'download-visitor',
  message: { to, subject: 'Your white paper', text: 'Link', html: '<p>Link</p>' },
});

describe.each(engines)('saving a submission with its mail on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.contactSubmission.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
  });

  it('stores the contact message and its notification exactly as returned, the mail naming the stored id', async () => {
    const { submission, outbox } = await saveContactSubmission(db.prisma, contact(1), 'en', (saved) => [
      { kind: 'contact-notification', message: contactNotification('team@granite.test', saved) },
    ]);

    expect(await db.prisma.contactSubmission.findMany()).toEqual([submission]);
    expect(submission).toMatchObject({ ...contact(1), id: expect.any(Number), locale: 'en', status: 'new', note: null });
    expect(await db.prisma.mailOutbox.findMany()).toEqual(outbox);
    const [mail] = outbox;
    expect(mail).toMatchObject({
      contactSubmissionId: submission.id,
      downloadSubmissionId: null,
      kind: 'contact-notification',
      recipient: 'team@granite.test',
      status: 'pending',
      attempts: 1,
      createdAt: submission.createdAt,
      nextAttemptAt: submission.createdAt,
      lockedUntil: new Date(submission.createdAt.getTime() + 60_000),
      idempotencyKey: `granite-outbox-${mail!.id}`,
    });
    const payload = mail!.payload as { text: string; html: string };
    expect(payload.text).toContain(`Reference: contact #${submission.id}`);
    expect(payload.text).toContain(`Received: ${teamDateTime(submission.createdAt)}`);
    expect(payload.html).toContain(`contact #${submission.id}`);
  });

  it('gives every submission its own id, in order, as the column default would', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { submission } = await saveContactSubmission(db.prisma, contact(n), 'en', (saved) => [
        { kind: 'contact-notification', message: contactNotification('team@granite.test', saved) },
      ]);
      ids.push(submission.id);
    }
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(ids[2]).toBeGreaterThan(ids[1]!);
    // A row written without an id (the schema test, an admin) still gets a fresh one.
    const plain = await db.prisma.contactSubmission.create({ data: { ...contact(4), company: null, service: null } });
    expect(plain.id).toBeGreaterThan(ids[2]!);
    const mails = await db.prisma.mailOutbox.findMany();
    for (const id of ids) {
      expect(mails.filter((mail) => (mail.payload as { text: string }).text.includes(`Reference: contact #${id}\n`))).toHaveLength(1);
    }
  });

  it('stores a download request with both of its e-mails', async () => {
    const { submission, outbox } = await saveDownloadSubmission(db.prisma, download(2), 'nl', consent, (saved) => [
      { kind: 'download-notification', message: downloadNotification('team@granite.test', saved, 'nl') },
      visitorMail(saved.email),
    ]);
    expect(await db.prisma.downloadSubmission.findMany()).toEqual([submission]);
    expect(submission).toMatchObject({ ...download(2), downloadedAt: expect.any(Date), locale: 'nl', status: 'new' });
    const stored = await db.prisma.mailOutbox.findMany({ orderBy: { kind: 'asc' } });
    expect(stored.map((mail) => mail.downloadSubmissionId)).toEqual([submission.id, submission.id]);
    expect(stored).toEqual([...outbox].sort((a, b) => a.kind.localeCompare(b.kind)));
    expect(stored.map((mail) => mail.recipient)).toEqual(['team@granite.test', 'jan2@example.nl']);
    expect((stored[0]!.payload as { text: string }).text).toContain(`Reference: download #${submission.id}`);
  });

  it('stores neither the submission nor any mail when one outbox row cannot be written', async () => {
    // jsonb refuses a NUL character, so the second row of the statement fails.
    const broken: MailDraft = { kind: 'download-visitor', message: { to: 'x@example.com', subject: 's', text: 'a\u0000b', html: '' } };
    await expect(
      saveDownloadSubmission(db.prisma, download(3), 'nl', consent, (saved) => [
        { kind: 'download-notification', message: downloadNotification('team@granite.test', saved, 'en') },
        broken,
      ]),
    ).rejects.toThrow();
    await expect(saveContactSubmission(db.prisma, contact(3), 'en', () => [{ kind: 'contact-notification', message: broken.message }])).rejects.toThrow();
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
    expect(await db.prisma.contactSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);

    // The next submission is stored as usual (its id simply skips the one that was taken).
    await saveContactSubmission(db.prisma, contact(5), 'en', (saved) => [
      { kind: 'contact-notification', message: contactNotification('team@granite.test', saved) },
    ]);
    expect(await db.prisma.contactSubmission.count()).toBe(1);
    expect(await db.prisma.mailOutbox.count()).toBe(1);
  });

  it('stores nothing when the mail cannot be rendered, or there is none to send', async () => {
    await expect(
      saveContactSubmission(db.prisma, contact(6), 'en', () => {
        throw new Error('template broke');
      }),
    ).rejects.toThrow('template broke');
    await expect(saveDownloadSubmission(db.prisma, download(6), 'nl', consent, () => [])).rejects.toThrow(/at least one e-mail/);
    expect(await db.prisma.contactSubmission.count()).toBe(0);
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
  });

  it('keeps every row, and every id, when many requests write at once', async () => {
    const saved = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        saveContactSubmission(db.prisma, contact(100 + n), 'en', (row) => [
          { kind: 'contact-notification', message: contactNotification('team@granite.test', row) },
        ]),
      ),
    );
    expect(new Set(saved.map(({ submission }) => submission.id)).size).toBe(40);
    expect(await db.prisma.contactSubmission.count()).toBe(40);
    const mails = await db.prisma.mailOutbox.findMany();
    expect(mails).toHaveLength(40);
    for (const { submission, outbox } of saved) {
      const mail = mails.find((row) => row.id === outbox[0]!.id);
      expect((mail!.payload as { text: string }).text).toContain(`Reference: contact #${submission.id}\n`);
    }

    // Their mail is marked sent at about the same moment too: every row gets its own outcome.
    const sentAt = new Date('2026-11-22T03:00:00.000Z');
    await Promise.all(saved.map(({ outbox }) => markSent(db.prisma, outbox[0]!.id, `re_${outbox[0]!.id}`, sentAt)));
    for (const row of await db.prisma.mailOutbox.findMany()) {
      expect(row).toMatchObject({ status: 'sent', providerMessageId: `re_${row.id}`, sentAt, lockedUntil: null });
    }
  });
});
