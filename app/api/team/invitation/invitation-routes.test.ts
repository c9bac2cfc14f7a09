import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as acceptPost, GET as openInvitation } from '@/app/api/team/invitation/route';
import { POST as invitePost } from '@/app/api/team/invitations/route';
import { POST as changePost } from '@/app/api/team/invitations/[id]/route';
import { GET as openUnlock, POST as unlockPost } from '@/app/api/team/unlock-link/route';
import { POST as redeemPost } from '@/app/api/team/unlock-link/use/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { peerHeadersForTests } from '@/lib/rate-limit/peer-address';
import { INVITATION_LINK_COOKIE } from '@/lib/team/invitation-link-cookie';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/team/password', async (actual) => {
  const password = await actual<typeof import('@/lib/team/password')>();
  return { ...password, hashPassword: (plain: string) => ((hashes.count += 1), password.hashPassword(plain)) };
});

// The routes of invitations and unlock links, as a browser's forms and a mail's links call them:
// the token only ever travels in a mail, an httpOnly cookie and a POST, never in a page's URL.

const dbs = useTestDatabases();
const env = useFormEnvironment();
const PASSWORD = 'correct horse battery staple';

const form = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`${TEST_SITE_URL}${path}`, {
    method: 'POST',
    headers: {
      origin: TEST_SITE_URL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      'x-forwarded-for': '192.0.2.50',
    },
    body: new URLSearchParams(fields).toString(),
  });
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieValue = (response: Response, name: string) =>
  cookiesOf(response)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('invitation and unlock-link routes', () => {
  let db: Database;
  let owner: string;
  beforeAll(async () => {
    db = await dbs.open('pglite');
    useDatabaseForTests(db);
    const olga = await db.prisma.user.create({ data: { username: 'olga', password: 'x', email: 'olga@granite.test' } });
    owner = `${SESSION_COOKIE}=${(await createSession(db.prisma, olga.id, null)).token}`;
  });

  it('invites in French, moves the mailed token into a cookie, and signs the new member in on acceptance', async () => {
    const invited = await invitePost(
      form('/api/team/invitations', { locale: 'en', email: 'lea@exemple.fr', role: 'account-manager', mailLocale: 'fr' }, owner),
    );
    expect(invited.status).toBe(303);
    expect(invited.headers.get('location')).toBe('/en/team/members?done=invited');
    const mail = env.fake.deliveries.find((delivery) => delivery.to.includes('lea@exemple.fr'))!;
    expect(mail.subject).toBe('olga vous invite dans l’espace équipe de Granite Digital');
    expect(mail.text).toContain('avec le rôle «\u00A0Chargé de clientèle\u00A0».');
    const link = /https:\/\/granite\.test(\/api\/team\/invitation\?locale=fr&token=([\w-]{43}))/.exec(mail.text)!;

    // The link: a cookie for the page and its route, a clean address, no Referer.
    const opened = await openInvitation(new Request(`${TEST_SITE_URL}${link[1]}`));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/fr/team/invitation');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(cookiesOf(opened)).toEqual([
      `granite_team_invitation=${link[2]}; Path=/api/team/invitation; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
      `granite_team_invitation=${link[2]}; Path=/fr/team/invitation; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
    ]);
    // Anything that is not a token never reaches a cookie.
    const forged = await openInvitation(new Request(`${TEST_SITE_URL}/api/team/invitation?locale=fr&token=${encodeURIComponent('x; Domain=evil.example')}`));
    expect(cookiesOf(forged).every((line) => line.startsWith('granite_team_invitation=;') && line.includes('Max-Age=0'))).toBe(true);

    const cookie = `granite_team_invitation=${link[2]}`;
    const mismatch = await acceptPost(form('/api/team/invitation', { locale: 'fr', username: 'lea', password: PASSWORD, repeat: 'other' }, cookie));
    expect(mismatch.headers.get('location')).toBe('/fr/team/invitation?error=password-mismatch');
    const accepted = await acceptPost(form('/api/team/invitation', { locale: 'fr', username: 'lea', password: PASSWORD, repeat: PASSWORD }, cookie));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/fr/team/account?welcome=1');
    expect(cookieValue(accepted, SESSION_COOKIE)).toMatch(/^[\w-]{43}$/);
    expect(cookieValue(accepted, 'granite_team_device')).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookiesOf(accepted).filter((line) => line.startsWith('granite_team_invitation=;'))).toHaveLength(2);
    expect(await db.prisma.user.findUnique({ where: { username: 'lea' }, select: { role: true, email: true } })).toEqual({
      role: 'account-manager',
      email: 'lea@exemple.fr',
    });
    // Her mails are in the language she accepted in.
    expect(await db.prisma.memberPreference.findFirst({ where: { user: { username: 'lea' } }, select: { locale: true } })).toEqual({ locale: 'fr' });
    const again = await acceptPost(form('/api/team/invitation', { locale: 'fr', username: 'lea2', password: PASSWORD, repeat: PASSWORD }, cookie));
    expect(again.headers.get('location')).toBe('/fr/team/invitation?error=used');
  });

  it('keeps an invitation whose mail failed and hands its link to the members page in a cookie, not the URL', async () => {
    env.fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'invalid to' } });
    const invited = await invitePost(
      form('/api/team/invitations', { locale: 'de', email: 'jo@beispiel.de', role: 'editor', languages: 'de', mailLocale: 'de' }, owner),
    );
    expect(invited.headers.get('location')).toBe('/de/team/members?error=mail-failed');
    const flash = cookiesOf(invited).find((line) => line.startsWith(`${INVITATION_LINK_COOKIE}=`))!;
    expect(flash).toMatch(/^granite_team_invite_link=\d+\.[\w-]{43}; Path=\/de\/team\/members; Max-Age=600; HttpOnly; SameSite=Strict; Secure$/);
    const row = await db.prisma.teamInvitation.findFirstOrThrow({ where: { email: 'jo@beispiel.de' } });
    expect(row).toMatchObject({ mailFailed: true, sentAt: null });
    // Revoked: the members page says so; a second revoke finds nothing to end.
    expect(
      (
        await changePost(form(`/api/team/invitations/${row.id}`, { locale: 'de', action: 'revoke' }, owner), {
          params: Promise.resolve({ id: String(row.id) }),
        })
      ).headers.get('location'),
    ).toBe('/de/team/members?done=revoked');
    expect(
      (
        await changePost(form(`/api/team/invitations/${row.id}`, { locale: 'de', action: 'resend' }, owner), {
          params: Promise.resolve({ id: String(row.id) }),
        })
      ).headers.get('location'),
    ).toBe('/de/team/members?error=invitation-ended');
  });

  it('answers an unlock-link request alike for a member and a stranger; the link gives a device cookie, no session', async () => {
    const before = env.fake.deliveries.length;
    const stranger = await unlockPost(form('/api/team/unlock-link', { locale: 'de', login: 'nobody' }));
    const member = await unlockPost(form('/api/team/unlock-link', { locale: 'de', login: 'OLGA' }));
    expect(stranger.headers.get('location')).toBe('/de/team/sign-in?unlock=sent');
    expect(member.headers.get('location')).toBe(stranger.headers.get('location'));
    // Outside a request the mail goes before the answer; in the server, after it.
    expect(env.fake.deliveries.length).toBe(before + 1);
    const mail = env.fake.deliveries.at(-1)!;
    expect(mail.to).toEqual(['olga@granite.test']);
    expect(mail.subject).toBe('Ihr Anmeldelink für den Teambereich von Granite Digital');
    const link = /https:\/\/granite\.test(\/api\/team\/unlock-link\?locale=de&token=([\w-]{43}))/.exec(mail.text)!;
    const opened = await openUnlock(new Request(`${TEST_SITE_URL}${link[1]}`));
    expect(opened.headers.get('location')).toBe('/de/team/sign-in?unlock=confirm');
    expect(cookiesOf(opened)).toEqual([`granite_team_unlock=${link[2]}; Path=/api/team/unlock-link; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`]);
    const used = await redeemPost(form('/api/team/unlock-link/use', { locale: 'de' }, `granite_team_unlock=${link[2]}`));
    expect(used.headers.get('location')).toBe('/de/team/sign-in?unlock=ready');
    expect(cookieValue(used, 'granite_team_device')).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookieValue(used, SESSION_COOKIE)).toBeUndefined();
    const twice = await redeemPost(form('/api/team/unlock-link/use', { locale: 'de' }, `granite_team_unlock=${link[2]}`));
    expect(twice.headers.get('location')).toBe('/de/team/sign-in?unlock=used');
    expect(cookieValue(twice, 'granite_team_device')).toBeUndefined();
  });

  it('refuses an unknown invitation token before hashing a password or writing anything, and limits acceptances of a live one per address', async () => {
    const accept = (cookie: string, address: string, repeat = PASSWORD) =>
      acceptPost(
        new Request(`${TEST_SITE_URL}/api/team/invitation`, {
          method: 'POST',
          headers: {
            origin: TEST_SITE_URL,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            cookie,
            ...peerHeadersForTests(address),
          },
          body: new URLSearchParams({ locale: 'de', username: 'mallory', password: PASSWORD, repeat }).toString(),
        }),
      );
    const before = { hashes: hashes.count };
    for (let i = 0; i < 12; i += 1)
      expect((await accept(`granite_team_invitation=${'x'.repeat(43)}`, '203.0.113.9')).headers.get('location')).toBe('/de/team/invitation?error=unknown');
    expect(hashes.count).toBe(before.hashes);

    // A live invitation: each acceptance from one address counts, the eleventh in a minute is refused before the form is read.
    await invitePost(form('/api/team/invitations', { locale: 'en', email: 'max@example.de', role: 'editor', mailLocale: 'de' }, owner));
    const token = /token=([\w-]{43})/.exec(env.fake.deliveries.find((delivery) => delivery.to.includes('max@example.de'))!.text)![1]!;
    const live = `granite_team_invitation=${token}`;
    for (let i = 0; i < 10; i += 1)
      expect((await accept(live, '203.0.113.20', 'not the same')).headers.get('location')).toBe('/de/team/invitation?error=password-mismatch');
    const refused = await accept(live, '203.0.113.20');
    expect(refused.headers.get('location')).toBe('/de/team/invitation?error=unavailable');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(hashes.count).toBe(before.hashes);
    // Another address is not held up; using an unlock link counts the same way.
    expect((await accept(live, '203.0.113.21', 'not the same')).headers.get('location')).toBe('/de/team/invitation?error=password-mismatch');
    const redeem = () =>
      redeemPost(
        new Request(`${TEST_SITE_URL}/api/team/unlock-link/use`, {
          method: 'POST',
          headers: {
            origin: TEST_SITE_URL,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            ...peerHeadersForTests('203.0.113.20'),
          },
          body: 'locale=en',
        }),
      );
    expect((await redeem()).headers.get('location')).toBe('/en/team/sign-in?error=rate-limited');
  });

  it('mails the configured origin whatever Host a request names, and the start-up address without SITE_URL', async () => {
    // The unlock-link allowance per client address is on in every mode: the tests above used it.
    await resetRateLimitsForTests();
    await db.prisma.user.create({ data: { username: 'hugo', password: 'x', email: 'hugo@granite.test' } });
    await db.prisma.user.create({ data: { username: 'ines', password: 'x', email: 'ines@granite.test' } });
    const evil = (login: string) =>
      new Request('https://evil.example:8443/api/team/unlock-link', {
        method: 'POST',
        headers: {
          host: 'evil.example:8443',
          'x-forwarded-host': 'evil.example:8443',
          'x-forwarded-proto': 'https',
          origin: 'https://evil.example:8443',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ locale: 'en', login }).toString(),
      });
    await unlockPost(evil('hugo'));
    await vi.waitFor(() => expect(env.fake.deliveries.at(-1)?.to).toEqual(['hugo@granite.test']), { timeout: 10_000 });
    const configured = env.fake.deliveries.at(-1)!;
    expect(configured.to).toEqual(['hugo@granite.test']);
    expect(configured.text).toMatch(/https:\/\/granite\.test\/api\/team\/unlock-link\?locale=en&token=[\w-]{43}/);
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '3999');
    resetEnvForTests();
    try {
      expect((await unlockPost(evil('ines'))).headers.get('location')).toBe('/en/team/sign-in?unlock=sent');
      await vi.waitFor(() => expect(env.fake.deliveries.at(-1)?.to).toEqual(['ines@granite.test']), { timeout: 10_000 });
      const mail = env.fake.deliveries.at(-1)!;
      expect(mail.to).toEqual(['ines@granite.test']);
      expect(mail.text).toMatch(/http:\/\/localhost:3999\/api\/team\/unlock-link\?locale=en&token=[\w-]{43}/);
      for (const delivered of [configured, mail]) expect(`${delivered.text}${delivered.html}`).not.toContain('evil.example');
    } finally {
      vi.stubEnv('SITE_URL', TEST_SITE_URL);
      resetEnvForTests();
    }
  });
});
