-- Where leads come from, and how the public pages are used (issue #32). Additive only.
--
-- Each lead keeps where its visit came from (lib/insights/source.ts): the page the form was sent
-- from, the visit's landing page, the referring host, the five UTM parameters, whether a click id
-- (gclid, fbclid, msclkid, ...) was present (only that: never its value), and the device class.
-- The language is the existing "locale" column.

-- AlterTable
ALTER TABLE "contact_submissions"
  ADD COLUMN "sourcePage" TEXT,
  ADD COLUMN "sourceLanding" TEXT,
  ADD COLUMN "sourceReferrer" TEXT,
  ADD COLUMN "utmSource" TEXT,
  ADD COLUMN "utmMedium" TEXT,
  ADD COLUMN "utmCampaign" TEXT,
  ADD COLUMN "utmTerm" TEXT,
  ADD COLUMN "utmContent" TEXT,
  ADD COLUMN "sourceClickId" BOOLEAN,
  ADD COLUMN "sourceDevice" TEXT;

ALTER TABLE "download_submissions"
  ADD COLUMN "sourcePage" TEXT,
  ADD COLUMN "sourceLanding" TEXT,
  ADD COLUMN "sourceReferrer" TEXT,
  ADD COLUMN "utmSource" TEXT,
  ADD COLUMN "utmMedium" TEXT,
  ADD COLUMN "utmCampaign" TEXT,
  ADD COLUMN "utmTerm" TEXT,
  ADD COLUMN "utmContent" TEXT,
  ADD COLUMN "sourceClickId" BOOLEAN,
  ADD COLUMN "sourceDevice" TEXT;

-- Page views counted per day, page, source and device class: one counter row, incremented by
-- each beacon (lib/insights/record.ts). No raw rows exist: nothing identifies a visitor.
-- CreateTable
CREATE TABLE "page_view_days" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_days_pkey" PRIMARY KEY ("day", "path", "source", "device")
);

-- Real-user Web Vitals per day, page, device class and metric as a histogram: "bucket" is the
-- index of a geometric bucket (lib/insights/vitals.ts), "count" how many readings fell in it.
-- The 75th percentile is read off the cumulative counts, so no single reading is kept.
-- CreateTable
CREATE TABLE "web_vital_days" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "web_vital_days_pkey" PRIMARY KEY ("day", "path", "device", "metric", "bucket")
);
