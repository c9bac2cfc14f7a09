import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';
import { deviceClasses, knownPath } from '@/lib/insights/paths';
import { hostValue, utmValue } from '@/lib/insights/source-values';
import { VITAL_MAX, vitalMetrics } from '@/lib/insights/vitals';

// What the page-view and Web Vitals beacon sends (components/analytics/visit-beacon.tsx) and
// POST /api/beacon accepts: a known page, a device class, at most a host name, a UTM source and
// medium and a click-id flag, whether it begins a visit or is its second page, and for vitals up
// to four readings. Everything bounded; nothing that could identify a visitor.

export const BEACON_MAX_BYTES = 1024;

const path = z
  .string()
  .max(120)
  .transform((value, ctx) => knownPath(value) ?? (ctx.addIssue({ code: 'custom', message: 'unknown path' }), z.NEVER));
const device = z.enum(deviceClasses);

const view = z.strictObject({
  t: z.literal('view'),
  path,
  device,
  referrer: z
    .string()
    .max(253)
    .nullish()
    .transform((value) => hostValue(value)),
  utmSource: z
    .string()
    .max(200)
    .nullish()
    .transform((value) => utmValue(value)),
  utmMedium: z
    .string()
    .max(200)
    .nullish()
    .transform((value) => utmValue(value)),
  clickId: z.boolean().nullish(),
  // The visit's first view ('start'), or its second ('next', with the page the visit began on):
  // the browser's sessionStorage tells (lib/insights/visit-script.ts); no identifier is sent.
  visit: z.enum(['start', 'next']).nullish(),
  landing: z
    .string()
    .max(120)
    .nullish()
    .transform((value) => knownPath(value) ?? null),
});

const reading = z.strictObject({
  name: z.enum(vitalMetrics),
  value: z.number().finite().min(0),
});

const vitals = z
  .strictObject({ t: z.literal('vitals'), path, device, readings: z.array(reading).min(1).max(vitalMetrics.length) })
  .refine((beacon) => new Set(beacon.readings.map((r) => r.name)).size === beacon.readings.length, 'one reading per metric')
  .refine((beacon) => beacon.readings.every((r) => r.value <= VITAL_MAX[r.name]), 'reading out of range');

export const beaconSchema = z.discriminatedUnion('t', [view, vitals]);
export type Beacon = z.output<typeof beaconSchema>;
export type BeaconInput = z.input<typeof beaconSchema>;
