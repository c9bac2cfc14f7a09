import { IMAGE_WIDTHS } from '@/lib/articles/image-widths';
import { keptImage, narrowerCopy, readImage } from '@/lib/articles/images';
import { getDb } from '@/lib/db/client';
import { noteDatabaseFailure, unavailableResponse } from '@/lib/db/outage';
import { errorText, log } from '@/lib/log';

// An article image. Rows are never changed (a new upload is a new id), so a browser and any
// shared cache may keep one for a year. The bytes are our own re-encoding (lib/articles/images.ts);
// `?w=480|800|1200` asks for a narrower copy (lib/articles/image-widths.ts), any other `w` is a 404.
// While the database is away: the copy this process kept, else 503 with Retry-After.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const w = new URL(request.url).searchParams.get('w');
  // Exactly as image-widths.ts spells them: one address per copy.
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === w);
  if (w !== null && width === undefined) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  let image;
  try {
    image = await readImage(await getDb(), Number(id));
  } catch (error) {
    noteDatabaseFailure();
    image = keptImage(Number(id));
    if (!image) {
      log.warn('article image unavailable: the database is not answering', { id, error: errorText(error) });
      return unavailableResponse();
    }
  }
  if (!image) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const etag = width ? `"${image.sha256}-${width}"` : `"${image.sha256}"`;
  const headers = {
    'Content-Type': width ? 'image/webp' : image.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const bytes = width ? await narrowerCopy(image.sha256, image.bytes, width) : image.bytes;
  return new Response(new Uint8Array(bytes), { headers });
}
