import { generate } from 'otplib';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as confirmationPost } from '@/app/api/team/account/confirmation/route';
import { POST as passkeyOptionsPost } from '@/app/api/team/account/passkeys/options/route';
import { POST as passkeyPost } from '@/app/api/team/account/passkeys/[id]/route';
import { POST as passwordPost } from '@/app/api/team/account/password/route';
import { POST as codesPost } from '@/app/api/team/account/recovery-codes/route';
import { POST as totpPost } from '@/app/api/team/account/totp/route';
import { POST as signInPost } from '@/app/api/team/sign-in/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { memberLocale, setMemberLocale } from '@/lib/team/member-locale';
import { hashPassword, verifyPassword } from '@/lib/team/password';
import { totpSetup } from '@/lib/team/second-factor/totp';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// A session cookie alone changes nothing about how a member signs in: every such door wants the
// password or a current factor in the same request, and each change is mailed to the member in
// their language, with a link from SITE_URL to their account page.

const dbs = useTestDatabases();
const env = useFormEnvironment();
const PASSWORD = 'correct horse battery staple';

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${TEST_SITE_URL}${path}`, {
    method: 'POST',
    headers: {
      origin: TEST_SITE_URL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-forwarded-for': '192.0.2.80',
    },
    body: new URLSearchParams({ locale: 'en', ...fields }).toString(),
  });
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('re-authentication before every change to how a member signs in', () => {
  let db: Database;
  let ada: { id: number; username: string };
  let cookie: string;
  beforeAll(async () => {
    db = await dbs.open('pglite');
    useDatabaseForTests(db);
  });
  beforeEach(async () => {
    await db.prisma.user.deleteMany();
    await db.prisma.signInThrottle.deleteMany();
    ada = await db.prisma.user.create({
      data: { username: 'ada', password: await hashPassword(PASSWORD), email: 'ada@granite.test' },
      select: { id: true, username: true },
    });
    await setMemberLocale(db.prisma, ada.id, 'de');
    cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, ada.id, 'test')).token}`;
  });
  const mailTo = async (subject: string) => {
    await vi.waitFor(() => expect(env.fake.deliveries.some((mail) => mail.subject === subject && mail.to.includes('ada@granite.test'))).toBe(true), {
      timeout: 10_000,
    });
    return env.fake.deliveries.filter((mail) => mail.subject === subject).at(-1)!;
  };
  const withApp = async () => {
    expect((await totpPost(post('/api/team/account/totp', { action: 'start', current: PASSWORD }, cookie))).headers.get('location')).toBe(
      '/en/team/account?totp=setup',
    );
    const { secret } = (await totpSetup(db.prisma, ada))!;
    const confirmed = await totpPost(post('/api/team/account/totp', { action: 'confirm', code: await codeNow(secret), current: PASSWORD }, cookie));
    expect(confirmed.status).toBe(200);
    return secret;
  };

  it('gives nothing for a session cookie alone, and nothing without any session', async () => {
    await db.prisma.teamPasskey.create({ data: { id: 'key-1', userId: ada.id, name: 'Laptop', publicKey: Buffer.from('x'), counter: 0n } });
    const options = await passkeyOptionsPost(post('/api/team/account/passkeys/options', {}, cookie));
    expect(options.status).toBe(401);
    expect(await options.json()).toEqual({ error: 'reauthentication-required' });
    expect(await db.prisma.webauthnChallenge.count()).toBe(0);
    expect((await totpPost(post('/api/team/account/totp', { action: 'start' }, cookie))).headers.get('location')).toBe('/en/team/account?error=reauth-missing');
    expect(await db.prisma.teamTotp.count()).toBe(0);
    expect((await passkeyPost(post('/api/team/account/passkeys/key-1', { action: 'remove' }, cookie), params('key-1'))).headers.get('location')).toBe(
      '/en/team/account?error=reauth-missing',
    );
    expect(await db.prisma.teamPasskey.count()).toBe(1);
    expect((await codesPost(post('/api/team/account/recovery-codes', {}, cookie))).status).toBe(401);
    expect(
      (await passwordPost(post('/api/team/account/password', { password: 'a new password 1234', repeat: 'a new password 1234' }, cookie))).headers.get(
        'location',
      ),
    ).toBe('/en/team/account?error=reauth-missing');
    // A renamed passkey changes nothing about signing in: no proof needed.
    expect(
      (await passkeyPost(post('/api/team/account/passkeys/key-1', { action: 'rename', name: 'Work' }, cookie), params('key-1'))).headers.get('location'),
    ).toBe('/en/team/account?done=passkey-renamed');
    // Another member's passkey stays "not found", proof or not.
    expect((await passkeyPost(post('/api/team/account/passkeys/nope', { action: 'remove', current: PASSWORD }, cookie), params('nope'))).status).toBe(404);
    // No session at all: 401 at every door.
    for (const answer of [
      await passkeyOptionsPost(post('/api/team/account/passkeys/options', { current: PASSWORD }, '')),
      await totpPost(post('/api/team/account/totp', { action: 'start', current: PASSWORD }, '')),
      await codesPost(post('/api/team/account/recovery-codes', { current: PASSWORD }, '')),
      await confirmationPost(post('/api/team/account/confirmation', {}, '')),
    ])
      expect(answer.status).toBe(401);
  });

  it('refuses a wrong password, audits it, and slows guessing down like a sign-in', async () => {
    const wrong = await totpPost(post('/api/team/account/totp', { action: 'start', current: 'not it' }, cookie));
    expect(wrong.headers.get('location')).toBe('/en/team/account?error=reauth-wrong');
    expect(await db.prisma.auditEntry.findFirst({ where: { action: 're-authentication-failed' }, select: { actorName: true, detail: true } })).toEqual({
      actorName: 'ada',
      detail: { method: 'password' },
    });
    for (let i = 0; i < 4; i += 1) await totpPost(post('/api/team/account/totp', { action: 'start', current: `not it ${i}` }, cookie));
    // Five wrong ones are free; then even the right one waits.
    expect((await totpPost(post('/api/team/account/totp', { action: 'start', current: PASSWORD }, cookie))).headers.get('location')).toBe(
      '/en/team/account?error=reauth-rate-limited',
    );
    const json = await codesPost(post('/api/team/account/recovery-codes', { current: PASSWORD }, cookie));
    expect(json.status).toBe(409);
    expect(await db.prisma.teamTotp.count()).toBe(0);
  });

  it('sets up, confirms and removes an authenticator app with the password or a code in the same request, and mails each change in the member’s language', async () => {
    const secret = await withApp();
    const added = await mailTo('Authenticator-App für Ihr Teamkonto bei Granite Digital eingerichtet');
    expect(added.text).toContain('Hallo ada,');
    expect(added.text).toContain(`${TEST_SITE_URL}/de/team/account`);
    // New recovery codes: with a code from the app this time; the same code twice is no proof.
    const code = await codeNow(secret);
    await db.prisma.teamTotp.update({ where: { userId: ada.id }, data: { lastTimeStep: null } });
    const codes = await codesPost(post('/api/team/account/recovery-codes', { currentCode: code }, cookie));
    expect(codes.status).toBe(200);
    expect((await codes.json()).recoveryCodes).toHaveLength(10);
    await mailTo('Neue Wiederherstellungscodes für Ihr Teamkonto bei Granite Digital');
    const replayed = await codesPost(post('/api/team/account/recovery-codes', { currentCode: code }, cookie));
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: 'reauthentication-failed' });
    // Removing it: the tick box and the password.
    expect((await totpPost(post('/api/team/account/totp', { action: 'remove', confirm: 'yes' }, cookie))).headers.get('location')).toBe(
      '/en/team/account?error=reauth-missing',
    );
    expect((await totpPost(post('/api/team/account/totp', { action: 'remove', confirm: 'yes', current: PASSWORD }, cookie))).headers.get('location')).toBe(
      '/en/team/account?done=totp-removed',
    );
    expect(await db.prisma.teamTotp.count()).toBe(0);
    const removed = await mailTo('Die Authenticator-App wurde aus Ihrem Teamkonto bei Granite Digital entfernt');
    expect(removed.text).toContain('ändern Sie sofort Ihr Passwort');
  });

  it('confirms the new app only with proof as well: the code from the new app alone is not enough', async () => {
    expect((await totpPost(post('/api/team/account/totp', { action: 'start', current: PASSWORD }, cookie))).status).toBe(303);
    const { secret } = (await totpSetup(db.prisma, ada))!;
    const alone = await totpPost(post('/api/team/account/totp', { action: 'confirm', code: await codeNow(secret) }, cookie));
    expect(alone.status).toBe(401);
    expect((await db.prisma.teamTotp.findUniqueOrThrow({ where: { userId: ada.id } })).confirmedAt).toBeNull();
  });

  it('removes a passkey and changes the password only with proof, and mails both', async () => {
    await db.prisma.teamPasskey.create({ data: { id: 'key-2', userId: ada.id, name: 'Phone', publicKey: Buffer.from('x'), counter: 0n } });
    expect(
      (await passkeyPost(post('/api/team/account/passkeys/key-2', { action: 'remove', current: 'wrong' }, cookie), params('key-2'))).headers.get('location'),
    ).toBe('/en/team/account?error=reauth-wrong');
    expect(
      (await passkeyPost(post('/api/team/account/passkeys/key-2', { action: 'remove', current: PASSWORD }, cookie), params('key-2'))).headers.get('location'),
    ).toBe('/en/team/account?done=passkey-removed');
    expect(await db.prisma.teamPasskey.count()).toBe(0);
    expect((await mailTo('Ein Passkey wurde aus Ihrem Teamkonto bei Granite Digital entfernt')).text).toContain('„Phone“');
    const wrong = await passwordPost(
      post('/api/team/account/password', { current: 'wrong', password: 'a new password 1234', repeat: 'a new password 1234' }, cookie),
    );
    expect(wrong.headers.get('location')).toBe('/en/team/account?error=password-wrong');
    const changed = await passwordPost(
      post('/api/team/account/password', { current: PASSWORD, password: 'a new password 1234', repeat: 'a new password 1234' }, cookie),
    );
    expect(changed.headers.get('location')).toBe('/en/team/account?done=password-changed');
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: ada.id }, select: { password: true } });
    expect(await verifyPassword(row.password, 'a new password 1234')).toBe(true);
    await mailTo('Das Passwort Ihres Teamkontos bei Granite Digital wurde geändert');
  });

  it('gives passkey registration options with the password, bound to this session only', async () => {
    const options = await passkeyOptionsPost(post('/api/team/account/passkeys/options', { current: PASSWORD }, cookie));
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({ challenge: expect.any(String), rp: { id: 'granite.test' } });
    const [challenge] = await db.prisma.webauthnChallenge.findMany({ select: { purpose: true, subject: true } });
    expect(challenge?.purpose).toBe('register');
    expect(challenge?.subject).toMatch(/^session:[0-9a-f]{64}$/);
    // A confirmation by passkey needs a passkey first.
    expect((await confirmationPost(post('/api/team/account/confirmation', {}, cookie))).status).toBe(409);
  });

  it('records the sign-in page’s language and mails a sign-in from a browser that never signed in as the member', async () => {
    const signIn = (locale: string, device = '') =>
      signInPost(
        new Request(`${TEST_SITE_URL}/api/team/sign-in`, {
          method: 'POST',
          headers: {
            origin: TEST_SITE_URL,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
            cookie: device,
          },
          body: new URLSearchParams({ locale, username: 'ada', password: PASSWORD }).toString(),
        }),
      );
    const before = env.fake.deliveries.length;
    const first = await signIn('fr');
    // The team area's start, which sends each member to their first section.
    expect(first.headers.get('location')).toBe('/fr/team');
    expect(await memberLocale(db.prisma, ada.id)).toBe('fr');
    const mail = await mailTo('Nouvelle connexion à votre compte d’équipe Granite Digital');
    expect(mail.text).toContain('(Chrome · Windows)');
    expect(mail.text).toContain(`${TEST_SITE_URL}/fr/team/account`);
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('granite_team_device='))!
      .split(';')[0]!;
    // The same browser again, now in Dutch: no mail, the new language recorded.
    expect((await signIn('nl', device)).headers.get('location')).toBe('/nl/team');
    expect(await memberLocale(db.prisma, ada.id)).toBe('nl');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(env.fake.deliveries.length).toBe(before + 1);
  });
});
