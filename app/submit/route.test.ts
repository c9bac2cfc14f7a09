import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { consentTextFor } from '@/lib/consent/consent-text';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { resetMailQuotaForTests } from '@/lib/db/mail-quota';
import { resetEnvForTests } from '@/lib/env';
import { verifyDownloadLink } from '@/lib/signed-link';
import { engines, useTestDatabases } from '@/test/databases';
import { formToken, postJson, streamedPost, TEST_LINK_SECRET, TEST_SITE_URL, TEST_TEAM_ADDRESS, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const env = useFormEnvironment();
const ENDPOINT = 'https://granite.test/submit';

const valid = {
  firstName: ' Jan ',
  lastName: 'de Vries',
  email: 'jan@example.nl',
  company: ' Voorbeeld BV ',
  agreeMarketing: false,
  agreePrivacy: true,
  referenceCode: '',
  formToken: formToken(),
};

type Case = [name: string, request: () => Request, status: number, issue?: [field: string, message: string]];
const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
const withField = (key: string, value: unknown) => postJson(ENDPOINT, { ...valid, [key]: value });
const required = 'This field is required';

const rejected: Case[] = [
  ['missing first name', () => postJson(ENDPOINT, without('firstName')), 422, ['firstName', required]],
  ['blank last name', () => withField('lastName', ' '), 422, ['lastName', required]],
  ['missing company', () => postJson(ENDPOINT, without('company')), 422, ['company', required]],
  ['empty email', () => withField('email', ''), 422, ['email', required]],
  ['invalid email', () => withField('email', 'jan.example.nl'), 422, ['email', 'Please enter a valid email address']],
  ['privacy not agreed', () => withField('agreePrivacy', false), 422, ['agreePrivacy', 'You must agree to the privacy policy to continue']],
  ['privacy as a string', () => withField('agreePrivacy', 'true'), 422, ['agreePrivacy', 'You must agree to the privacy policy to continue']],
  ['missing privacy', () => postJson(ENDPOINT, without('agreePrivacy')), 422, ['agreePrivacy', 'You must agree to the privacy policy to continue']],
  ['marketing as a number', () => withField('agreeMarketing', 1), 422, ['agreeMarketing', required]],
  ['missing marketing', () => postJson(ENDPOINT, without('agreeMarketing')), 422, ['agreeMarketing', required]],
  ['first name over 100', () => withField('firstName', 'f'.repeat(101)), 422, ['firstName', 'This text is too long']],
  ['company over 200', () => withField('company', 'c'.repeat(201)), 422, ['company', 'This text is too long']],
  ['email over 254', () => withField('email', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`), 422, ['email', 'This text is too long']],
  ['unknown field', () => withField('downloadedAt', '2020-01-01'), 422, ['downloadedAt', expect.stringContaining('downloadedAt')]],
  ['malformed JSON', () => postJson(ENDPOINT, '{'), 400],
  ['text/plain', () => postJson(ENDPOINT, valid, { 'content-type': 'text/plain' }), 415],
  ['a streamed 40 KiB body claiming 10 bytes', () => streamedPost(ENDPOINT, 40 * 1024, { 'content-length': '10' }), 413],
];

describe.each(engines)('POST /submit on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
    await db.prisma.marketingConsent.deleteMany();
    await db.prisma.mailRecipientDay.deleteMany();
    await db.prisma.mailDailyCount.deleteMany();
    resetMailQuotaForTests();
  });

  it.each(rejected)('rejects %s and stores nothing', async (_name, request, status, issue) => {
    const requestsBefore = env.fake.requests.length;
    const response = await POST(request());
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: string; issues?: { field: string; message: string }[] };
    expect(body.error).toEqual(expect.any(String));
    if (issue) expect(body.issues).toContainEqual({ field: issue[0], message: issue[1] });
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
    expect(await db.prisma.mailOutbox.count()).toBe(0);
    expect(env.fake.requests.length).toBe(requestsBefore);
  });

  it('stores the request, mails the team and the visitor, and returns a signed link', async () => {
    const response = await POST(postJson(ENDPOINT, valid, { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; downloadUrl: string };
    expect(body.message).toBe('Bedankt, Jan! Je whitepaper staat klaar om te downloaden, en we hebben de link ook naar jan@example.nl gestuurd.');

    const link = new URL(body.downloadUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/api/white-paper`);
    expect(verifyDownloadLink(link.searchParams, { secret: TEST_LINK_SECRET, now: new Date() })).toEqual({
      status: 'valid',
      locale: 'nl',
    });

    expect(await db.prisma.downloadSubmission.findMany()).toEqual([
      expect.objectContaining({ firstName: 'Jan', lastName: 'de Vries', company: 'Voorbeeld BV', agreeMarketing: false, agreePrivacy: true }),
    ]);
    const outbox = await db.prisma.mailOutbox.findMany({ orderBy: { kind: 'asc' } });
    expect(outbox.map((row) => [row.kind, row.status, row.recipient])).toEqual([
      ['download-notification', 'sent', TEST_TEAM_ADDRESS],
      ['download-visitor', 'sent', 'jan@example.nl'],
    ]);
    const visitorMail = env.fake.deliveries.find((d) => d.idempotencyKey === outbox[1]!.idempotencyKey);
    expect(visitorMail?.subject).toBe('Je whitepaper: bouw je eigen AI-agent voor LinkedIn');
    expect(visitorMail?.text).toContain(body.downloadUrl);
    const teamMail = env.fake.deliveries.find((d) => d.idempotencyKey === outbox[0]!.idempotencyKey);
    expect(teamMail).toMatchObject({ to: [TEST_TEAM_ADDRESS], replyTo: 'jan@example.nl' });
    expect(teamMail?.text).toContain('Language: nl');
  });

  it.each([
    [{ cookie: 'NEXT_LOCALE=fr; i18next=de' }, 'fr', 'Merci, Jan\u00a0!'],
    [{ cookie: 'NEXT_LOCALE=xx; i18next=de', 'accept-language': 'fr' }, 'de', 'Vielen Dank, Jan!'],
    [{ cookie: 'i18next=<script>', 'accept-language': 'de-AT, fr;q=0.5' }, 'de', 'Vielen Dank, Jan!'],
    [{ 'accept-language': 'es, it' }, 'en', 'Thank you, Jan!'],
  ])('picks the language from %o', async (headers, locale, greeting) => {
    const body = (await (await POST(postJson(ENDPOINT, valid, headers))).json()) as { message: string; downloadUrl: string };
    expect(body.message.startsWith(greeting)).toBe(true);
    expect(new URL(body.downloadUrl).searchParams.get('lang')).toBe(locale);
  });

  it('still answers 200 with the link when mail is slow to go out; the e-mails wait in the outbox', async () => {
    env.fake.script({ status: 502 }, { status: 502 });
    const response = await POST(postJson(ENDPOINT, valid));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { downloadUrl: string }).downloadUrl).toContain('/api/white-paper?');
    expect((await db.prisma.mailOutbox.findMany()).map((row) => row.status)).toEqual(['pending', 'pending']);
  });
});

