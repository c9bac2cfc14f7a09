import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';

// Releases that cannot undo each other's controls. The database carries a security level (table
// security_level, one row); this release knows levels up to SECURITY_LEVEL and its migration
// raises the database to it. A release whose code would ignore a control the database relies on
// (a newer second-factor rule, say) is a release with a lower level: it refuses the whole team
// area, sign-in included, on a database of a newer level, and says so in one log line; the
// public site goes on. Releases from before the level existed are shut out by the same migration
// another way (prisma/migrations/20261201380000_security_level: the sessions table and the
// password column they read moved). docs/deploying.md "Upgrades and rollback" says what a deployer sees.
//
// To raise the level: a migration that sets it (UPDATE "security_level" SET "level" = N) and N here.

export const SECURITY_LEVEL = 1;

export type TeamAreaState = { open: true } | { open: false; reason: 'newer-database' | 'no-level'; databaseLevel?: number };

/** Said once per process and state, not on every refused request. */
let reported: string | undefined;

/** Whether this release may serve the team area on this database; read on every team request, so a migration that raises the level closes a running older release at once. */
export async function teamAreaState(prisma: PrismaClient): Promise<TeamAreaState> {
  let level: number | undefined;
  try {
    const [row] = await prisma.$queryRaw<{ level: number }[]>(Prisma.sql`SELECT "level" FROM "security_level" WHERE "id"`);
    level = row?.level;
  } catch (error) {
    // No table: a database this release's migrations have not reached. Fail closed.
    return report({ open: false, reason: 'no-level' }, errorText(error));
  }
  if (level === undefined) return report({ open: false, reason: 'no-level' });
  if (level > SECURITY_LEVEL) return report({ open: false, reason: 'newer-database', databaseLevel: level });
  if (reported !== undefined && reported !== 'open')
    log.info('team area open again: the database security level is one this release knows', { level, known: SECURITY_LEVEL });
  reported = 'open';
  return { open: true };
}

function report(state: TeamAreaState & { open: false }, error?: string): TeamAreaState {
  const key = `${state.reason}:${state.databaseLevel ?? ''}`;
  if (reported !== key) {
    reported = key;
    if (state.reason === 'newer-database') {
      log.error(
        `team area closed: the database is at security level ${state.databaseLevel}, this release knows up to ${SECURITY_LEVEL}; ` +
          'deploy the release that migrated it (or a newer one). The public site is served as usual (docs/deploying.md "Upgrades and rollback")',
      );
    } else {
      log.error('team area closed: the database has no security level yet; run the migrate command (docs/deploying.md)', error ? { error } : {});
    }
  }
  return state;
}

/** Tests only: the next closed state is reported again. */
export function resetSecurityLevelReportForTests(): void {
  reported = undefined;
}
