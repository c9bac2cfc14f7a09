import { ApiError } from '@/lib/api/errors';
import { readLimited } from '@/lib/api/read-json';
import { MAX_UPLOAD_BYTES, storeImage } from '@/lib/articles/images';
import { articleJson, memberAllowance } from '@/lib/articles/team-route';
import { getDb } from '@/lib/db/client';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// An image upload: the file's bytes as the request body (any declared type: the content decides),
// at most 8 MB, re-encoded before it is stored.
export const POST = teamRoute(uploadImage, { permission: 'articles.edit' });

async function uploadImage({ request, session }: TeamContext<'articles.edit'>): Promise<Response> {
  const wait = memberAllowance('upload', session.user.id);
  if (wait > 0) return Response.json({ error: 'rate-limited' }, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(wait) } });
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof ApiError) return articleJson({ error: 'too-large' }, 413);
    throw error;
  }
  const stored = await storeImage(await getDb(), bytes, session.user.id);
  return stored.ok ? articleJson(stored.image, 201) : articleJson({ error: stored.problem }, 422);
}
