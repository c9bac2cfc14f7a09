import { copyDone, copyError, copyNotYourLanguage, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { saveDraft } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { whitePaperDraftSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// The white-paper screen's "Save draft": a plain form (the page works without scripts) that
// saves the text of one WhitePaper.* key as that language's draft, then back to the screen.
// A colleague's draft is never replaced unasked: the form carries the `updatedAt` of the draft
// the member saw and edited (`replaces`); one changed since is refused with `colleague-draft`.
export const POST = teamRoute(saveWhitePaperDraft, { permission: 'copy.edit' });

async function saveWhitePaperDraft({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  const input = await readCopyRequest(request, whitePaperDraftSchema, (form) => ({
    locale: form.get('locale') ?? '',
    key: form.get('key') ?? '',
    // A browser sends a textarea's line breaks as CRLF; the catalogue's texts use LF.
    text: (form.get('text') ?? '').replace(/\r\n?/g, '\n'),
    ...(form.get('replaces') ? { replaces: form.get('replaces') } : {}),
  }));
  if (!canEditLanguage(session, input.data.locale)) throw copyNotYourLanguage(input);
  const saved = await saveDraft(await getDb(), { ...input.data, user: session.user });
  if (!saved.ok && saved.code === 'colleague-draft') throw copyError(input, 409, saved.code, { draft: saved.draft });
  if (!saved.ok) throw copyRefused(input, saved.code);
  return copyDone(input, { draft: saved.draft }, { done: saved.draft ? 'saved' : 'unchanged' });
}
