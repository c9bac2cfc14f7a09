-- Invitations and mailed unlock links (issue #29): a member's e-mail address, an owner's
-- invitations, and one-time unlock links. Tokens are stored only as their SHA-256.

-- AlterTable
ALTER TABLE "users" ADD COLUMN "email" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateTable
CREATE TABLE "team_invitations" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "languages" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "locale" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" INTEGER,
    "invitedByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "mailFailed" BOOLEAN NOT NULL DEFAULT false,
    "acceptedAt" TIMESTAMP(3),
    "acceptedUserId" INTEGER,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "team_invitations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "team_invitations_role_check" CHECK ("role" IN ('owner', 'editor', 'account-manager'))
);

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_tokenHash_key" ON "team_invitations"("tokenHash");
CREATE INDEX "team_invitations_email_idx" ON "team_invitations"("email");

-- CreateTable
CREATE TABLE "team_unlock_links" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "team_unlock_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_unlock_links_tokenHash_key" ON "team_unlock_links"("tokenHash");
CREATE INDEX "team_unlock_links_userId_createdAt_idx" ON "team_unlock_links"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "team_unlock_links" ADD CONSTRAINT "team_unlock_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
