import { generate } from 'otplib';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { consumeChallenge, storeChallenge, CHALLENGE_TTL_MS } from '@/lib/team/second-factor/challenges';
import { memberFactors, mustSetUpSecondFactor, resetSecondFactor, setSecondFactorRequired } from '@/lib/team/second-factor/factors';
import { createPendingSignIn, pendingSignInOf, PENDING_MAX_ATTEMPTS, PENDING_TTL_MS } from '@/lib/team/second-factor/pending-sign-in';
import { RECOVERY_CODE_COUNT, replaceRecoveryCodes, useRecoveryCode } from '@/lib/team/second-factor/recovery-codes';
import { openWith, sealWith } from '@/lib/team/second-factor/secret-box';
import { signInWithCode } from '@/lib/team/second-factor/sign-in-step';
import { confirmTotp, startTotp, totpSetup, verifyTotp } from '@/lib/team/second-factor/totp';
import { createSession, sessionFromToken } from '@/lib/team/sessions';
import { signIn } from '@/lib/team/sign-in';
import { hashPassword } from '@/lib/team/password';
import { useTestDatabases } from '@/test/databases';
import { useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// The second factor's rules: a TOTP code counts within ±1 step and only once, a recovery code
// once, a WebAuthn challenge once and for five minutes, a half-finished sign-in is no session.

const dbs = useTestDatabases();
useFormEnvironment();
const T0 = new Date('2026-11-28T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe('the second factor', () => {
  let db: Database;
  let ada: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open('pglite');
    useDatabaseForTests(db);
  });
  beforeEach(async () => {
    await db.prisma.teamSetting.deleteMany();
    await db.prisma.webauthnChallenge.deleteMany();
    await db.prisma.auditEntry.deleteMany();
    await db.prisma.signInThrottle.deleteMany();
    await db.prisma.user.deleteMany();
    ada = await db.prisma.user.create({
      data: { username: 'ada', password: await hashPassword('correct horse battery') },
      select: { id: true, username: true },
    });
  });

  /** Ada's authenticator app, set up and confirmed at T0; its secret for computing codes. */
  async function withApp(): Promise<string> {
    await startTotp(db.prisma, ada.id, T0);
    const setup = await totpSetup(db.prisma, ada);
    expect(setup?.uri).toMatch(/^otpauth:\/\/totp\/Granite%20Digital:ada\?/);
    const codes = await confirmTotp(db.prisma, ada, await codeAt(setup!.secret, T0), T0);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    return setup!.secret;
  }

  it('keeps the TOTP secret encrypted at rest, readable with the current or previous app secret only', async () => {
    await startTotp(db.prisma, ada.id, T0);
    const row = await db.prisma.teamTotp.findUniqueOrThrow({ where: { userId: ada.id } });
    const setup = await totpSetup(db.prisma, ada);
    expect(row.secret).not.toContain(setup!.secret);
    const sealed = sealWith('old-secret-0123456789abcdefghijklmnop', 'JBSWY3DPEHPK3PXP');
    expect(openWith({ secret: 'new-secret-0123456789abcdefghijklmnop', previousSecret: 'old-secret-0123456789abcdefghijklmnop' }, sealed)).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(openWith({ secret: 'new-secret-0123456789abcdefghijklmnop' }, sealed)).toBeUndefined();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(openWith({ secret: 'old-secret-0123456789abcdefghijklmnop' }, tampered)).toBeUndefined();
  });

  it('turns the app on only with a right code, and gives recovery codes once', async () => {
    await startTotp(db.prisma, ada.id, T0);
    expect(await confirmTotp(db.prisma, ada, '000000', T0)).toBeUndefined();
    expect((await memberFactors(db.prisma, ada.id)).totp).toBe(false);
    const secret = (await totpSetup(db.prisma, ada))!.secret;
    expect(await confirmTotp(db.prisma, ada, await codeAt(secret, T0), T0)).toHaveLength(10);
    expect(await memberFactors(db.prisma, ada.id)).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10 });
    // Confirmed: no second setup over it, and the codes are stored as hashes only.
    expect(await startTotp(db.prisma, ada.id, T0)).toBe('already');
    const stored = await db.prisma.teamRecoveryCode.findMany({ where: { userId: ada.id } });
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });

  it('accepts a code one step early or late, not two, and never the same step twice', async () => {
    const secret = await withApp();
    // The step of T0 was used to confirm: its code cannot sign in.
    expect(await verifyTotp(db.prisma, ada.id, await codeAt(secret, T0), at(1_000))).toBe(false);
    // Two steps (60 s) away from the server's clock: refused.
    expect(await verifyTotp(db.prisma, ada.id, await codeAt(secret, at(120_000)), at(60_000))).toBe(false);
    // The next step's code, typed while the server is still a step behind (clock drift): accepted…
    const next = await codeAt(secret, at(30_000));
    expect(await verifyTotp(db.prisma, ada.id, next, at(5_000))).toBe(true);
    // …and once only, even with spaces, even a moment later.
    expect(await verifyTotp(db.prisma, ada.id, `${next.slice(0, 3)} ${next.slice(3)}`, at(31_000))).toBe(false);
    // The step before the one used: refused (it is older).
    expect(await verifyTotp(db.prisma, ada.id, await codeAt(secret, at(60_000)), at(90_000))).toBe(true);
    expect(await verifyTotp(db.prisma, ada.id, await codeAt(secret, at(30_000)), at(60_000))).toBe(false);
    expect(await verifyTotp(db.prisma, ada.id, 'abcdef', at(90_000))).toBe(false);
  });

  it('lets a recovery code sign in once, and new codes replace every old one', async () => {
    await withApp();
    const codes = await replaceRecoveryCodes(db.prisma, ada, T0);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await useRecoveryCode(db.prisma, ada, codes[0]!.toUpperCase().replace('-', ' '), T0)).toBe(true);
    expect(await useRecoveryCode(db.prisma, ada, codes[0]!, T0)).toBe(false);
    expect((await memberFactors(db.prisma, ada.id)).recoveryCodesLeft).toBe(9);
    const fresh = await replaceRecoveryCodes(db.prisma, ada, T0);
    expect(await useRecoveryCode(db.prisma, ada, codes[1]!, T0)).toBe(false);
    expect(await useRecoveryCode(db.prisma, ada, fresh[1]!, T0)).toBe(true);
    const actions = (await db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(['second-factor-added', 'recovery-codes-regenerated', 'recovery-code-used', 'recovery-codes-regenerated', 'recovery-code-used']);
  });

  it('uses a WebAuthn challenge once, for its purpose and subject, within five minutes', async () => {
    await storeChallenge(db.prisma, 'challenge-a', 'sign-in', null, T0);
    expect(await consumeChallenge(db.prisma, 'challenge-a', 'second-factor', null, at(1_000))).toBe(false);
    expect(await consumeChallenge(db.prisma, 'challenge-a', 'sign-in', 'pending:x', at(1_000))).toBe(false);
    expect(await consumeChallenge(db.prisma, 'challenge-a', 'sign-in', null, at(1_000))).toBe(true);
    expect(await consumeChallenge(db.prisma, 'challenge-a', 'sign-in', null, at(2_000))).toBe(false);
    await storeChallenge(db.prisma, 'challenge-b', 'register', `user:${ada.id}`, T0);
    expect(await consumeChallenge(db.prisma, 'challenge-b', 'register', `user:${ada.id}`, at(CHALLENGE_TTL_MS))).toBe(false);
    expect(await consumeChallenge(db.prisma, 'never-issued', 'sign-in', null, T0)).toBe(false);
  });

  it('asks a member with a second factor for it after the password, and makes no session until then', async () => {
    const secret = await withApp();
    const input = { username: 'ada', password: 'correct horse battery', clientAddress: '192.0.2.7', userAgent: null, next: '/en/team/copy' };
    const result = await signIn(db.prisma, input, at(60_000));
    expect(result).toMatchObject({ ok: false, reason: 'second-factor' });
    if (result.ok || result.reason !== 'second-factor') throw new Error('unreachable');
    expect(await db.prisma.teamSession.count()).toBe(0);
    // The half-finished sign-in is no session, and it ends after five minutes.
    expect(await sessionFromToken(db.prisma, result.pendingToken)).toBeNull();
    expect(await pendingSignInOf(db.prisma, result.pendingToken, at(60_000 + PENDING_TTL_MS))).toBeNull();
    const pending = (await pendingSignInOf(db.prisma, result.pendingToken, at(61_000)))!;
    expect(pending).toMatchObject({ user: ada, next: '/en/team/copy', attempts: 0 });
    expect(await signInWithCode(db.prisma, pending, '123456', null, at(62_000))).toEqual({ ok: false, reason: 'invalid' });
    const signedIn = await signInWithCode(db.prisma, pending, await codeAt(secret, at(90_000)), null, at(90_000));
    expect(signedIn).toMatchObject({ ok: true, user: ada });
    // Used once: the same half-finished sign-in makes no second session.
    expect(await pendingSignInOf(db.prisma, result.pendingToken, at(91_000))).toBeNull();
    expect(await db.prisma.auditEntry.findFirst({ where: { action: 'sign-in' }, select: { detail: true } })).toEqual({
      detail: { method: 'authenticator-app' },
    });
  });

  it('ends a half-finished sign-in after five wrong codes, and slows down wrong codes per account', async () => {
    await withApp();
    const wrong = async (token: string, n: number) => {
      const pending = await pendingSignInOf(db.prisma, token, at(n * 1000));
      return pending ? signInWithCode(db.prisma, pending, '000000', null, at(n * 1000)) : null;
    };
    const first = await createPendingSignIn(db.prisma, ada.id, '', T0);
    const results = [];
    for (let n = 1; n <= PENDING_MAX_ATTEMPTS + 1; n++) {
      const result = await wrong(first, n);
      results.push(result === null ? 'no half-finished sign-in' : result.ok ? 'signed in' : result.reason);
    }
    expect(results).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'start-over', 'no half-finished sign-in']);
    // The account's own delay: the sixth wrong code in a row, from a new half-finished sign-in, waits.
    const second = await createPendingSignIn(db.prisma, ada.id, '', at(10_000));
    const pending = (await pendingSignInOf(db.prisma, second, at(10_000)))!;
    expect(await signInWithCode(db.prisma, pending, '000000', null, at(10_000))).toEqual({ ok: false, reason: 'invalid' });
    expect(await signInWithCode(db.prisma, pending, '000000', null, at(10_100))).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('requires a second factor only once the owner has one, and sends members without one to set it up', async () => {
    const owner = ada;
    const ed = await db.prisma.user.create({ data: { username: 'ed', password: 'x', role: 'editor' }, select: { id: true, username: true } });
    expect(await setSecondFactorRequired(db.prisma, true, owner, T0)).toBe('own-factor-first');
    expect(await mustSetUpSecondFactor(db.prisma, ed.id)).toBe(false);
    await withApp();
    expect(await setSecondFactorRequired(db.prisma, true, owner, T0)).toBe('done');
    expect(await mustSetUpSecondFactor(db.prisma, ed.id)).toBe(true);
    expect(await mustSetUpSecondFactor(db.prisma, owner.id)).toBe(false);
    expect(await db.prisma.auditEntry.findFirst({ where: { action: 'second-factor-requirement' }, select: { actorName: true, detail: true } })).toEqual({
      actorName: 'ada',
      detail: { required: true },
    });
  });

  it('lets the owner reset a member’s second factor: factors and codes gone, sessions ended, audited', async () => {
    await withApp();
    const session = await createSession(db.prisma, ada.id, null, T0);
    const owner = await db.prisma.user.create({ data: { username: 'olga', password: 'x' }, select: { id: true, username: true } });
    expect(await resetSecondFactor(db.prisma, ada.id, owner, at(1_000))).toBe('done');
    expect(await memberFactors(db.prisma, ada.id)).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    expect(await sessionFromToken(db.prisma, session.token, at(2_000))).toBeNull();
    expect(await db.prisma.auditEntry.findFirst({ where: { action: 'second-factor-reset' }, select: { actorName: true, detail: true } })).toEqual({
      actorName: 'olga',
      detail: { member: 'ada', sessions: 1 },
    });
    expect(await resetSecondFactor(db.prisma, 99_999, owner)).toBe('not-found');
  });
});
