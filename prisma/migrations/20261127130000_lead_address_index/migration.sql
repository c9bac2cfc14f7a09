-- One person, many enquiries (issue #30): a new lead goes to whoever works the person's earlier
-- ones, and a lead page lists them. Both look leads up by the address as the team compares it
-- (trimmed, lower case, as lib/db/marketing-consent.ts's marketingAddress), on every submission:
-- an index on that expression per table, which Prisma's schema cannot state.

CREATE INDEX "contact_submissions_address_idx" ON "contact_submissions" (lower(btrim("email")));
CREATE INDEX "download_submissions_address_idx" ON "download_submissions" (lower(btrim("email")));
