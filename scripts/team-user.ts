// `npm run team:add-user -- <username> [--role=owner|editor|account-manager] [--languages=de,nl] [--email=ada@example.com]`,
// `npm run team:set-password -- <username>`, `npm run team:set-email -- <username> --email=ada@example.com` (`--email=` removes it),
// `npm run team:remove-user -- <username>`, `npm run team:reset-second-factor -- <username>` (a
// member, the only owner included, who lost their device and recovery codes): team accounts,
// besides an owner's invitations. The
// password is typed at a prompt that does not echo it, or read from the first line of standard
// input (`printf '%s\n' "$PASSWORD" | npm run team:add-user -- ada`), never from the command
// line, where it would end up in the shell history and the process list.
import { Writable } from 'node:stream';
import readline from 'node:readline';
import nextEnv from '@next/env';
import { restrictUmask } from '@/lib/data-dir';
import { closeDatabase, databaseTarget, describeTarget, getDb } from '@/lib/db/client';
import { DatabaseInUseError } from '@/lib/db/directory-lock';
import { errorText } from '@/lib/log';
import { addUser, normalizeUsername, removeUser, roleForNewMember, setEmail, setPassword, USERNAME_RULE } from '@/lib/team/accounts';
import { EMAIL_RULE, normalizeEmail } from '@/lib/team/email';
import { passwordProblem } from '@/lib/team/password';
import { resetSecondFactor } from '@/lib/team/second-factor/factors';

// The same .env files `next dev` / `next start` read, so this works on the database they use.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');

const USAGE =
  'Usage: team-user.ts add|set-password|set-email|remove|reset-second-factor <username> [--role=owner|editor|account-manager] [--languages=de,nl] [--email=ada@example.com] (the password is prompted for, or read from stdin; never pass it as an argument)';

class UsageError extends Error {}

type Command = 'add' | 'set-password' | 'set-email' | 'remove' | 'reset-second-factor';
const COMMANDS: readonly string[] = ['add', 'set-password', 'set-email', 'remove', 'reset-second-factor'] satisfies Command[];

async function main(argv: string[]): Promise<string> {
  // Two arguments and `add`'s options: anything else may well be a password, and is not repeated in the error.
  const [command, username, ...extra] = argv;
  const options = new Map<string, string>();
  for (const option of extra) {
    const match = /^--(role|languages|email)=(.*)$/.exec(option);
    const allowed = command === 'add' || (command === 'set-email' && match?.[1] === 'email');
    if (!match || !allowed || options.has(match[1]!)) throw new UsageError(USAGE);
    options.set(match[1]!, match[2]!);
  }
  if (!command || !COMMANDS.includes(command) || username === undefined || (command === 'set-email' && !options.has('email'))) throw new UsageError(USAGE);
  if (!normalizeUsername(username)) throw new Error(USERNAME_RULE);
  const target = databaseTarget();
  // Owner-only files in the data directory, as the single-box server creates them.
  if (target.kind === 'pglite') restrictUmask();
  // Opened (and migrated where the app would migrate) before asking for the password: if the
  // server holds the embedded database, say so before anyone types anything.
  const prisma = await getDb();
  const where = describeTarget(target);
  switch (command as Command) {
    case 'add': {
      // Decided before the password is typed: a refusal costs nobody a password.
      const grant = await roleForNewMember(prisma, options.get('role'), options.get('languages'));
      const email = options.has('email') ? emailOption(options.get('email')!) : undefined;
      const user = await addUser(prisma, username, await newPassword(), grant, email);
      const languages = grant.languages.length > 0 ? ` for ${grant.languages.join(', ')}` : '';
      return `Added team member "${user.username}" (${grant.role}${languages}${email ? `, ${email}` : ''}) in ${where}.`;
    }
    case 'set-password': {
      const ended = await setPassword(prisma, username, await newPassword());
      return `Set a new password for "${normalizeUsername(username)}" and ended ${ended} session(s) in ${where}.`;
    }
    case 'set-email': {
      const email = options.get('email') === '' ? null : emailOption(options.get('email')!);
      await setEmail(prisma, username, email);
      return `${email ? `Set the e-mail address of "${normalizeUsername(username)}" to ${email}` : `Removed the e-mail address of "${normalizeUsername(username)}"`} in ${where}.`;
    }
    case 'remove':
      await removeUser(prisma, username);
      return `Removed team member "${normalizeUsername(username)}" (and their sessions) from ${where}.`;
    case 'reset-second-factor': {
      // Whoever can run this on the server can do anything to the database: the audit records
      // it as the member's own reset, with where it came from.
      const member = await prisma.user.findUnique({ where: { username: normalizeUsername(username)! }, select: { id: true, username: true } });
      if (!member) throw new Error(`There is no team member "${normalizeUsername(username)}" in ${where}.`);
      await resetSecondFactor(prisma, member.id, member, new Date(), 'command line');
      return `Removed every second factor and recovery code of "${member.username}" and ended their sessions in ${where}: they sign in with their password and set up a new one.`;
    }
  }
}

/** Where invitations' and unlock links' mails go (lib/team/unlock-link.ts), checked before any password is typed. */
function emailOption(value: string): string {
  const email = normalizeEmail(value);
  if (!email) throw new Error(EMAIL_RULE);
  return email;
}

/** Twice at a prompt without echo in a terminal; otherwise the first line of standard input. */
async function newPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await hiddenPrompt('New password: ');
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    if ((await hiddenPrompt('Repeat the password: ')) !== password) throw new Error('The two passwords differ.');
  } else {
    password = await firstLineOfStdin();
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return password;
}

function hiddenPrompt(question: string): Promise<string> {
  process.stderr.write(question);
  // readline echoes what is typed to its output: this one swallows it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve, reject) => {
    let answered = false;
    rl.question('', (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      process.stderr.write('\n');
      if (!answered) reject(new Error('Cancelled.'));
    });
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of rl) return line;
  } finally {
    rl.close();
    process.stdin.destroy();
  }
  throw new Error('No password on standard input: pipe one line, or run this in a terminal to be asked.');
}

function explain(error: unknown): string {
  if (error instanceof UsageError) return error.message;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof DatabaseInUseError) {
    return `The embedded database in ${cause.dir} is in use by process ${cause.pid}, probably the running server: stop the server first, then run this again.`;
  }
  return errorText(error);
}

// Interrupted while the database is open (a migration, say): close it and its lock first.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => void closeDatabase().finally(() => process.exit(code)));
}

try {
  console.info(await main(process.argv.slice(2)));
} catch (error) {
  console.error(`team-user: ${explain(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await closeDatabase();
}
