import { errorResponse } from '@/lib/api/errors';
import { requestLocale } from '@/lib/server-i18n';
import { downloadLinkSecret } from '@/lib/signed-link';
import { signFormToken } from '@/lib/spam';

// Issued per request, never cached: the time a visitor started on a form (lib/spam).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    const token = signFormToken(Date.now(), await downloadLinkSecret());
    return Response.json({ token }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error, requestLocale(request));
  }
}
