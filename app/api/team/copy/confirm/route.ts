import { copyDone, copyNotYourLanguage, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { confirmTranslation } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { copyKeySchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// "Still fits the English": clears the outdated flag of a translation. Visitors see no change.
export const POST = teamRoute(confirmStillFits, { permission: 'copy.edit' });

async function confirmStillFits({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  const input = await readCopyRequest(request, copyKeySchema, (form) => ({ locale: form.get('locale') ?? '', key: form.get('key') ?? '' }));
  if (!canEditLanguage(session, input.data.locale)) throw copyNotYourLanguage(input);
  const confirmed = await confirmTranslation(await getDb(), { ...input.data, user: session.user });
  if (!confirmed.ok) throw copyRefused(input, confirmed.code);
  return copyDone(input, { confirmed: true }, { done: 'confirmed' });
}
