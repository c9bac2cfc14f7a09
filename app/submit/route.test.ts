import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { verifyDownloadLink } from '@/lib/signed-link';
import { engines, useTestDatabases } from '@/test/databases';
import {
  formToken,
  postJson,
  streamedPost,
  TEST_LINK_SECRET,
  TEST_SITE_URL,
  TEST_TEAM_ADDRESS,
  useFormEnvironment,
} from '@/test/form-env';

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
