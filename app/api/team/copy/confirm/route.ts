import { copyDone, copyRefused, readCopyRequest } from '@/lib/copy/copy-route';
import { confirmTranslation } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { requireTeamRoute } from '@/lib/team/guard';
import { copyKeySchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// "Still fits the English": clears the outdated flag of a translation. Visitors see no change.
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const input = await readCopyRequest(request, copyKeySchema, (form) => ({ locale: form.get('locale') ?? '', key: form.get('key') ?? '' }));
  if ('response' in input) return input.response;
  const confirmed = await confirmTranslation(await getDb(), { ...input.data, user: auth.session.user });
  if (!confirmed.ok) return copyRefused(input, confirmed.code);
  return copyDone(input, { confirmed: true }, { done: 'confirmed' });
}
