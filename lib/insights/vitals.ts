// Real-user Web Vitals kept as histograms: each reading only increments the count of its
// bucket, so the 75th percentile of any day, page or device class is read off the summed counts
// (the first bucket whose running total reaches 75 %) without a single reading being stored.
//
// Buckets are geometric, 6 % wide: bucket i holds values in (1.06^(i-1), 1.06^i] (milliseconds;
// CLS in thousandths), so a p75 is reported as its bucket's upper edge, at most 6 % above the
// true value. 0 … 120 s takes about 200 buckets; a day, page and device sees a few dozen of them.

/** Share of page loads that report Web Vitals (the rest send their page view only). */
export const VITALS_SAMPLE_RATE = 0.5;

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

const RATIO = 1.06;
/** The largest reading accepted: two minutes, or a layout shift score of 50. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 50 };

/** Readings in the stored unit: milliseconds, CLS in thousandths. */
const scale = (metric: VitalMetric, value: number) => (metric === 'CLS' ? value * 1000 : value);

export function vitalBucket(metric: VitalMetric, value: number): number {
  const scaled = scale(metric, value);
  if (scaled <= 1) return 0;
  return Math.ceil(Math.log(scaled) / Math.log(RATIO) - 1e-9);
}

/** The upper edge of a bucket, in the metric's own unit (ms, or the CLS score). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const edge = bucket <= 0 ? 1 : RATIO ** bucket;
  return metric === 'CLS' ? Math.round(edge) / 1000 : Math.round(edge);
}

/** The 75th percentile of a histogram (bucket → count), or null when it is empty. */
export function p75(metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= 0.75 * total) return bucketValue(metric, bucket);
  }
  return null;
}

/** Google's thresholds for "good" and "poor" (web.dev/vitals), in the metric's unit. */
export const vitalThresholds: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};
