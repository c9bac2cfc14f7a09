import 'server-only';
import { processSlot } from '@/lib/process-slot.mjs';

// A per-address allowance counted in this process's memory only, for requests too frequent and
// too cheap to be worth a database round each (the page-view beacon: one per page a visitor
// opens). Fixed minute and hour windows; a map bounded in size, so a flood of fresh addresses
// costs memory up to the bound and no more. With several instances each counts its own share:
// the allowance is per instance, which for a counter (not a form) is enough.

export type Allowance = { perMinute: number; perHour: number };
type Windows = { minuteStart: number; minute: number; hourStart: number; hour: number };
type Counter = { allowance: Allowance; maxAddresses: number; addresses: Map<string, Windows> };

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The counter named `name`, one per process (shared by Next's bundles through processSlot). */
export function memoryAllowance(name: string, allowance: Allowance, maxAddresses = 50_000): (address: string, now?: number) => boolean {
  const counter = processSlot<Counter>(`memoryAllowance.${name}`, () => ({ allowance, maxAddresses, addresses: new Map() }));
  counter.allowance = allowance;
  return (address, now = Date.now()) => admit(counter, address, now);
}

function admit(counter: Counter, address: string, now: number): boolean {
  let windows = counter.addresses.get(address);
  if (!windows) {
    if (counter.addresses.size >= counter.maxAddresses) forgetOld(counter, now);
    windows = { minuteStart: now, minute: 0, hourStart: now, hour: 0 };
    counter.addresses.set(address, windows);
  }
  if (now - windows.minuteStart >= MINUTE) Object.assign(windows, { minuteStart: now, minute: 0 });
  if (now - windows.hourStart >= HOUR) Object.assign(windows, { hourStart: now, hour: 0 });
  if (windows.minute >= counter.allowance.perMinute || windows.hour >= counter.allowance.perHour) return false;
  windows.minute += 1;
  windows.hour += 1;
  return true;
}

/** Drops addresses whose hour is over; if that frees too little, the oldest half (insertion order). */
function forgetOld(counter: Counter, now: number): void {
  for (const [address, windows] of counter.addresses) if (now - windows.hourStart >= HOUR) counter.addresses.delete(address);
  if (counter.addresses.size < counter.maxAddresses * 0.9) return;
  let drop = Math.ceil(counter.addresses.size / 2);
  for (const address of counter.addresses.keys()) {
    if (drop-- <= 0) break;
    counter.addresses.delete(address);
  }
}