describe.each(engines)('POST /submit: consent and mail limits on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
    await db.prisma.marketingConsent.deleteMany();
    await db.prisma.mailRecipientDay.deleteMany();
    await db.prisma.mailDailyCount.deleteMany();
    resetMailQuotaForTests();
  });
  const send = async (fields: Partial<typeof valid>, headers: Record<string, string> = {}) => {
    const response = await POST(postJson(ENDPOINT, { ...valid, formToken: formToken(), ...fields }, headers));
    expect(response.status).toBe(200);
    return (await response.json()) as { message: string; downloadUrl: string };
  };
  const mailsTo = async (recipient: string) =>
    (await db.prisma.mailOutbox.findMany({ where: { recipient }, orderBy: { createdAt: 'asc' } })).map((row) => row.kind);

  it('records which consent texts the visitor saw, in their language, when and how', async () => {
    await send({ agreeMarketing: true }, { cookie: 'NEXT_LOCALE=de' });
    const [record] = await db.prisma.consentRecord.findMany({ include: { text: true, submission: true } });
    const shown = await consentTextFor('de');
    expect(record).toMatchObject({
      textVersion: shown.version,
      locale: 'de',
      method: 'web form checkbox',
      agreeMarketing: true,
      agreePrivacy: true,
      text: { locale: 'de', marketingLabel: shown.marketingLabel, privacyLabel: shown.privacyLabel, privacyNote: shown.privacyNote },
    });
    expect(record!.text.marketingLabel).toMatch(/^Ja, /);
    expect(record!.givenAt).toEqual(record!.submission.downloadedAt);
    // A second request under the same wording points at the same version; no second copy of it.
    await send({ email: 'other@example.nl' }, { cookie: 'NEXT_LOCALE=de' });
    expect(await db.prisma.consentRecord.count({ where: { textVersion: shown.version } })).toBe(2);
    expect(await db.prisma.consentText.count({ where: { version: shown.version } })).toBe(1);
  });

  it('asks a visitor who ticked the marketing box to confirm, in their language, with one-click unsubscribe', async () => {
    const body = await send({ agreeMarketing: true }, { cookie: 'NEXT_LOCALE=fr' });
    expect(body.message).toBe(`${fr.DownloadApi.success.replace('{firstName}', 'Jan').replace('{email}', 'jan@example.nl')} ${fr.MarketingConsent.submitHint}`);
    expect(await mailsTo('jan@example.nl')).toEqual(['download-visitor', 'marketing-confirmation']);
    const row = await db.prisma.mailOutbox.findFirstOrThrow({ where: { kind: 'marketing-confirmation' } });
    const mail = env.fake.deliveries.find((d) => d.idempotencyKey === row.idempotencyKey)!;
    expect(mail.subject).toBe('Veuillez confirmer votre abonnement aux e-mails de Granite Digital');
    expect(mail.text).toMatch(/^Bonjour Jan,/);
    expect(mail.text).toMatch(new RegExp(`${TEST_SITE_URL}/fr/email/confirm#token=[\\w.-]+`));
    expect(mail.text).toMatch(new RegExp(`${TEST_SITE_URL}/fr/email/unsubscribe#token=[\\w.-]+`));
    expect(mail.html).toContain('Se désinscrire</a>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${TEST_SITE_URL}/api/marketing/unsubscribe\\?token=[\\w.-]+&lang=fr>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await db.prisma.marketingConsent.findMany()).toEqual([
      expect.objectContaining({ email: 'jan@example.nl', status: 'pending', locale: 'fr', confirmedAt: null }),
    ]);
    // Without the box ticked: no confirmation mail, no opt-in row, and no hint in the answer.
    const plain = await send({ email: 'plain@example.nl', agreeMarketing: false });
    expect(plain.message).not.toMatch(/confirm/);
    expect(await mailsTo('plain@example.nl')).toEqual(['download-visitor']);
    expect(await db.prisma.marketingConsent.count()).toBe(1);
  });

  it('mails an address at most once a day; later requests get the same answer and a working link', async () => {
    const first = await send({ agreeMarketing: true });
    const again = await send({ agreeMarketing: true, email: ' JAN@example.nl ' });
    const third = await send({ agreeMarketing: false }, { cookie: 'NEXT_LOCALE=nl' });
    expect(again.message).toBe(first.message.replace('jan@example.nl', 'JAN@example.nl'));
    expect(third.message).toBe(nl.DownloadApi.success.replace('{firstName}', 'Jan').replace('{email}', 'jan@example.nl'));
    for (const body of [again, third]) {
      expect(verifyDownloadLink(new URL(body.downloadUrl).searchParams, { secret: TEST_LINK_SECRET, now: new Date() })).toMatchObject({ status: 'valid' });
    }
    const visitorMails = await db.prisma.mailOutbox.findMany({ where: { kind: { not: 'download-notification' } } });
    expect(visitorMails.map((row) => row.kind).sort()).toEqual(['download-visitor', 'marketing-confirmation']);
    // The team still hears of every request.
    expect(await db.prisma.mailOutbox.count({ where: { kind: 'download-notification' } })).toBe(3);
    expect(await db.prisma.downloadSubmission.count()).toBe(3);
  });

  it('stops mailing visitors at the daily cap, with one log line, and still answers with the link', async () => {
    vi.stubEnv('MAIL_DAILY_CAP', '2');
    resetEnvForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        const body = await send({ email });
        expect(body.downloadUrl).toContain('/api/white-paper?');
      }
      expect(await db.prisma.mailOutbox.count({ where: { kind: 'download-visitor' } })).toBe(2);
      expect(await mailsTo('c@example.com')).toEqual([]);
      const capLines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('daily cap'));
      expect(capLines.map((line) => JSON.parse(line).message)).toEqual([
        expect.stringMatching(/^mail: daily cap of 2 white-paper e-mails to visitors reached/),
      ]);
      expect(capLines[0]).not.toMatch(/@/);
    } finally {
      warn.mockRestore();
      vi.stubEnv('MAIL_DAILY_CAP', '');
      resetEnvForTests();
    }
  });

  it.each([
    ['Jan', nl.VisitorMail.greeting.replace('{firstName}', 'Jan')],
    ['Anne-Marie O’Neill', nl.VisitorMail.greeting.replace('{firstName}', 'Anne-Marie O’Neill')],
    ['J.R.', nl.VisitorMail.greeting.replace('{firstName}', 'J.R.')],
    ['Visit www.evil.example', nl.VisitorMail.greetingNoName],
    ['https://evil.example/win', nl.VisitorMail.greetingNoName],
    ['<b>Boss</b>', nl.VisitorMail.greetingNoName],
    ['Win a free prize now', nl.VisitorMail.greetingNoName],
    ['x'.repeat(60), nl.VisitorMail.greetingNoName],
  ])('greets %j in the visitor mail only if it looks like a name', async (firstName, greeting) => {
    await send({ firstName, email: `name-${Math.random().toString(36).slice(2)}@example.nl` }, { cookie: 'NEXT_LOCALE=nl' });
    const row = await db.prisma.mailOutbox.findFirstOrThrow({ where: { kind: 'download-visitor' } });
    const text = (row.payload as { text: string }).text;
    expect(text.split('\n')[0]).toBe(greeting);
    expect((row.payload as { html: string }).html).not.toMatch(/evil|<b>/);
  });

  it('gives a bot an answer of the same shape whose link does not work, and stores and mails nothing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const person = await send({ agreeMarketing: true });
    const bot = await send({ agreeMarketing: true, referenceCode: 'filled-in', email: 'victim@example.com' });
    info.mockRestore();
    expect(Object.keys(bot).sort()).toEqual(Object.keys(person).sort());
    expect(bot.message).toBe(person.message.replace('jan@example.nl', 'victim@example.com'));
    const decoy = new URL(bot.downloadUrl);
    const real = new URL(person.downloadUrl);
    expect(decoy.pathname).toBe(real.pathname);
    expect([...decoy.searchParams.keys()]).toEqual([...real.searchParams.keys()]);
    expect(decoy.searchParams.get('sig')).toHaveLength(real.searchParams.get('sig')!.length);
    expect(verifyDownloadLink(decoy.searchParams, { secret: TEST_LINK_SECRET, now: new Date() })).toEqual({ status: 'invalid' });
    expect(await mailsTo('victim@example.com')).toEqual([]);
    expect(await db.prisma.downloadSubmission.count()).toBe(1);
  });
});

describe('POST /submit without a database', () => {
  it('answers 503 in the visitor language and sends nothing', async () => {
    useDatabaseForTests(undefined);
    writeFileSync(path.join(env.dataDir, 'pglite.lock'), String(process.ppid));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requestsBefore = env.fake.requests.length;
    const response = await POST(postJson(ENDPOINT, valid, { cookie: 'NEXT_LOCALE=fr' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Nous ne pouvons pas recevoir de formulaires pour le moment. Veuillez réessayer dans quelques minutes ou nous écrire par e-mail.',
    });
    expect(env.fake.requests.length).toBe(requestsBefore);
    errors.mockRestore();
  });
});
