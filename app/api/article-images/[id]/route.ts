import { IMAGE_WIDTHS } from '@/lib/articles/image-widths';
import { imageIsPublic, keptImage, narrowerCopy, readImage } from '@/lib/articles/images';
import { getDb } from '@/lib/db/client';
import { noteDatabaseFailure, unavailableResponse } from '@/lib/db/outage';
import { errorText, log } from '@/lib/log';
import { can } from '@/lib/team/permissions';
import { sessionTokenOf } from '@/lib/team/session-cookie';
import { sessionFromToken } from '@/lib/team/sessions';

// An article image. Public only while a published version shows it (lib/articles/images.ts):
// anyone else's request for a draft's image is the same 404 as for an id that does not exist;
// members who write articles see it (the editor, the preview), never from a shared cache.
// Rows are never changed (a new upload is a new id), but an image can stop being public (a
// restore to a version without it), so shared caches keep a public one for a day, not a year.
// `?w=480|800|1200` asks for a narrower copy (lib/articles/image-widths.ts), any other `w` is a 404.
// While the database is away: the copy this process kept of an image it served publicly, else
// 503 with Retry-After (whether an image is public cannot be known then).
const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
const servedPublicly = new Set<number>();

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) return notFound();
  const w = new URL(request.url).searchParams.get('w');
  // Exactly as image-widths.ts spells them: one address per copy.
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === w);
  if (w !== null && width === undefined) return notFound();
  let visible: 'public' | 'team' | null;
  let image;
  try {
    const db = await getDb();
    visible = (await imageIsPublic(db, Number(id))) ? 'public' : (await isWriter(request)) ? 'team' : null;
    if (!visible) return notFound();
    image = await readImage(db, Number(id));
  } catch (error) {
    noteDatabaseFailure();
    image = servedPublicly.has(Number(id)) ? keptImage(Number(id)) : undefined;
    if (!image) {
      log.warn('article image unavailable: the database is not answering', { id, error: errorText(error) });
      return unavailableResponse();
    }
    visible = 'public';
  }
  if (!image) return notFound();
  if (visible === 'public') servedPublicly.add(Number(id));
  const etag = width ? `"${image.sha256}-${width}"` : `"${image.sha256}"`;
  const headers = {
    'Content-Type': width ? 'image/webp' : image.mime,
    'Cache-Control': visible === 'public' ? 'public, max-age=86400, stale-while-revalidate=604800' : 'private, no-store',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    ...(visible === 'team' && { Vary: 'Cookie' }),
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const bytes = width ? await narrowerCopy(image.sha256, image.bytes, width) : image.bytes;
  return new Response(new Uint8Array(bytes), { headers });
}

async function isWriter(request: Request): Promise<boolean> {
  const token = sessionTokenOf(request);
  if (!token) return false;
  const session = await sessionFromToken(await getDb(), token);
  return session !== null && can(session, 'articles.edit');
}
