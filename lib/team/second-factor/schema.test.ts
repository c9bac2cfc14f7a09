import { describe, expect, it, vi } from 'vitest';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The second factor's tables (migration …_second_factor, written by hand) against schema.prisma,
// on PGlite and PostgreSQL 15: every field through Prisma Client and back, and a member's rows
// go with the member.

const dbs = useTestDatabases();
const at = (iso: string) => new Date(iso);

describe.each(engines)('the second factor tables on %s', (engine) => {
  it('round-trip every field, and go with the member', async () => {
    const { prisma } = await dbs.open(engine);
    const user = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
    const totp = {
      userId: user.id,
      secret: 'v1.kid.iv.tag.body',
      confirmedAt: at('2026-11-28T10:00:00.000Z'),
      lastTimeStep: 59_000_000,
      createdAt: at('2026-11-28T09:59:00.123Z'),
    };
    await prisma.teamTotp.create({ data: totp });
    expect(await prisma.teamTotp.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(totp);
    const code = { userId: user.id, codeHash: 'a'.repeat(64), usedAt: at('2026-11-28T10:01:00.000Z'), createdAt: at('2026-11-28T10:00:00.000Z') };
    const savedCode = await prisma.teamRecoveryCode.create({ data: code });
    expect(await prisma.teamRecoveryCode.findUniqueOrThrow({ where: { id: savedCode.id } })).toEqual({ id: savedCode.id, ...code });
    await expect(prisma.teamRecoveryCode.create({ data: { ...code, usedAt: null } })).rejects.toMatchObject({ code: 'P2002' });
    const passkey = {
      id: 'credential-id_base64url',
      userId: user.id,
      name: 'Work laptop',
      publicKey: new Uint8Array([1, 2, 3, 255]),
      counter: 4_294_967_295n,
      transports: ['internal', 'hybrid'],
      createdAt: at('2026-11-28T10:02:00.000Z'),
      lastUsedAt: at('2026-11-28T10:03:00.000Z'),
    };
    await prisma.teamPasskey.create({ data: passkey });
    expect(await prisma.teamPasskey.findUniqueOrThrow({ where: { id: passkey.id } })).toEqual(passkey);
    expect(await prisma.teamPasskey.create({ data: { id: 'other', userId: user.id, name: 'x', publicKey: new Uint8Array([0]) } })).toMatchObject({
      counter: 0n,
      transports: [],
      lastUsedAt: null,
    });
    const challenge = { id: 'b'.repeat(64), purpose: 'second-factor', subject: 'pending:abc', expiresAt: at('2026-11-28T10:05:00.000Z') };
    await prisma.webauthnChallenge.create({ data: challenge });
    expect(await prisma.webauthnChallenge.findUniqueOrThrow({ where: { id: challenge.id } })).toEqual(challenge);
    const pending = {
      id: 'c'.repeat(64),
      userId: user.id,
      createdAt: at('2026-11-28T10:00:00.000Z'),
      expiresAt: at('2026-11-28T10:05:00.000Z'),
      attempts: 2,
      next: '/en/team/copy',
    };
    await prisma.pendingSignIn.create({ data: pending });
    expect(await prisma.pendingSignIn.findUniqueOrThrow({ where: { id: pending.id } })).toEqual(pending);
    const setting = { key: 'require-second-factor', value: true, updatedAt: at('2026-11-28T10:00:00.000Z') };
    await prisma.teamSetting.create({ data: setting });
    expect(await prisma.teamSetting.findUniqueOrThrow({ where: { key: setting.key } })).toEqual(setting);

    await prisma.user.delete({ where: { id: user.id } });
    expect([
      await prisma.teamTotp.count(),
      await prisma.teamRecoveryCode.count(),
      await prisma.teamPasskey.count(),
      await prisma.pendingSignIn.count(),
    ]).toEqual([0, 0, 0, 0]);
  });
});
