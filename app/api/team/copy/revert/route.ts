import { isLocale } from '@/i18n/routing';
import { copyDone, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { revalidateCopy } from '@/lib/copy/revalidate';
import { revert } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { requireTeamRoute } from '@/lib/team/guard';
import { copyRevertSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

/** A form's `version`: "catalogue" (or empty) for the catalogue's text, else a version id. */
const versionOf = (value: string | null) => (!value || value === 'catalogue' ? null : /^[0-9]{1,10}$/.test(value) ? Number(value) : value);

// Publishes the catalogue's text again, or an earlier version's, for one language and key.
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const input = await readCopyRequest(request, copyRevertSchema, (form) => ({
    locale: form.get('locale') ?? '',
    key: form.get('key') ?? '',
    toVersionId: versionOf(form.get('version')),
  }));
  if ('response' in input) return input.response;
  const reverted = await revert(await getDb(), { ...input.data, user: auth.session.user });
  if (!reverted.ok) return copyRefused(input, reverted.code);
  const { locale, key } = input.data;
  // Validated by the store: a version was only written for a language of ours.
  const pages = reverted.version && isLocale(locale) ? revalidateCopy(locale) : [];
  return copyDone(input, { version: reverted.version, pages }, { done: reverted.version ? 'reverted' : 'unchanged' });
}
