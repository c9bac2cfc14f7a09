import { readImage } from '@/lib/articles/images';
import { getDb } from '@/lib/db/client';

// An article image. Rows are never changed (a new upload is a new id), so a browser and any
// shared cache may keep one for a year. The bytes are our own re-encoding (lib/articles/images.ts).
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const image = await readImage(await getDb(), Number(id));
  if (!image) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const etag = `"${image.sha256}"`;
  const headers = {
    'Content-Type': image.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), { headers });
}
