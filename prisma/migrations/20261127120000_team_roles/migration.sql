-- Roles (issue #29): every member so far could do everything, so each existing one becomes an
-- owner; new members get their role from the command line or an owner's invitation.

-- AlterTable
ALTER TABLE "users" ADD COLUMN "role" TEXT NOT NULL DEFAULT 'owner';
ALTER TABLE "users" ADD COLUMN "languages" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('owner', 'editor', 'account-manager'));
