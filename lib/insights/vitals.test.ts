import { describe, expect, it } from 'vitest';
import { bucketValue, p75, vitalBucket } from '@/lib/insights/vitals';

describe('Web Vitals histograms', () => {
  it('puts a reading in a bucket whose upper edge is at most 6 % above it', () => {
    for (const value of [1.5, 12, 180, 2400, 2500, 9999, 119_000]) {
      const edge = bucketValue('LCP', vitalBucket('LCP', value));
      expect(edge).toBeGreaterThanOrEqual(Math.floor(value));
      expect(edge).toBeLessThanOrEqual(value * 1.06 + 1);
    }
    expect(vitalBucket('LCP', 0)).toBe(0);
    const cls = bucketValue('CLS', vitalBucket('CLS', 0.1));
    expect(cls).toBeGreaterThanOrEqual(0.1);
    expect(cls).toBeLessThanOrEqual(0.106);
  });

  it('reads the 75th percentile off the counts', () => {
    const readings = [100, 200, 300, 400, 500, 600, 700, 800];
    const counts = new Map<number, number>();
    for (const value of readings) counts.set(vitalBucket('INP', value), (counts.get(vitalBucket('INP', value)) ?? 0) + 1);
    // Six of eight readings are at or below 600 ms: the sixth is the 75th percentile.
    const value = p75('INP', counts)!;
    expect(value).toBeGreaterThanOrEqual(600);
    expect(value).toBeLessThan(700);
    expect(p75('INP', new Map())).toBeNull();
  });
});
