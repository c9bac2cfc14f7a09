import { isLocale } from '@/i18n/routing';
import { copyConflict, copyDone, copyNotYourLanguage, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { publishingRefused } from '@/lib/copy/go-live';
import { cancelScheduled, schedulePublish } from '@/lib/copy/schedule';
import { zonedTime } from '@/lib/copy/team-time';
import { DEFAULT_TIME_ZONE, memberTimeZone } from '@/lib/team/time-zone';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { copyScheduleSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// Schedules a publish of a language's drafts (the Texts page's "Publish later": a date and time
// in the team's time zone), or cancels one (`cancel` = its id). JSON or the page's plain forms.
export const POST = teamRoute(scheduleOrCancel, { permission: 'copy.publish' });

async function scheduleOrCancel({ request, session }: TeamContext<'copy.publish'>): Promise<Response> {
  const input = await readCopyRequest(request, copyScheduleSchema, (form) => ({
    locale: form.get('locale') ?? '',
    ...(form.get('cancel') ? { cancel: Number(form.get('cancel')) || 0 } : { when: form.get('when') ?? '' }),
  }));
  const { locale } = input.data;
  if (!canEditLanguage(session, locale)) throw copyNotYourLanguage(input);
  const user = session.user;
  if (!isLocale(locale)) throw copyRefused(input, 'unknown-locale');
  const db = await getDb();
  if (input.data.cancel !== undefined) {
    const cancelled = await cancelScheduled(db, { id: input.data.cancel, user });
    if (!cancelled) throw copyRefused(input, 'unknown-schedule');
    return copyDone(input, { cancelled }, { done: 'cancelled' });
  }
  // A publish that could never go live is refused now, not when it runs (lib/copy/go-live.ts).
  const blocked = publishingRefused();
  if (blocked) throw copyConflict(input, blocked);
  // Entered in the member's own zone (the one the Texts page shows times in), stored in UTC.
  const runAt = zonedTime(input.data.when ?? '', (await memberTimeZone(db, user.id)) ?? DEFAULT_TIME_ZONE);
  if (!runAt) throw copyRefused(input, 'invalid-time');
  const scheduled = await schedulePublish(db, { locale, runAt, user });
  if (!scheduled.ok) throw copyRefused(input, scheduled.code);
  return copyDone(input, { schedule: { id: scheduled.schedule.id, runAt: scheduled.schedule.runAt } }, { done: 'scheduled' });
}
