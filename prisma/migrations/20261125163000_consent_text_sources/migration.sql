-- Consent evidence (issue #24): a consent wording records where each of its texts came from, the
-- published version (copy_versions.id) the visitor was shown, or NULL for the catalogue text of
-- the build that served the page. Additive: rows written before keep NULL (they were catalogue
-- texts: published texts did not reach the record then).

-- AlterTable
ALTER TABLE "consent_texts" ADD COLUMN "marketingLabelCopyVersion" INTEGER;
ALTER TABLE "consent_texts" ADD COLUMN "privacyLabelCopyVersion" INTEGER;
ALTER TABLE "consent_texts" ADD COLUMN "privacyNoteCopyVersion" INTEGER;
