import { isLocale } from '@/i18n/routing';
import { copyDone, copyJson, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { discardDraft, saveDraft } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { requireTeamRoute } from '@/lib/team/guard';
import { copyDraftSchema, copyKeySchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

const keyOf = (form: URLSearchParams) => ({ locale: form.get('locale') ?? '', key: form.get('key') ?? '' });

// The inline editor saves a text as the draft of (locale, key); a team page's form discards one.
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  // A form is a team page's "discard" button: a browser form cannot send DELETE.
  if (request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) return discard(request);
  const input = await readCopyRequest(request, copyDraftSchema, () => undefined);
  if ('response' in input) return input.response;
  const saved = await saveDraft(await getDb(), { ...input.data, user: auth.session.user });
  // A colleague's draft of this text: 409 with it, for the editor to ask what to do.
  if (!saved.ok && saved.code === 'colleague-draft') return copyJson({ error: saved.code, draft: saved.draft }, 409);
  if (!saved.ok) return copyRefused(input, saved.code);
  return copyJson({ draft: saved.draft }, 200);
}

export async function DELETE(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  return discard(request);
}

async function discard(request: Request): Promise<Response> {
  const input = await readCopyRequest(request, copyKeySchema, keyOf);
  if ('response' in input) return input.response;
  if (!isLocale(input.data.locale)) return copyRefused(input, 'unknown-locale');
  const discarded = await discardDraft(await getDb(), input.data);
  return copyDone(input, { discarded }, { done: 'discarded' });
}
