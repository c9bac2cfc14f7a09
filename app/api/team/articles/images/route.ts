import { ApiError } from '@/lib/api/errors';
import { readLimited } from '@/lib/api/read-json';
import { MAX_UPLOAD_BYTES, storeImage } from '@/lib/articles/images';
import { articleJson, memberAllowance } from '@/lib/articles/team-route';
import { getDb } from '@/lib/db/client';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// An image upload: the file's bytes as the request body (any declared type: the content decides),
// at most 8 MB, re-encoded before it is stored.
export const POST = teamRoute(uploadImage, { permission: 'articles.edit' });

async function uploadImage({ request, session }: TeamContext<'articles.edit'>): Promise<Response> {
  await memberAllowance('upload', session.user.id);
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof ApiError) throw new TeamError(413, 'too-large');
    throw error;
  }
  const stored = await storeImage(await getDb(), bytes, session.user.id);
  if (!stored.ok) throw new TeamError(422, stored.problem);
  return articleJson(stored.image, 201);
}
