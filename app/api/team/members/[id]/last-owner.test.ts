import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as changeMember } from '@/app/api/team/members/[id]/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// The team always keeps an owner, also when two owners demote or remove each other at the same
// moment: on PostgreSQL a plain count let both go through and left none.

const dbs = useTestDatabases();
useFormEnvironment();

const post = (id: number, fields: Record<string, string>, token: string) =>
  changeMember(
    new Request(`${TEST_SITE_URL}/api/team/members/${id}`, {
      method: 'POST',
      headers: {
        origin: TEST_SITE_URL,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${SESSION_COOKIE}=${token}`,
      },
      body: new URLSearchParams({ locale: 'en', ...fields }).toString(),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );

describe.each(engines)('the last owner on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
    useDatabaseForTests(db);
  });

  const twoOwners = async (round: number) => {
    await db.prisma.user.deleteMany();
    const make = async (name: string) => {
      const user = await db.prisma.user.create({ data: { username: `${name}${round}`, password: 'x' } });
      return { id: user.id, token: (await createSession(db.prisma, user.id, null)).token };
    };
    return [await make('olga'), await make('otto')] as const;
  };
  const owners = () => db.prisma.user.count({ where: { role: 'owner' } });
  // Where the second request lands depends on timing, and both are refusals: it may wait on the
  // first one's lock and find one owner left ("last-owner"), or be checked after the first one
  // committed, when its sender is no longer an owner (403). Neither may change anything.
  const outcome = (answer: Response) => answer.headers.get('location') ?? `refused ${answer.status}`;
  const refusals = (place: string) => [place, 'refused 403'];

  it('lets only one of two owners demoting each other at once go through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [olga, otto] = await twoOwners(round);
      const answers = await Promise.all([
        post(otto.id, { action: 'role', role: 'editor' }, olga.token),
        post(olga.id, { action: 'role', role: 'editor' }, otto.token),
      ]);
      const [done, refused] = answers.map(outcome).sort();
      expect(done).toBe('/en/team/members?done=changed');
      expect(refusals('/en/team/members?error=last-owner')).toContain(refused);
      expect(await owners()).toBe(1);
    }
  });

  it('lets only one of two owners removing each other at once go through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [olga, otto] = await twoOwners(round);
      const answers = await Promise.all([
        post(otto.id, { action: 'remove', confirm: 'yes' }, olga.token),
        post(olga.id, { action: 'remove', confirm: 'yes' }, otto.token),
      ]);
      const [done, refused] = answers.map(outcome).sort();
      expect(done).toBe('/en/team/members?done=removed');
      expect([...refusals('/en/team/members?error=last-owner'), 'refused 401']).toContain(refused);
      expect(await owners()).toBe(1);
    }
  });

  it('refuses the second demotion once the first one has committed (its sender is an editor now)', async () => {
    const [olga, otto] = await twoOwners(7);
    expect(outcome(await post(otto.id, { action: 'role', role: 'editor' }, olga.token))).toBe('/en/team/members?done=changed');
    expect(outcome(await post(olga.id, { action: 'role', role: 'editor' }, otto.token))).toBe('refused 403');
    expect(await owners()).toBe(1);
  });

  it('refuses the change without a session and to an editor', async () => {
    const [olga, otto] = await twoOwners(9);
    expect((await post(otto.id, { action: 'role', role: 'editor' }, 'x'.repeat(43))).status).toBe(401);
    await db.prisma.user.update({ where: { id: olga.id }, data: { role: 'editor' } });
    expect((await post(otto.id, { action: 'role', role: 'editor' }, olga.token)).status).toBe(403);
    expect(await owners()).toBe(1);
  });
});
