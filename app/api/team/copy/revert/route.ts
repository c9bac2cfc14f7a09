import { isLocale } from '@/i18n/routing';
import { copyConflict, copyDone, copyNotYourLanguage, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { goLive, publishingRefused } from '@/lib/copy/go-live';
import { revert } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { copyRevertSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

/** A form's `version`: "catalogue" (or empty) for the catalogue's text, else a version id. */
const versionOf = (value: string | null) => (!value || value === 'catalogue' ? null : /^[0-9]{1,10}$/.test(value) ? Number(value) : value);

// Publishes the catalogue's text again, or an earlier version's, for one language and key.
export const POST = teamRoute(revertText, { permission: 'copy.publish' });

async function revertText({ request, session }: TeamContext<'copy.publish'>): Promise<Response> {
  const input = await readCopyRequest(request, copyRevertSchema, (form) => ({
    locale: form.get('locale') ?? '',
    key: form.get('key') ?? '',
    toVersionId: versionOf(form.get('version')),
  }));
  if (!canEditLanguage(session, input.data.locale)) throw copyNotYourLanguage(input);
  const refused = publishingRefused();
  if (refused) throw copyConflict(input, refused);
  const db = await getDb();
  const reverted = await revert(db, { ...input.data, user: session.user });
  if (!reverted.ok) throw copyRefused(input, reverted.code);
  const { locale } = input.data;
  // Validated by the store: a version was only written for a language of ours.
  const live = reverted.version && isLocale(locale) ? await goLive(db, locale, session.user) : { pages: [] };
  return copyDone(input, { version: reverted.version, ...live }, { done: reverted.version ? 'reverted' : 'unchanged' });
}
