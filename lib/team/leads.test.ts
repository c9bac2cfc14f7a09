import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { MailTransport } from '@/lib/mail/message';
import { claimDueRows } from '@/lib/outbox/store';
import { drainOutbox } from '@/lib/outbox/worker';
import type { AuditActor } from '@/lib/team/audit';
import { getLead, leadFilterToParams, listLeads, parseLeadFilter, retryNotification, type LeadFilter, type LeadRow } from '@/lib/team/leads';
import { leadPageSql } from '@/lib/team/lead-query';
import { engines, useTestDatabases } from '@/test/databases';
import { clearLeads, seedContact, seedDownload, seedMail, type SeededLead } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const minute = (n: number) => new Date(Date.UTC(2026, 0, 10, 8, 0) + n * 60_000);
const key = (row: { kind: string; id: number }) => `${row.kind}:${row.id}`;
const keys = (rows: { kind: string; id: number }[]) => rows.map(key);

/** The inbox's order, as the tests expect it: newest, then contact before download, then highest id. */
function inboxOrder<T extends { kind: string; id: number; createdAt: Date }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.kind.localeCompare(b.kind) || b.id - a.id);
}

async function allPages(prisma: PrismaClient, filter: LeadFilter, limit: number): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await listLeads(prisma, filter, { after, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    if (!page.next) return rows;
    after = page.next;
  }
  throw new Error('pagination never ended');
}

describe('the filter in a URL', () => {
  it('reads every known value and ignores the rest', () => {
    const params = new URLSearchParams(
      'kind=download&status=in_progress&service=web-design&locale=de&consent=confirmed&from=2026-01-05&to=2026-01-31&q=%20%20Ada%20%20%20Love%20',
    );
    expect(parseLeadFilter(params)).toEqual({
      kind: 'download',
      status: 'in_progress',
      service: 'web-design',
      locale: 'de',
      consent: 'confirmed',
      from: new Date('2026-01-05T00:00:00.000Z'),
      // The last day counts in full: the bound is the next midnight.
      to: new Date('2026-02-01T00:00:00.000Z'),
      q: 'Ada Love',
    });
    const junk = new URLSearchParams('kind=spam&status=done&service=lunch&locale=xx&consent=maybe&from=2026-02-30&to=yesterday&q=%20%20');
    expect(parseLeadFilter(junk)).toEqual({});
    expect(parseLeadFilter(new URLSearchParams('from=2026-13-01&to=2026-01-01T25:00:00Z'))).toEqual({});
    expect(parseLeadFilter(new URLSearchParams('from=2026-01-05T10:30:00.000Z'))).toEqual({ from: new Date('2026-01-05T10:30:00.000Z') });
  });

  it('writes a filter that reads back as the same filter', () => {
    const filters: LeadFilter[] = [
      {},
      { kind: 'contact', status: 'new', service: 'analytics', locale: 'fr', consent: 'no', q: 'a%b_c & d' },
      { from: new Date('2026-01-05T00:00:00.000Z'), to: new Date('2026-02-01T00:00:00.000Z') },
      { from: new Date('2026-01-05T10:30:00.123Z'), to: new Date('2026-01-06T11:00:00.000Z') },
    ];
    for (const filter of filters) expect(parseLeadFilter(new URLSearchParams(leadFilterToParams(filter).toString()))).toEqual(filter);
    expect(leadFilterToParams({ to: new Date('2026-02-01T00:00:00.000Z') }).get('to')).toBe('2026-01-31');
  });
});

