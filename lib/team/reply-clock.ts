import 'server-only';
import { getEnv } from '@/lib/env';
import type { DueFilter, LeadStatusValue } from '@/lib/team/lead-filter';
import { businessCalendar, latestArrivalDueBy, nextClosing, replyDueAt, type BusinessCalendar } from '@/lib/team/business-hours';

// The 24-hour reply promise on each lead: due 24 business hours after it arrived
// (lib/team/business-hours.ts), with the office's own closed days from OFFICE_CLOSED_DAYS.
// Only leads still to answer (new, in progress) run against the clock; an answered or closed
// one has stopped it. Nothing is stored: the due time follows from the arrival, so changing the
// closed days moves every open lead's due time at once.

const calendars = new WeakMap<object, BusinessCalendar>();

/** The agency's calendar: weekends, England & Wales bank holidays, OFFICE_CLOSED_DAYS. */
export function agencyCalendar(): BusinessCalendar {
  const env = getEnv();
  let calendar = calendars.get(env);
  if (!calendar) {
    calendar = businessCalendar(env.officeClosedDays);
    calendars.set(env, calendar);
  }
  return calendar;
}

export const isOpenLead = (status: LeadStatusValue) => status === 'new' || status === 'in_progress';

export type ReplyClock = { state: 'running'; due: Date; /** Negative once overdue. */ leftMs: number } | { state: 'stopped'; due: Date };

export function replyClock(lead: { createdAt: Date; status: LeadStatusValue }, now: Date, calendar = agencyCalendar()): ReplyClock {
  const due = replyDueAt(lead.createdAt, calendar);
  return isOpenLead(lead.status) ? { state: 'running', due, leftMs: due.getTime() - now.getTime() } : { state: 'stopped', due };
}

/**
 * The arrival times a due filter keeps (leads still to answer only): overdue, arrived by the
 * latest arrival due by now; due today, after that and by the one due at today's closing.
 */
export function dueArrivals(due: DueFilter, now: Date, calendar = agencyCalendar()): { after?: Date; upTo: Date } {
  const overdue = latestArrivalDueBy(now, calendar);
  if (due === 'overdue') return { upTo: overdue };
  return { after: overdue, upTo: latestArrivalDueBy(nextClosing(now, calendar), calendar) };
}
