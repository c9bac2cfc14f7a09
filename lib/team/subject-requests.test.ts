import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { recipientHash } from '@/lib/db/mail-quota';
import type { AuditActor } from '@/lib/team/audit';
import { subjectDocument } from '@/lib/team/subject-document';
import { addNote, assignLead, changeStatus, editNote } from '@/lib/team/lead-work';
import { eraseSubject, findSubjectData, subjectDataJson } from '@/lib/team/subject-requests';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads, seedContact, seedDownload, seedMail } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const day = (n: number) => new Date(Date.UTC(2026, 3, n));

// The person asking, and a neighbour whose address differs only where the asker's has a `_`:
// matched as a LIKE pattern, the asker's address would take the neighbour's rows along.
const subject = 'ann_lee@example.com';
const neighbour = 'annxlee@example.com';

describe.each(engines)('subject requests on %s', (engine) => {
  let db: Database;
  let actor: AuditActor;

  beforeAll(async () => {
    db = await dbs.open(engine);
    const user = await db.prisma.user.create({ data: { username: 'dpo', password: 'x' } });
    actor = { id: user.id, username: user.username };
    await db.prisma.consentText.create({
      data: { version: 'v1', locale: 'en', marketingLabel: 'Send me news', privacyLabel: 'I agree', privacyNote: 'See privacy.' },
    });
  });

  /** Everything a person leaves behind, in every place it can be, for one address. */
  async function seedPerson(email: string, spelling: (email: string) => string[]) {
    const { prisma } = db;
    const [first, second, third] = spelling(email) as [string, string, string];
    const contact = await seedContact(prisma, { email: first, note: 'Wants a call', createdAt: day(1) });
    const again = await seedContact(prisma, { email: second, createdAt: day(2) });
    const download = await seedDownload(prisma, { email: third, agreeMarketing: true, createdAt: day(3) });
    const record = await prisma.consentRecord.create({
      data: {
        submissionId: download.id,
        textVersion: 'v1',
        method: 'web form checkbox',
        locale: 'en',
        agreeMarketing: true,
        agreePrivacy: true,
        givenAt: day(3),
      },
    });
    await prisma.marketingConsent.create({
      data: { email, status: 'confirmed', locale: 'en', consentRecordId: record.id, expiresAt: day(10), confirmedAt: day(4) },
    });
    await seedMail(prisma, contact, 'sent', { replyTo: first });
    await seedMail(prisma, again, 'sent', { replyTo: second });
    await seedMail(prisma, download, 'sent', { replyTo: third });
    await seedMail(prisma, download, 'failed', { kind: 'download-visitor', recipient: third });
    await seedMail(prisma, download, 'pending', { kind: 'marketing-confirmation', recipient: third });
    // From before mails were tied to their submission: one to the person, one about them.
    await seedMail(prisma, undefined, 'sent', { kind: 'download-visitor', recipient: email.toUpperCase() });
    await seedMail(prisma, undefined, 'sent', { kind: 'contact-notification', replyTo: first });
    await prisma.mailRecipientDay.create({ data: { kind: 'white-paper', recipientHash: recipientHash(email), day: day(3) } });
    return { contact, again, download, record };
  }

  /** Rows per table whose every column, as text, mentions the needle: the whole schema, every table. */
  async function mentions(needle: string): Promise<Record<string, number>> {
    const session = await db.openSession();
    try {
      const tables = await session.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(12);
      const found: Record<string, number> = {};
      for (const { table_name: table } of tables) {
        const [row] = await session.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table}" AS t WHERE position($1 in lower(t::text)) > 0 OR position($2 in lower(t::text)) > 0`,
          [needle, recipientHash(needle)],
        );
        if (row!.n > 0) found[table] = row!.n;
      }
      return found;
    } finally {
      await session.release();
    }
  }

  beforeEach(() => clearLeads(db.prisma));

  it('finds everything held about an address, whatever its case, and nothing of anyone else', async () => {
    const { contact, again, download, record } = await seedPerson(subject, (email) => [
      email.replace('ann', 'Ann').replace('example', 'Example'),
      ` ${email}`,
      email.toUpperCase(),
    ]);
    await seedPerson(neighbour, (email) => [email, email, email]);

    const data = await findSubjectData(db.prisma, ' ANN_Lee@example.COM ');
    expect(data.email).toBe(subject);
    expect(data.contacts.map((row) => row.id)).toEqual([contact.id, again.id]);
    expect(data.contacts[0]).toMatchObject({ email: 'Ann_lee@Example.com', note: 'Wants a call', status: 'new' });
    expect(data.downloads.map((row) => row.id)).toEqual([download.id]);
    expect(data.consentRecords).toEqual([
      expect.objectContaining({
        id: record.id,
        submissionId: download.id,
        textVersion: 'v1',
        marketingLabel: 'Send me news',
        privacyLabel: 'I agree',
        givenAt: day(3),
      }),
    ]);
    expect(data.marketingConsent).toEqual({
      status: 'confirmed',
      locale: 'en',
      requestedAt: expect.any(Date),
      expiresAt: day(10),
      confirmedAt: day(4),
      withdrawnAt: null,
    });
    expect(data.mails).toHaveLength(7);
    expect(data.mails.map((mail) => mail.kind).sort()).toEqual([
      'contact-notification',
      'contact-notification',
      'contact-notification',
      'download-notification',
      'download-visitor',
      'download-visitor',
      'marketing-confirmation',
    ]);
    expect(data.mailLimits).toEqual([{ kind: 'white-paper', day: '2026-04-03' }]);

    const json = JSON.parse(subjectDataJson(data));
    expect(json).toMatchObject({ email: subject, contacts: [{ id: contact.id, createdAt: day(1).toISOString() }, { id: again.id }] });
    expect(JSON.stringify(json)).not.toContain('annxlee');

    // The readable document: one page in the member's language, labelled values, no raw tables.
    const html = await subjectDocument(data, 'de', 'Europe/Berlin', new Date('2026-05-01T08:00:00Z'));
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<title>Personenbezogene Daten zu ann_lee@example.com</title>');
    expect(html).toContain('Stand 01.05.2026 10:00. Zeitangaben in Europe/Berlin.');
    expect(html).toContain('<h2>Kontaktanfragen</h2>');
    expect(html).toContain('<dt>Eingegangen</dt><dd>01.04.2026 02:00</dd>');
    expect(html).toContain('<dt>Interne Notiz</dt><dd>Wants a call</dd>');
    expect(html).toContain('<dt>Bearbeitungsstatus</dt><dd>Neu</dd>');
    expect(html).toContain('Whitepaper-Link an Sie');
    expect(html).toContain('<dd>2026-04-03</dd>');
    expect(html).not.toMatch(/contact_submissions|mail_outbox|createdAt|<script/);
    expect(html).not.toContain('annxlee');
    // Whatever a visitor typed is escaped.
    const hostile = await subjectDocument({ ...data, contacts: [{ ...data.contacts[0]!, message: '<img src=x onerror=alert(1)>' }] }, 'en', 'Europe/London');
    expect(hostile).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(hostile).not.toContain('<img');
  });

  it('holds every note, each earlier wording of it and the timeline, in the JSON and the document', async () => {
    const { prisma } = db;
    const contact = await seedContact(prisma, { email: subject, createdAt: day(1) });
    await addNote(prisma, { kind: 'contact', id: contact.id }, 'Her CEO, Jo Bloggs, decides', actor, day(2));
    const [first] = await prisma.leadEvent.findMany({ where: { contactSubmissionId: contact.id, type: 'note' } });
    await editNote(prisma, { kind: 'contact', id: contact.id }, first!.id, 'Her CEO, Jo Blogs, decides', actor, new Date(day(2).getTime() + 60_000));
    await addNote(prisma, { kind: 'contact', id: contact.id }, 'Second call booked', actor, day(3));
    await changeStatus(prisma, { kind: 'contact', id: contact.id }, 'in_progress', actor, day(3));
    await assignLead(prisma, { kind: 'contact', id: contact.id }, actor.id, actor, day(4));

    const data = await findSubjectData(prisma, subject);
    const json = JSON.parse(subjectDataJson(data)) as { leadEvents: { type: string; body: string | null; history: { body: string }[] }[] };
    const notes = json.leadEvents.filter((event) => event.type === 'note');
    expect(notes.map((note) => note.body)).toEqual(['Her CEO, Jo Blogs, decides', 'Second call booked']);
    expect(notes[0]!.history.map((wording) => wording.body)).toEqual(['Her CEO, Jo Bloggs, decides']);
    expect(json.leadEvents.map((event) => event.type)).toEqual(['note', 'note', 'status', 'assignment']);

    const html = await subjectDocument(data, 'de', 'Europe/Berlin', day(5));
    expect(html).toContain('<dt>02.04.2026 02:00 · Frühere Fassung</dt><dd>Her CEO, Jo Bloggs, decides</dd>');
    expect(html).toContain('<dt>02.04.2026 02:01 · Notiz von dpo</dt><dd>Her CEO, Jo Blogs, decides</dd>');
    expect(html).toContain('<dt>03.04.2026 02:00 · Notiz von dpo</dt><dd>Second call booked</dd>');
    expect(html).toContain('dpo hat den Status von Neu auf In Bearbeitung geändert');
    // The note column (the latest note only) is not shown beside the timeline.
    expect(html).not.toContain('<dt>Interne Notiz</dt>');
  });

  it("erases every row that mentions the address in one go, keeps the neighbour's, and audits counts only", async () => {
    await seedPerson(subject, (email) => [email, email.toUpperCase(), `${email} `]);
    await seedPerson(neighbour, (email) => [email, email, email]);
    expect(Object.keys(await mentions(subject)).sort()).toEqual([
      'contact_submissions',
      'download_submissions',
      'mail_outbox',
      'mail_recipient_days',
      'marketing_consents',
    ]);
    const neighbourBefore = await mentions(neighbour);
    const recordsBefore = await db.prisma.consentRecord.count();

    const counts = await eraseSubject(db.prisma, 'Ann_Lee@Example.com', actor);
    expect(counts).toEqual({ contacts: 2, downloads: 1, mails: 7, consents: 2, mailLimits: 1 });

    expect(await mentions(subject)).toEqual({});
    expect(await findSubjectData(db.prisma, subject)).toMatchObject({
      contacts: [],
      downloads: [],
      consentRecords: [],
      marketingConsent: null,
      mails: [],
      mailLimits: [],
    });
    expect(await mentions(neighbour)).toEqual(neighbourBefore);
    expect(await db.prisma.consentRecord.count()).toBe(recordsBefore - 1);
    expect(await db.prisma.consentText.count()).toBe(1);

    const audit = await db.prisma.auditEntry.findMany();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'erasure', actorId: actor.id, actorName: 'dpo', detail: counts });
    expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain('ann');

    expect(await eraseSubject(db.prisma, subject, actor)).toEqual({ contacts: 0, downloads: 0, mails: 0, consents: 0, mailLimits: 0 });
  });

  it('erases nothing when any step fails, the audit entry included', async () => {
    await seedPerson(subject, (email) => [email, email, email]);
    const before = await mentions(subject);
    // An actor that does not exist: the audit entry, the last step, breaks its foreign key.
    await expect(eraseSubject(db.prisma, subject, { id: actor.id + 1000, username: 'ghost' })).rejects.toThrow();
    expect(await mentions(subject)).toEqual(before);
    expect(await db.prisma.auditEntry.count()).toBe(0);
  });
});
