import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';

// Progressive delays instead of a lock: a hard lock after five wrong passwords let
// anyone who knew a username keep its owner out. Failures are counted in two scopes, each under
// a keyed hash (lib/team/sign-in.ts makes the keys, for known and unknown usernames alike, so a
// delay says nothing about whether an account exists):
//
// - per (account, client address): every attempt;
// - per account: attempts from addresses the account has not signed in from (see `knownUntil`).
//   A member's own address, once they have signed in from it, is only ever slowed by its own
//   failures, so strangers' tries, from however many addresses, never delay the owner there.
//
// In each scope the first FREE_FAILURES failures cost nothing; after that each failure makes
// the next attempt wait twice as long, from 1 s up to MAX_DELAY_MS, and the count starts again
// after a success there (per pair) or a day without failures.
//
// Strength against guessing, against the limits this replaces (at most 20 tries an hour per
// username: 480 a day): one account, attacked from any number of addresses, gets 5 tries free,
// then 10 more within 1 + 2 + … + 512 s ≈ 17 min, then one per 15 minutes: about 18 in the
// first hour and 4 an hour after (≈ 110 a day). An attacker who also shares a member's known
// address adds at most the same again through that pair: ≈ 220 a day, under half the old bound.
// The per-address limit (lib/rate-limit, 10 a minute and 50 an hour over all usernames) stays.

export const FREE_FAILURES = 5;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A day without failures in a scope starts its count again. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** How long an address stays known after a member signed in from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** The wait after the `failures`-th failure in a row before the next attempt. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(30, failures - FREE_FAILURES));
}

export type ThrottleVerdict = { admitted: true; known: boolean } | { admitted: false; retryAfterMs: number };

/**
 * Admits an attempt in one scope unless it is delayed, counting it as a failure in advance (a
 * success gives it back), so requests racing each other cannot slip extra tries past a delay:
 * the row lock of ON CONFLICT … DO UPDATE queues them, and each re-reads the delay. One statement;
 * the outer SELECT still sees the row as it was, i.e. the delay that refused the attempt.
 */
export async function admitAttempt(prisma: PrismaClient, key: string, now: Date): Promise<ThrottleVerdict> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const delay = (
    failures: Prisma.Sql,
  ) => Prisma.sql`(${timestamp(now)}::timestamp(3) + make_interval(secs => (CASE WHEN ${failures} < ${FREE_FAILURES}::int THEN 0
      ELSE LEAST(${MAX_DELAY_MS}::float8, ${BASE_DELAY_MS}::float8 * power(2, LEAST(30, ${failures} - ${FREE_FAILURES}::int))) END) / 1000.0))`;
  const counted = Prisma.sql`CASE WHEN t."lastFailureAt" IS NULL OR t."lastFailureAt" < ${timestamp(forgetBefore)}::timestamp(3) THEN 1 ELSE t."failures" + 1 END`;
  const [row] = await prisma.$queryRaw<{ admitted: boolean; known: boolean | null; delayedUntil: Date | null }[]>(Prisma.sql`
    WITH admitted AS (
      INSERT INTO "sign_in_throttles" AS t ("key", "failures", "lastFailureAt", "delayedUntil")
      VALUES (${key}, 1, ${timestamp(now)}::timestamp(3), ${delay(Prisma.sql`1`)})
      ON CONFLICT ("key") DO UPDATE SET
        "failures" = ${counted},
        "lastFailureAt" = ${timestamp(now)}::timestamp(3),
        "delayedUntil" = ${delay(counted)}
      WHERE t."delayedUntil" IS NULL OR t."delayedUntil" <= ${timestamp(now)}::timestamp(3)
      RETURNING t."knownUntil"
    )
    SELECT EXISTS (SELECT 1 FROM admitted) AS "admitted",
      (SELECT "knownUntil" > ${timestamp(now)}::timestamp(3) FROM admitted) AS "known",
      (SELECT "delayedUntil" FROM "sign_in_throttles" WHERE "key" = ${key}) AS "delayedUntil"`);
  if (row?.admitted) return { admitted: true, known: Boolean(row.known) };
  return { admitted: false, retryAfterMs: Math.max(1_000, (row?.delayedUntil?.getTime() ?? now.getTime()) - now.getTime()) };
}

/** A success per pair: its count starts again and the address becomes known to the account. */
export async function rememberSuccess(prisma: PrismaClient, pairKey: string, now: Date): Promise<void> {
  await prisma.$executeRaw(Prisma.sql`
    UPDATE "sign_in_throttles" SET "failures" = 0, "lastFailureAt" = NULL, "delayedUntil" = NULL,
      "knownUntil" = ${timestamp(new Date(now.getTime() + KNOWN_ADDRESS_MS))}::timestamp(3)
    WHERE "key" = ${pairKey}`);
}

/**
 * A success from an address the account-wide scope counted: the failure counted in advance is
 * given back. Its delay stays: a stranger must not be let in sooner because the owner signed in.
 */
export async function giveBackAttempt(prisma: PrismaClient, key: string): Promise<void> {
  await prisma.$executeRaw(Prisma.sql`UPDATE "sign_in_throttles" SET "failures" = GREATEST(0, "failures" - 1) WHERE "key" = ${key}`);
}

/** Tidying (hourly, lib/jobs): scopes with no recent failure and no known address. */
export async function deleteStaleThrottles(prisma: PrismaClient, now = new Date()): Promise<number> {
  return prisma.$executeRaw(Prisma.sql`
    DELETE FROM "sign_in_throttles"
    WHERE ("lastFailureAt" IS NULL OR "lastFailureAt" < ${timestamp(new Date(now.getTime() - FAILURE_MEMORY_MS))}::timestamp(3))
      AND ("knownUntil" IS NULL OR "knownUntil" < ${timestamp(now)}::timestamp(3))`);
}
