import { isLocale } from '@/i18n/routing';
import { copyDone, copyError, copyJson, copyNotYourLanguage, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { discardDraft, saveDraft } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import type { TeamSession } from '@/lib/team/sessions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { copyDraftSchema, copyKeySchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

const keyOf = (form: URLSearchParams) => ({ locale: form.get('locale') ?? '', key: form.get('key') ?? '' });

// The inline editor saves a text as the draft of (locale, key); a team page's form discards one.
export const POST = teamRoute(saveOrDiscardDraft, { permission: 'copy.edit' });

async function saveOrDiscardDraft({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  // A form is a team page's "discard" button: a browser form cannot send DELETE.
  if (request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return discard(request, session);
  const input = await readCopyRequest(request, copyDraftSchema, () => undefined);
  if (!canEditLanguage(session, input.data.locale)) throw copyNotYourLanguage(input);
  const saved = await saveDraft(await getDb(), { ...input.data, user: session.user });
  // A colleague's draft of this text: 409 with it, for the editor to ask what to do.
  if (!saved.ok && saved.code === 'colleague-draft') throw copyError(input, 409, saved.code, { draft: saved.draft });
  if (!saved.ok) throw copyRefused(input, saved.code);
  return copyJson({ draft: saved.draft }, 200);
}

export const DELETE = teamRoute(async ({ request, session }) => discard(request, session), { permission: 'copy.edit' });

async function discard(request: Request, session: TeamSession): Promise<Response> {
  const input = await readCopyRequest(request, copyKeySchema, keyOf);
  if (!canEditLanguage(session, input.data.locale)) throw copyNotYourLanguage(input);
  if (!isLocale(input.data.locale)) throw copyRefused(input, 'unknown-locale');
  const discarded = await discardDraft(await getDb(), input.data);
  return copyDone(input, { discarded }, { done: 'discarded' });
}
