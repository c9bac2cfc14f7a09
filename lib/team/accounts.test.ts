import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { addUser, normalizeUsername, removeUser, setPassword, USERNAME_RULE } from '@/lib/team/accounts';
import { recordAudit } from '@/lib/team/audit';
import { verifyPassword } from '@/lib/team/password';
import { createSession, sessionFromToken } from '@/lib/team/sessions';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const PASSWORD = 'correct horse battery staple';

describe('usernames', () => {
  it('are trimmed and lower-cased, 2 to 64 of a-z 0-9 . _ - (`ed` for an editor)', () => {
    expect(normalizeUsername('  Ada.Lovelace_1-x ')).toBe('ada.lovelace_1-x');
    expect(normalizeUsername('Ed')).toBe('ed');
    expect(normalizeUsername('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['', 'a', 'a'.repeat(65), 'ada lovelace', 'ada@example.com', 'adä', '\u212Aelvin', 'ada\u0000x']) {
      expect(normalizeUsername(bad)).toBeUndefined();
    }
  });
});

describe.each(engines)('team accounts on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    await db.prisma.auditEntry.deleteMany();
    await db.prisma.user.deleteMany();
  });
  const stored = (username: string) => db.prisma.user.findUnique({ where: { username } });

  it('adds a member under the lower-cased name with an argon2id hash, never the password', async () => {
    const user = await addUser(db.prisma, ' Ada ', PASSWORD);
    expect(user).toEqual({ id: expect.any(Number), username: 'ada' });
    const row = await stored('ada');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password, PASSWORD)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it('refuses a name that is taken in any case, an invalid name and a weak password', async () => {
    await addUser(db.prisma, 'ada', PASSWORD);
    await expect(addUser(db.prisma, 'ADA', PASSWORD)).rejects.toThrow('A user named "ada" already exists.');
    await expect(addUser(db.prisma, 'a b', PASSWORD)).rejects.toThrow(USERNAME_RULE);
    await expect(addUser(db.prisma, 'grace', 'too short')).rejects.toThrow(/at least 12 characters/);
    expect(await db.prisma.user.count()).toBe(1);
  });

  it('sets a new password: the old one stops working, every session ends, a lockout lifts', async () => {
    const ada = await addUser(db.prisma, 'ada', PASSWORD);
    const bob = await addUser(db.prisma, 'bob', PASSWORD);
    const sessions = [await createSession(db.prisma, ada.id, null), await createSession(db.prisma, ada.id, null)];
    const bobs = await createSession(db.prisma, bob.id, null);
    await db.prisma.user.update({ where: { id: ada.id }, data: { failedSignIns: 3, lockedUntil: new Date(Date.now() + 60_000) } });
    expect(await setPassword(db.prisma, 'Ada', 'a brand new passphrase')).toBe(2);
    const row = await stored('ada');
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect(await verifyPassword(row!.password, 'a brand new passphrase')).toBe(true);
    expect(await verifyPassword(row!.password, PASSWORD)).toBe(false);
    for (const { token } of sessions) expect(await sessionFromToken(db.prisma, token)).toBeNull();
    expect(await sessionFromToken(db.prisma, bobs.token)).not.toBeNull();
    await expect(setPassword(db.prisma, 'ada', 'short')).rejects.toThrow(/at least 12/);
    await expect(setPassword(db.prisma, 'nobody', PASSWORD)).rejects.toThrow('There is no user named "nobody".');
  });

  it('keeps an audit record whose detail holds a lone surrogate, with U+FFFD in its place (JSON cannot hold it)', async () => {
    await recordAudit(db.prisma, 'copy-confirm', undefined, { locale: 'en', key: 'Home\ud800Page' });
    expect(await db.prisma.auditEntry.findMany({ select: { action: true, detail: true } })).toEqual([
      { action: 'copy-confirm', detail: { locale: 'en', key: 'Home\ufffdPage' } },
    ]);
  });

  it('removes a member with their sessions; the audit log keeps their name', async () => {
    const ada = await addUser(db.prisma, 'ada', PASSWORD);
    const { token } = await createSession(db.prisma, ada.id, null);
    await recordAudit(db.prisma, 'sign-in', ada);
    await removeUser(db.prisma, 'ADA');
    expect(await stored('ada')).toBeNull();
    expect(await db.prisma.teamSession.count()).toBe(0);
    expect(await sessionFromToken(db.prisma, token)).toBeNull();
    expect(await db.prisma.auditEntry.findMany({ select: { action: true, actorId: true, actorName: true } })).toEqual([
      { action: 'sign-in', actorId: null, actorName: 'ada' },
    ]);
    await expect(removeUser(db.prisma, 'ada')).rejects.toThrow('There is no user named "ada".');
  });
});