describe.each(engines)('the inbox on %s', (engine) => {
  let prisma: PrismaClient;

  it('searches through the trigram indexes of migration team_area_search', async () => {
    const db = await dbs.open(engine);
    const session = await db.openSession();
    try {
      const indexes = await session.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%search_idx' ORDER BY indexname`);
      expect(indexes.map((row) => row.indexname)).toEqual(['contact_submissions_search_idx', 'download_submissions_search_idx']);
      // The query must search exactly the indexed expression, or the index is never used.
      const sql = leadPageSql({ q: 'lovelace' }, undefined, 51)!;
      await session.exec('SET enable_seqscan = off');
      const plan = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.text}`, sql.values);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('contact_submissions_search_idx');
      expect(text).toContain('download_submissions_search_idx');
    } finally {
      await session.exec('RESET enable_seqscan').catch(() => {});
      await session.release();
    }
  });

  let actor: AuditActor;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    const user = await prisma.user.create({ data: { username: 'alex', password: 'x' } });
    actor = { id: user.id, username: user.username };
  });
  beforeEach(() => clearLeads(prisma));

  describe('filters', () => {
    // One database seeded once for all the filter cases; the other tests clear theirs.
    let prisma: PrismaClient;
    type Model = SeededLead & { service: string | null; locale: string; status: string; agreeMarketing: boolean | null; confirmed: boolean };
    let model: Model[];
    const services = ['web-design', 'analytics', null];
    const locales = ['en', 'de', 'fr', 'nl'];
    const statuses = ['new', 'in_progress', 'answered', 'closed'] as const;

    beforeAll(async () => {
      prisma = (await dbs.open(engine)).prisma;
      model = [];
      for (let i = 0; i < 16; i++) {
        const shared = { locale: locales[i % 4]!, status: statuses[(i >> 1) % 4]!, createdAt: minute(i * 181) };
        const service = services[i % 3]!;
        const email = `c${i}@example.com`;
        const lead = await seedContact(prisma, { ...shared, service, email: i === 3 ? 'C3@Example.com ' : email });
        model.push({ ...lead, ...shared, service, agreeMarketing: null, confirmed: i === 3 });
        const agreeMarketing = i % 3 !== 0;
        const download = await seedDownload(prisma, { ...shared, createdAt: minute(i * 181 + 90), agreeMarketing, email: `d${i}@example.com` });
        model.push({ ...download, ...shared, createdAt: minute(i * 181 + 90), service: null, agreeMarketing, confirmed: i === 4 || i === 7 });
      }
      const optIn = (email: string, status: 'confirmed' | 'pending' | 'withdrawn') =>
        prisma.marketingConsent.create({ data: { email, status, locale: 'en', expiresAt: minute(10_000) } });
      await optIn('c3@example.com', 'confirmed');
      await optIn('d4@example.com', 'confirmed');
      await optIn('d7@example.com', 'confirmed');
      await optIn('d5@example.com', 'pending');
      await optIn('d8@example.com', 'withdrawn');
    });

    const cases: [string, LeadFilter, (lead: Model) => boolean][] = [
      ['kind contact', { kind: 'contact' }, (l) => l.kind === 'contact'],
      ['kind download', { kind: 'download' }, (l) => l.kind === 'download'],
      ['service', { service: 'web-design' }, (l) => l.service === 'web-design'],
      ['from', { from: minute(1000) }, (l) => l.createdAt >= minute(1000)],
      ['to (exclusive)', { to: minute(1000) }, (l) => l.createdAt < minute(1000)],
      ['from and to', { from: minute(543), to: minute(1448) }, (l) => l.createdAt >= minute(543) && l.createdAt < minute(1448)],
      ['language', { locale: 'de' }, (l) => l.locale === 'de'],
      ['marketing box ticked', { consent: 'yes' }, (l) => l.agreeMarketing === true],
      ['marketing box not ticked', { consent: 'no' }, (l) => l.agreeMarketing === false],
      // The contact whose address confirmed (after a white paper) is not a consent of its own.
      ['opt-in confirmed', { consent: 'confirmed' }, (l) => l.kind === 'download' && l.confirmed],
      ['status', { status: 'answered' }, (l) => l.status === 'answered'],
      [
        'kind, status and language',
        { kind: 'download', status: 'in_progress', locale: 'fr' },
        (l) => l.kind === 'download' && l.status === 'in_progress' && l.locale === 'fr',
      ],
      ['service and download (nothing)', { kind: 'download', service: 'web-design' }, () => false],
    ];

    it.each(cases)('%s narrows the list to exactly the matching leads, newest first', async (_name, filter, matches) => {
      const expected = inboxOrder(model.filter(matches));
      const { rows, next } = await listLeads(prisma, filter, { limit: 200 });
      expect(next).toBeUndefined();
      expect(keys(rows)).toEqual(keys(expected));
      expect(rows.length).toBeLessThan(model.length);
      // Paging through the same filter gives the same rows.
      expect(keys(await allPages(prisma, filter, 3))).toEqual(keys(expected));
    });

    it('lists both forms newest first, with every field of a row', async () => {
      const { rows } = await listLeads(prisma, {}, {});
      expect(keys(rows)).toEqual(keys(inboxOrder(model)));
      expect(rows.slice(0, 2).map((row) => row.kind)).toEqual(['download', 'contact']);
      const contact = rows.find((row) => row.kind === 'contact' && row.email === 'C3@Example.com ');
      expect(contact).toEqual({
        kind: 'contact',
        id: expect.any(Number),
        firstName: 'Ada',
        lastName: expect.stringMatching(/^Contact /),
        email: 'C3@Example.com ',
        company: null,
        service: 'web-design',
        locale: 'nl',
        status: 'in_progress',
        createdAt: minute(3 * 181),
        agreeMarketing: null,
        notification: 'none',
        marketingConsent: 'confirmed',
        assignee: null,
        unread: false,
        excerpt: expect.stringMatching(/^Message \d+$/),
        source: null,
        // No status or assignment change yet (lib/team/lead-conflict.ts's version).
        version: 0,
      } satisfies LeadRow);
      expect(rows.find((row) => row.email === 'd5@example.com')).toMatchObject({
        kind: 'download',
        agreeMarketing: true,
        marketingConsent: 'pending',
        company: 'Voorbeeld BV',
      });
    });

    it('pages by a cursor, 50 rows unless asked otherwise and never more than 200', async () => {
      const first = await listLeads(prisma, {}, { limit: 5 });
      expect(first.rows).toHaveLength(5);
      const second = await listLeads(prisma, {}, { limit: 5, after: first.next });
      expect(keys(second.rows)).toEqual(keys(inboxOrder(model).slice(5, 10)));
      expect((await listLeads(prisma, {}, { limit: 0 })).rows).toHaveLength(1);
      expect((await listLeads(prisma, {}, { limit: 10_000 })).rows).toHaveLength(32);
      // A cursor that is not ours shows the first page.
      for (const after of ['nonsense', Buffer.from('["2026-01-01T00:00:00.000Z","contact",-1]').toString('base64url'), '']) {
        expect(keys((await listLeads(prisma, {}, { limit: 5, after })).rows)).toEqual(keys(first.rows));
      }
    });
  });

  it('pages through equal timestamps across both tables, every row exactly once', async () => {
    const seeded: SeededLead[] = [];
    for (let i = 0; i < 30; i++) {
      const createdAt = minute(i % 4);
      seeded.push(
        i % 3 === 0
          ? await seedDownload(prisma, { createdAt, status: i % 2 ? 'new' : 'closed' })
          : await seedContact(prisma, { createdAt, status: i % 2 ? 'new' : 'closed' }),
      );
    }
    for (const limit of [1, 2, 3, 7, 50]) {
      const rows = await allPages(prisma, {}, limit);
      expect(new Set(keys(rows)).size).toBe(30);
      expect(keys(rows)).toEqual(keys(inboxOrder(seeded)));
    }
    const newOnes = await allPages(prisma, { status: 'new' }, 4);
    expect(newOnes).toHaveLength(15);
    expect(new Set(keys(newOnes)).size).toBe(15);
  });

  it('searches names, full name, address and company as literal text in any case', async () => {
    const ada = await seedContact(prisma, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.example',
      company: 'Analytical Engines',
      createdAt: minute(1),
    });
    const grace = await seedDownload(prisma, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace_h@navy.example',
      company: '100% Compilers',
      createdAt: minute(2),
    });
    const alan = await seedContact(prisma, { firstName: 'Alan', lastName: 'Turing', email: 'alanxh@bletchley.example', company: null, createdAt: minute(3) });
    const edsger = await seedDownload(prisma, {
      firstName: 'Edsger',
      lastName: 'Dijkstra',
      email: 'ed@tue.example',
      company: 'Tue 100 Percent',
      createdAt: minute(4),
    });
    const search = async (q: string) => keys((await listLeads(prisma, { q }, {})).rows);

    expect(await search('lovelace')).toEqual([key(ada)]);
    expect(await search('  ADA   love ')).toEqual([key(ada)]);
    expect(await search('engines')).toEqual([key(ada)]);
    expect(await search('BLETCHLEY.example')).toEqual([key(alan)]);
    expect(await search('compilers')).toEqual([key(grace)]);
    expect(await search('e')).toEqual(keys(inboxOrder([ada, grace, alan, edsger])));
    // % and _ are letters here, not wildcards ("100%" would otherwise also find "100 Percent").
    expect(await search('%')).toEqual([key(grace)]);
    expect(await search('100%')).toEqual([key(grace)]);
    expect(await search('_h@')).toEqual([key(grace)]);
    expect(await search('\\')).toEqual([]);
    // Each word is found on its own, in any field; all of them must be.
    expect(await search('Lovelace ada@')).toEqual([key(ada)]);
    expect(await search('lovelace hopper')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
  });

  it('ignores accents and case both ways, and finds the start of a word', async () => {
    const ayse = await seedContact(prisma, {
      firstName: 'Ayşe',
      lastName: 'Öztürk',
      email: 'ayse@beispiel.de',
      company: 'Großmann & Søn',
      createdAt: minute(1),
    });
    const zoe = await seedDownload(prisma, { firstName: 'Zoe', lastName: 'Lefevre', email: 'zoe@exemple.fr', company: 'Exemple', createdAt: minute(2) });
    const search = async (q: string) => keys((await listLeads(prisma, { q }, {})).rows);
    expect(await search('Ozturk')).toEqual([key(ayse)]);
    expect(await search('OZTÜRK')).toEqual([key(ayse)]);
    expect(await search('öz')).toEqual([key(ayse)]);
    expect(await search('ayse ozt')).toEqual([key(ayse)]);
    expect(await search('grossmann son')).toEqual([key(ayse)]);
    // The accent may also be on the searcher's side only.
    expect(await search('Lefèvre')).toEqual([key(zoe)]);
    expect(await search('zoë')).toEqual([key(zoe)]);
    expect(await search('ozturk lefevre')).toEqual([]);
  });

  it("shows the worst state of each lead's mails, per table", async () => {
    const failed = await seedContact(prisma, { id: 700_001, createdAt: minute(1) });
    const pending = await seedContact(prisma, { createdAt: minute(2) });
    const sent = await seedDownload(prisma, { createdAt: minute(3) });
    const none = await seedDownload(prisma, { createdAt: minute(4) });
    // Same id as the first contact: its failed mail is not the contact's.
    const twin = await seedDownload(prisma, { id: 700_001, createdAt: minute(5) });
    for (const status of ['sent', 'failed', 'pending'] as const) await seedMail(prisma, failed, status);
    await seedMail(prisma, pending, 'sent');
    await seedMail(prisma, pending, 'pending');
    await seedMail(prisma, sent, 'sent');
    await seedMail(prisma, sent, 'sent', { kind: 'download-visitor', recipient: 'visitor@example.com' });
    await seedMail(prisma, undefined, 'failed');
    const { rows } = await listLeads(prisma, {}, {});
    expect(Object.fromEntries(rows.map((row) => [key(row), row.notification]))).toEqual({
      [key(failed)]: 'failed',
      [key(pending)]: 'pending',
      [key(sent)]: 'sent',
      [key(none)]: 'none',
      [key(twin)]: 'none',
    });
    expect((await getLead(prisma, 'contact', failed.id))?.notification).toBe('failed');
    expect((await getLead(prisma, 'download', twin.id))?.notification).toBe('none');
  });

  it('shows one lead with its message, consent and mails', async () => {
    const download = await seedDownload(prisma, { email: 'Jan@Example.nl', agreeMarketing: true, locale: 'nl', createdAt: minute(1) });
    await prisma.consentText.create({ data: { version: 'v1', locale: 'nl', marketingLabel: 'Ja', privacyLabel: 'Akkoord', privacyNote: 'Zie privacy.' } });
    const record = await prisma.consentRecord.create({
      data: {
        submissionId: download.id,
        textVersion: 'v1',
        method: 'web form checkbox',
        locale: 'nl',
        agreeMarketing: true,
        agreePrivacy: true,
        givenAt: minute(1),
      },
    });
    await prisma.marketingConsent.create({
      data: { email: 'jan@example.nl', status: 'confirmed', locale: 'nl', consentRecordId: record.id, expiresAt: minute(100), confirmedAt: minute(5) },
    });
    const team = await seedMail(prisma, download, 'sent', { createdAt: minute(1) });
    const visitor = await seedMail(prisma, download, 'failed', { kind: 'download-visitor', recipient: 'Jan@Example.nl', createdAt: minute(2) });

    const lead = await getLead(prisma, 'download', download.id);
    expect(lead).toMatchObject({
      kind: 'download',
      id: download.id,
      email: 'Jan@Example.nl',
      agreeMarketing: true,
      agreePrivacy: true,
      message: null,
      note: null,
      updatedAt: null,
      notification: 'failed',
      marketingConsent: 'confirmed',
      consent: {
        textVersion: 'v1',
        locale: 'nl',
        method: 'web form checkbox',
        givenAt: minute(1),
        marketingStatus: 'confirmed',
        confirmedAt: minute(5),
        withdrawnAt: null,
      },
    });
    expect(lead?.notifications).toEqual([
      expect.objectContaining({ id: team, kind: 'download-notification', status: 'sent', toTeam: true }),
      expect.objectContaining({ id: visitor, kind: 'download-visitor', status: 'failed', toTeam: false, attempts: 10, lastError: '422 validation_error' }),
    ]);

    const contact = await seedContact(prisma, { message: 'Please call me', service: 'analytics', createdAt: minute(2) });
    expect(await getLead(prisma, 'contact', contact.id)).toMatchObject({
      message: 'Please call me',
      service: 'analytics',
      consent: null,
      agreePrivacy: null,
      notifications: [],
    });
    expect(await getLead(prisma, 'download', contact.id + 1_000_000)).toBeNull();
    expect(await getLead(prisma, 'contact', -1)).toBeNull();
  });

  describe('retrying a failed notification', () => {
    const sentBy = (onSend?: () => Promise<void>) => {
      const sends: string[] = [];
      const transport: MailTransport = {
        name: 'test',
        async send(message, { idempotencyKey }) {
          sends.push(idempotencyKey);
          await onSend?.();
          return { ok: true, id: `sent-${sends.length}` };
        },
      };
      return { transport, sends };
    };

    it('puts back only a failed mail of that very lead, once, and audits it', async () => {
      const lead = await seedContact(prisma, { id: 800_001, createdAt: minute(1) });
      const other = await seedContact(prisma, { createdAt: minute(2) });
      const twin = await seedDownload(prisma, { id: 800_001, createdAt: minute(3) });
      const failed = await seedMail(prisma, lead, 'failed');
      const sent = await seedMail(prisma, lead, 'sent');
      const pending = await seedMail(prisma, lead, 'pending');
      const othersFailed = await seedMail(prisma, other, 'failed');
      const twinsFailed = await seedMail(prisma, twin, 'failed');

      expect(await retryNotification(prisma, 'contact', lead.id, othersFailed, actor)).toBeNull();
      expect(await retryNotification(prisma, 'download', lead.id, failed, actor)).toBeNull();
      expect(await retryNotification(prisma, 'contact', lead.id, twinsFailed, actor)).toBeNull();
      expect(await retryNotification(prisma, 'contact', lead.id, sent, actor)).toBeNull();
      expect(await retryNotification(prisma, 'contact', lead.id, pending, actor)).toBeNull();
      expect(await retryNotification(prisma, 'contact', lead.id, 'not-a-uuid', actor)).toBeNull();
      expect(await prisma.auditEntry.count()).toBe(0);

      const before = Date.now();
      expect(await retryNotification(prisma, 'contact', lead.id, failed, actor)).toBe('queued');
      const row = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: failed } });
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 5);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 5);
      expect(await retryNotification(prisma, 'contact', lead.id, failed, actor)).toBeNull();
      expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: twinsFailed } })).toMatchObject({ status: 'failed' });
      expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: othersFailed } })).toMatchObject({ status: 'failed' });
      const audit = await prisma.auditEntry.findMany();
      expect(audit.map(({ action, actorId, detail }) => ({ action, actorId, detail }))).toEqual([
        { action: 'notification-retry', actorId: actor.id, detail: { kind: 'contact', id: lead.id, outboxId: failed } },
      ]);

      // The worker (or the cron drain) sends it on its next round.
      const { transport, sends } = sentBy();
      expect(await drainOutbox(prisma, { transport })).toEqual(['sent', 'sent']);
      expect(sends).toContain(`granite-outbox-${failed}`);
      expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: failed } })).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    });

    it('sends at once when given a transport, holding the claim so the worker cannot send it too', async () => {
      const lead = await seedDownload(prisma, { createdAt: minute(1) });
      const failed = await seedMail(prisma, lead, 'failed');
      const claimedMeanwhile: string[] = [];
      const { transport, sends } = sentBy(async () => {
        claimedMeanwhile.push(...(await claimDueRows(prisma, new Date(), 10)).map((row) => row.id));
      });
      expect(await retryNotification(prisma, 'download', lead.id, failed, actor, { transport })).toBe('sent');
      expect(sends).toEqual([`granite-outbox-${failed}`]);
      expect(claimedMeanwhile).toEqual([]);
      expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: failed } })).toMatchObject({
        status: 'sent',
        attempts: 1,
        lockedUntil: null,
        providerMessageId: 'sent-1',
      });
      expect(await drainOutbox(prisma, { transport })).toEqual([]);
      expect(sends).toHaveLength(1);
    });
  });
});
