import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import {
  clearedSessionCookie,
  createSession,
  deleteExpiredSessions,
  endAllSessions,
  endSession,
  LAST_SEEN_PRECISION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  sessionCookie,
  sessionFromToken,
} from '@/lib/team/sessions';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const start = new Date('2026-11-24T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(engines)('team sessions on %s', (engine) => {
  let db: Database;
  let ada: { id: number; username: string };
  let bob: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    await db.prisma.teamSession.deleteMany();
    await db.prisma.user.deleteMany();
    const user = (username: string) => db.prisma.user.create({ data: { username, password: 'not used here' }, select: { id: true, username: true } });
    [ada, bob] = [await user('ada'), await user('bob')];
  });
  const rowOf = (token: string) => db.prisma.teamSession.findUnique({ where: { id: sha256(token) } });

  it('stores only the SHA-256 of a random 32-byte token, with both ends of the session', async () => {
    const { token, expiresAt } = await createSession(db.prisma, ada.id, 'Firefox'.padEnd(600, '!'), start);
    const second = await createSession(db.prisma, ada.id, null, start);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(second.token).not.toBe(token);
    expect(expiresAt).toEqual(later(SESSION_ABSOLUTE_MS));
    const rows = await db.prisma.teamSession.findMany();
    expect(rows.map((row) => row.id).sort()).toEqual([sha256(token), sha256(second.token)].sort());
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await rowOf(token)).toMatchObject({ userId: ada.id, createdAt: start, lastSeenAt: start, expiresAt, userAgent: 'Firefox'.padEnd(512, '!') });
  });

  it('finds the session and its member by the token, and nothing for missing, malformed or unknown tokens', async () => {
    const { token, expiresAt } = await createSession(db.prisma, ada.id, null, start);
    expect(await sessionFromToken(db.prisma, token, later(1000))).toEqual({ id: sha256(token), user: ada, expiresAt, role: 'owner', languages: [] });
    for (const other of [undefined, '', 'short', `${token}x`, token.replace(/.$/, '*'), 'A'.repeat(43), sha256(token)]) {
      expect(await sessionFromToken(db.prisma, other, later(1000))).toBeNull();
    }
  });

  it('ends after 8 hours without use, and deletes the row it finds so', async () => {
    const idle = await createSession(db.prisma, ada.id, null, start);
    const used = await createSession(db.prisma, ada.id, null, start);
    expect(await sessionFromToken(db.prisma, used.token, later(SESSION_IDLE_MS - 1))).not.toBeNull();
    expect(await sessionFromToken(db.prisma, idle.token, later(SESSION_IDLE_MS + 1))).toBeNull();
    expect(await rowOf(idle.token)).toBeNull();
    // The other was used a moment before its 8 hours were up: it counts from then.
    expect(await sessionFromToken(db.prisma, used.token, later(SESSION_IDLE_MS + 1))).not.toBeNull();
    expect(await sessionFromToken(db.prisma, used.token, later(2 * SESSION_IDLE_MS))).toBeNull();
  });

  it('ends 30 days after sign-in even when used all along', async () => {
    const { token } = await createSession(db.prisma, ada.id, null, start);
    // Used every 7 hours, the last time 6 hours before the end.
    for (let at = 0; at < SESSION_ABSOLUTE_MS; at += 7 * HOUR) {
      expect(await sessionFromToken(db.prisma, token, later(at))).not.toBeNull();
    }
    expect(await sessionFromToken(db.prisma, token, later(SESSION_ABSOLUTE_MS - 1))).not.toBeNull();
    expect(await sessionFromToken(db.prisma, token, later(SESSION_ABSOLUTE_MS))).toBeNull();
    expect(await rowOf(token)).toBeNull();
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const { token } = await createSession(db.prisma, ada.id, null, start);
    await sessionFromToken(db.prisma, token, later(LAST_SEEN_PRECISION_MS - 1));
    expect((await rowOf(token))?.lastSeenAt).toEqual(start);
    await sessionFromToken(db.prisma, token, later(LAST_SEEN_PRECISION_MS));
    expect((await rowOf(token))?.lastSeenAt).toEqual(later(LAST_SEEN_PRECISION_MS));
    await sessionFromToken(db.prisma, token, later(LAST_SEEN_PRECISION_MS + 30_000));
    expect((await rowOf(token))?.lastSeenAt).toEqual(later(LAST_SEEN_PRECISION_MS));
    // A request that started earlier never moves it back.
    await sessionFromToken(db.prisma, token, later(2 * LAST_SEEN_PRECISION_MS + 5_000));
    await sessionFromToken(db.prisma, token, later(2 * LAST_SEEN_PRECISION_MS));
    expect((await rowOf(token))?.lastSeenAt).toEqual(later(2 * LAST_SEEN_PRECISION_MS + 5_000));
  });

  it('signs one browser out: endSession revokes its session only', async () => {
    const mine = await createSession(db.prisma, ada.id, null, start);
    const other = await createSession(db.prisma, ada.id, null, start);
    expect(await endSession(db.prisma, mine.token)).toEqual(ada);
    expect(await sessionFromToken(db.prisma, mine.token, later(1000))).toBeNull();
    expect(await sessionFromToken(db.prisma, other.token, later(1000))).not.toBeNull();
    expect(await endSession(db.prisma, mine.token)).toBeNull();
    expect(await endSession(db.prisma, undefined)).toBeNull();
    expect(await endSession(db.prisma, 'not a token')).toBeNull();
  });

  it('signs a member out everywhere: endAllSessions revokes only their sessions', async () => {
    const adaTokens = [await createSession(db.prisma, ada.id, null, start), await createSession(db.prisma, ada.id, null, start)];
    const bobs = await createSession(db.prisma, bob.id, null, start);
    expect(await endAllSessions(db.prisma, ada.id)).toBe(2);
    for (const { token } of adaTokens) expect(await sessionFromToken(db.prisma, token, later(1000))).toBeNull();
    expect(await sessionFromToken(db.prisma, bobs.token, later(1000))).toMatchObject({ user: bob });
    expect(await endAllSessions(db.prisma, ada.id)).toBe(0);
  });

  it('sessions go with their member', async () => {
    const { token } = await createSession(db.prisma, bob.id, null, start);
    await db.prisma.user.delete({ where: { id: bob.id } });
    expect(await rowOf(token)).toBeNull();
  });

  it('tidies away ended sessions and keeps live ones', async () => {
    const idle = await createSession(db.prisma, ada.id, null, later(-SESSION_IDLE_MS - 1));
    const old = await createSession(db.prisma, ada.id, null, later(-SESSION_ABSOLUTE_MS));
    await db.prisma.teamSession.update({ where: { id: sha256(old.token) }, data: { lastSeenAt: later(-1000) } });
    const live = await createSession(db.prisma, bob.id, null, later(-HOUR));
    expect(await deleteExpiredSessions(db.prisma, start)).toBe(2);
    expect((await db.prisma.teamSession.findMany()).map((row) => row.id)).toEqual([sha256(live.token)]);
    expect(await rowOf(idle.token)).toBeNull();
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, site-wide, Secure when asked, and lives as long as the session may', () => {
    expect(sessionCookie('tok', true)).toEqual({
      name: SESSION_COOKIE,
      value: 'tok',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 30 * 24 * 60 * 60 },
    });
    expect(sessionCookie('tok', false).options.secure).toBe(false);
  });

  it('is cleared with an empty value that expires at once', () => {
    expect(clearedSessionCookie(true)).toEqual({
      name: 'granite_team',
      value: '',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 0 },
    });
  });
});
