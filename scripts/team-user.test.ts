import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type DbTarget } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { ROLE_RULE } from '@/lib/team/accounts';
import { EMAIL_RULE } from '@/lib/team/email';
import { sessionFromToken } from '@/lib/team/sessions';
import { signIn } from '@/lib/team/sign-in';
import { useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The team-user command end to end, as an operator runs it: `tsx --conditions=react-server
// scripts/team-user.ts <command> <username>` (the npm scripts), the password on stdin.

const dbs = useTestDatabases();
const root = process.cwd();
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const FIRST = 'first password of ada';
const SECOND = 'second password of ada';

type Run = { code: number | null; stdout: string; stderr: string };

function teamUser(args: string[], env: Record<string, string>, input?: string): Promise<Run> {
  const child = spawn(process.execPath, [tsx, '--conditions=react-server', 'scripts/team-user.ts', ...args], {
    cwd: root,
    env: { ...process.env, APP_MODE: '', NODE_ENV: 'development', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(() => {
  // sign-in in this process counts in memory; its username key needs a secret.
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('APP_SECRET', 'a test secret that is at least 32 characters long');
  resetEnvForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await resetRateLimitsForTests();
});

const signInAs = (db: Database, password: string, address: string) => signIn(db.prisma, { username: 'ada', password, clientAddress: address, userAgent: null });

describe('team-user command', () => {
  it('refuses a password on the command line, and unknown commands, without repeating them', async () => {
    const env = { DATA_DIR: path.join(root, '.tmp', 'team-user-never-created') };
    const withPassword = await teamUser(['add', 'ada', 'hunter2hunter2'], env, `${FIRST}\n`);
    expect(withPassword.code).toBe(2);
    expect(withPassword.stderr).toMatch(/^team-user: Usage: .*never pass it as an argument\)\n$/);
    expect(withPassword.stderr + withPassword.stdout).not.toContain('hunter2');
    for (const args of [['add'], ['rename', 'ada'], []]) {
      expect((await teamUser(args, env)).code).toBe(2);
    }
    // Refused before any database was opened.
    expect(existsSync(env.DATA_DIR)).toBe(false);
  }, 120_000);

  it('works on the embedded database, and leaves it alone while the server holds it', async () => {
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const dataDir = mkdtempSync(path.join(root, '.tmp', 'team-user-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const target: DbTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    try {
      // A new data directory: created and migrated, as the single-box server would.
      const added = await teamUser(['add', 'Ada'], env, `${FIRST}\n`);
      expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('Added team member "ada" (owner) in embedded PGlite') });
      let db = await openDatabase(target);
      const session = await signInAs(db, FIRST, '192.0.2.1');
      expect(session).toMatchObject({ ok: true, user: { username: 'ada' } });
      // The "server" (this process) has the database open: the command must not touch it.
      const busy = await teamUser(['set-password', 'ada'], env, `${SECOND}\n`);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^team-user: The embedded database in .* is in use by process \d+, probably the running server: stop the server first/);
      expect(await signInAs(db, FIRST, '192.0.2.2')).toMatchObject({ ok: true });
      await db.close();

      const set = await teamUser(['set-password', 'ada'], env, `${SECOND}\r\nignored second line\n`);
      expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining('ended 2 session(s)') });
      db = await openDatabase(target);
      if (!session.ok) throw new Error('unreachable');
      expect(await sessionFromToken(db.prisma, session.token)).toBeNull();
      expect(await signInAs(db, FIRST, '192.0.2.3')).toEqual({ ok: false, reason: 'invalid' });
      expect(await signInAs(db, SECOND, '192.0.2.4')).toMatchObject({ ok: true });
      await db.close();

      // Lost device and recovery codes: the operator's way back in for any member, the only owner too.
      db = await openDatabase(target);
      const ada = await db.prisma.user.findUniqueOrThrow({ where: { username: 'ada' } });
      await db.prisma.teamRecoveryCode.create({ data: { userId: ada.id, codeHash: 'x'.repeat(64) } });
      await db.close();
      const reset = await teamUser(['reset-second-factor', 'ada'], env);
      expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining('Removed every second factor and recovery code of "ada"') });
      db = await openDatabase(target);
      expect(await db.prisma.teamRecoveryCode.count()).toBe(0);
      expect(await db.prisma.auditEntry.findFirst({ where: { action: 'second-factor-reset' }, select: { detail: true } })).toMatchObject({
        detail: { member: 'ada', via: 'command line' },
      });
      await db.close();
      expect((await teamUser(['reset-second-factor', 'nobody'], env)).stderr).toContain('There is no team member "nobody"');

      const removed = await teamUser(['remove', 'ADA'], env);
      expect(removed).toMatchObject({ code: 0, stdout: expect.stringContaining('Removed team member "ada"') });
      db = await openDatabase(target);
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.teamSession.count()).toBe(0);
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('works on PostgreSQL, migrating a new database first, with one clear line per error', async () => {
    const url = await dbs.postgresUrl();
    const env = { DATABASE_URL: url };
    const added = await teamUser(['add', 'ada'], env, `${FIRST}\n`);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('Added team member "ada" (owner) in PostgreSQL at 127.0.0.1') });
    const db = await openDatabase({ kind: 'postgres', url });
    try {
      const session = await signInAs(db, FIRST, '198.51.100.1');
      expect(session).toMatchObject({ ok: true });

      const USAGE_START = 'Usage: team-user.ts';
      const errors = [
        [await teamUser(['add', 'ADA', '--role=editor'], env, `${SECOND}\n`), 'team-user: A user named "ada" already exists.\n'],
        [
          await teamUser(['add', 'grace'], env, `${SECOND}\n`),
          'team-user: There are members already: say which role the new one has with --role=owner|editor|account-manager.\n',
        ],
        [await teamUser(['add', 'grace', '--role=admin'], env, `${SECOND}\n`), `team-user: ${ROLE_RULE}\n`],
        [await teamUser(['add', 'grace', '--role=account-manager', '--languages=de'], env, `${SECOND}\n`), `team-user: ${ROLE_RULE}\n`],
        [await teamUser(['set-password', 'ada'], env, 'too short\n'), 'team-user: The password must be at least 12 characters long.\n'],
        [await teamUser(['set-password', 'ada'], env, ''), 'team-user: No password on standard input: pipe one line, or run this in a terminal to be asked.\n'],
        [await teamUser(['remove', 'grace'], env), 'team-user: There is no user named "grace".\n'],
        [
          await teamUser(['add', 'not a name'], env, `${SECOND}\n`),
          'team-user: A username is 2 to 64 characters: letters a-z, digits, dot, underscore or hyphen.\n',
        ],
        [await teamUser(['add', 'grace', '--role=editor', '--email=not an address'], env, `${SECOND}\n`), `team-user: ${EMAIL_RULE}\n`],
        [await teamUser(['set-email', 'ada'], env), `team-user: ${USAGE_START}`],
      ] as const;
      for (const [run, line] of errors.slice(-1)) expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining(line) });
      for (const [run, line] of errors.slice(0, -1)) expect(run).toMatchObject({ code: 1, stderr: line });

      // An address for the mailed links: set with the member, changed, removed, one member each.
      expect(await teamUser(['add', 'ivy', '--role=editor', '--email=Ivy@Example.com'], env, `${SECOND}\n`)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('"ivy" (editor, ivy@example.com)'),
      });
      expect(await teamUser(['set-email', 'ada', '--email=ivy@example.com'], env)).toMatchObject({
        code: 1,
        stderr: 'team-user: Another member already has this e-mail address.\n',
      });
      expect(await teamUser(['set-email', 'ada', '--email=ADA@example.com'], env)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Set the e-mail address of "ada" to ada@example.com'),
      });
      expect(await teamUser(['set-email', 'ivy', '--email='], env)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Removed the e-mail address of "ivy"'),
      });
      expect(await db.prisma.user.findMany({ orderBy: { id: 'asc' }, select: { username: true, email: true } })).toEqual([
        { username: 'ada', email: 'ada@example.com' },
        { username: 'ivy', email: null },
      ]);
      await db.prisma.user.deleteMany({ where: { username: 'ivy' } });

      expect(await teamUser(['add', 'ed', '--role=editor', '--languages=nl,de'], env, `${SECOND}\n`)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('"ed" (editor for nl, de)'),
      });
      expect(await teamUser(['add', 'am', '--role=account-manager'], env, `${SECOND}\n`)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('"am" (account-manager)'),
      });
      expect(await db.prisma.user.findMany({ orderBy: { id: 'asc' }, select: { username: true, role: true, languages: true } })).toEqual([
        { username: 'ada', role: 'owner', languages: [] },
        { username: 'ed', role: 'editor', languages: ['nl', 'de'] },
        { username: 'am', role: 'account-manager', languages: [] },
      ]);
      await db.prisma.user.deleteMany({ where: { username: { in: ['ed', 'am'] } } });
      expect(await teamUser(['set-password', 'ada'], env, `${SECOND}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining('ended 1 session(s)') });
      if (!session.ok) throw new Error('unreachable');
      expect(await sessionFromToken(db.prisma, session.token)).toBeNull();
      expect(await signInAs(db, FIRST, '198.51.100.2')).toEqual({ ok: false, reason: 'invalid' });
      expect(await signInAs(db, SECOND, '198.51.100.3')).toMatchObject({ ok: true });

      expect(await teamUser(['remove', 'ada'], env)).toMatchObject({ code: 0 });
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.auditEntry.findMany({ where: { action: 'sign-in' }, select: { actorName: true, actorId: true } })).toEqual([
        { actorName: 'ada', actorId: null },
        { actorName: 'ada', actorId: null },
      ]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
