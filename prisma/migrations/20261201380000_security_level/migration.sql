-- The database's security level (lib/team/security-level.ts). A release serves the team area only
-- on a database whose level it knows; this release knows level 1 and raises the database to it.
-- A later release that adds a control an older one would ignore raises the level again, and
-- every older release then refuses the team area (one log line) instead of bypassing it.
CREATE TABLE "security_level" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "level" INTEGER NOT NULL,
    "raisedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "security_level_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "security_level_one_row" CHECK ("id")
);
INSERT INTO "security_level" ("id", "level") VALUES (true, 1)
ON CONFLICT ("id") DO UPDATE SET "level" = GREATEST("security_level"."level", EXCLUDED."level");

-- Releases before this one know no level at all, so they are shut out another way: what they read
-- to sign a member in and to validate a session moves. Their sign-in then answers "unavailable" and
-- their session reads fail (a 500 or the sign-in page, never a session), while their public site
-- reads neither and keeps working. So a rollback or a rolling deploy never serves an old,
-- password-only session to a member with a second factor, or every lead to an editor.
ALTER TABLE "team_sessions" RENAME TO "member_sessions";
ALTER TABLE "member_sessions" RENAME CONSTRAINT "team_sessions_pkey" TO "member_sessions_pkey";
ALTER TABLE "member_sessions" RENAME CONSTRAINT "team_sessions_userId_fkey" TO "member_sessions_userId_fkey";
ALTER INDEX "team_sessions_userId_idx" RENAME TO "member_sessions_userId_idx";
ALTER TABLE "users" RENAME COLUMN "password" TO "passwordHash";

-- Sessions an older release made may not have asked for a second factor: every member signs in
-- once more, under this release's rules.
DELETE FROM "member_sessions";
