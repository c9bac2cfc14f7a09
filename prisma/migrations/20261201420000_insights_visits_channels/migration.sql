-- Insights an owner reads on Monday: page views by channel (lib/insights/channels.ts), visits
-- that began on a page ("entries", from the browser's sessionStorage marking a visit's first view)
-- and visits that went on to a second page ("continued"; a bounce is an entry that did not).
-- Sources are now stored by the name people know them by ("Google", not "google.de"); older rows
-- keep their raw key and are named when read (lib/insights/source-names.ts).
ALTER TABLE "page_view_days" ADD COLUMN "channel" TEXT NOT NULL DEFAULT '';
ALTER TABLE "page_view_days" ADD COLUMN "entries" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "page_view_days" ADD COLUMN "continued" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "page_view_days" DROP CONSTRAINT "page_view_days_pkey";
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_pkey" PRIMARY KEY ("day", "path", "source", "channel", "device");

-- The weekly Insights summary mail, for members who ask for it (owners), and the Monday it last
-- went out for, so a restart or a second instance never sends a week twice.
ALTER TABLE "member_preferences" ADD COLUMN "insightsWeekly" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "member_preferences" ADD COLUMN "insightsWeeklySentFor" DATE;
