import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as signInPost } from '@/app/api/team/sign-in/route';
import { POST as passkeyOptionsPost } from '@/app/api/team/account/passkeys/options/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { addUser } from '@/lib/team/accounts';
import { resetSecurityLevelReportForTests, SECURITY_LEVEL, teamAreaState } from '@/lib/team/security-level';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// Releases that cannot undo each other's controls: the database's security level closes the team
// area of a release that knows less, and this release's migration moves what releases from before
// the level read to sign members in and to validate sessions.

const dbs = useTestDatabases();
useFormEnvironment();
const PASSWORD = 'correct horse battery staple';

const form = (path: string, fields: Record<string, string>, cookie = '') =>
  new Request(`${TEST_SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ locale: 'en', ...fields }).toString(),
  });

describe.each(engines)('the security level on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
    useDatabaseForTests(db);
    await addUser(db.prisma, 'ada', PASSWORD);
  });
  afterEach(async () => {
    await db.prisma.$executeRawUnsafe(`UPDATE "security_level" SET "level" = ${SECURITY_LEVEL}`);
    resetSecurityLevelReportForTests();
    vi.restoreAllMocks();
  });

  it('is the level this release knows after its migrations, and the team area is open', async () => {
    expect(await db.prisma.$queryRawUnsafe('SELECT "level" FROM "security_level"')).toEqual([{ level: SECURITY_LEVEL }]);
    expect(await teamAreaState(db.prisma)).toEqual({ open: true });
    const signedIn = await signInPost(form('/api/team/sign-in', { username: 'ada', password: PASSWORD }));
    expect(signedIn.headers.get('location')).toBe('/en/team');
  });

  it('closes the whole team area on a newer database, with one log line however many requests', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ada = await db.prisma.user.findUniqueOrThrow({ where: { username: 'ada' } });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, ada.id, null)).token}`;
    await db.prisma.$executeRawUnsafe(`UPDATE "security_level" SET "level" = ${SECURITY_LEVEL + 1}`);
    // A browser's sign-in form: back to the sign-in page, which says sign-in is unavailable.
    const signIn = await signInPost(
      new Request(form('/api/team/sign-in', { username: 'ada', password: PASSWORD }), {
        headers: { ...Object.fromEntries(form('/', {}).headers), accept: 'text/html' },
      }),
    );
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/en/team/sign-in?error=unavailable');
    expect(signIn.headers.getSetCookie()).toEqual([]);
    // A script, signed in or not: 503, no session, no passkey options.
    const options = await passkeyOptionsPost(form('/api/team/account/passkeys/options', { current: PASSWORD }, cookie));
    expect(options.status).toBe(503);
    expect(await options.json()).toEqual({ error: 'team-area-closed' });
    expect((await passkeyOptionsPost(form('/api/team/account/passkeys/options', {}))).status).toBe(503);
    const lines = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('team area closed'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).message).toBe(
      `team area closed: the database is at security level ${SECURITY_LEVEL + 1}, this release knows up to ${SECURITY_LEVEL}; deploy the release that migrated it (or a newer one). The public site is served as usual (docs/deploying.md "Upgrades and rollback")`,
    );
  });

  it('moves what releases before the level read: their sign-in query and their session table fail', async () => {
    // What c332b51 and every release up to this one ran (lib/team/sign-in.ts, lib/team/sessions.ts).
    await expect(db.prisma.$queryRawUnsafe(`SELECT "id", "username", "password" FROM "users" WHERE "username" = 'ada'`)).rejects.toThrow(/password/);
    await expect(db.prisma.$queryRawUnsafe(`SELECT "id" FROM "team_sessions" LIMIT 1`)).rejects.toThrow(/team_sessions/);
    // This release reads them under their new names.
    expect(await db.prisma.$queryRawUnsafe(`SELECT count(*)::int AS "n" FROM "member_sessions"`)).toEqual([{ n: expect.any(Number) }]);
  });
});
