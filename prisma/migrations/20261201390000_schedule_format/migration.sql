-- Scheduled publishes say which release may run them (issue #39). A schedule runs on whatever
-- release is deployed at its time, a rolled-back one included; a release that does not know how a
-- row is meant must leave it alone rather than run it its own way (a release before pinning would
-- publish the drafts as they read then, not the pinned wording).
--
-- "format": what the row needs of the release that runs it. 0: publish the drafts as they are
-- when it runs (schedules made before pinning); 1: publish exactly the pinned wordings
-- (lib/copy/schedule.ts SCHEDULE_FORMAT). A release runs only rows of a format it knows.
--
-- "dueAt": when a row of format 1 or later runs. Its "runAt" is set to 9999-12-31, so releases
-- made before this column existed (which claim on "runAt" and know no format) never find it due;
-- they list it as pending in 9999 and can still cancel it. Rows of format 0 keep "runAt" and no
-- "dueAt", as every release reads them.
-- Additive: two columns; pending pinned rows are moved out of older releases' reach.

-- AlterTable
ALTER TABLE "copy_scheduled_publishes" ADD COLUMN "format" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "copy_scheduled_publishes" ADD COLUMN "dueAt" TIMESTAMP(3);

UPDATE "copy_scheduled_publishes" SET "format" = 1, "dueAt" = "runAt" WHERE "pinned" IS NOT NULL;
UPDATE "copy_scheduled_publishes" SET "runAt" = TIMESTAMP '9999-12-31 00:00:00'
  WHERE "format" = 1 AND "doneAt" IS NULL AND "cancelledAt" IS NULL;
