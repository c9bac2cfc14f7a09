import { requestLocale, serverTranslator } from '@/lib/server-i18n';
import { getDb } from '@/lib/db/client';
import { signingSecrets, verifyDownloadLink } from '@/lib/signed-link';
import { downloadLinkErrorPage, whitePaperPdf } from '@/lib/white-paper';
import { getEnv } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { refusalResponse } from '@/lib/work-pool';

export async function GET(request: Request): Promise<Response> {
  // Verify: our signature first (403), then the seven-day expiry (410).
  const link = verifyDownloadLink(new URL(request.url).searchParams, { ...(await signingSecrets()), now: new Date() });
  if (link.status === 'invalid') return downloadLinkErrorPage(403, requestLocale(request));
  if (link.status === 'expired') return downloadLinkErrorPage(410, link.locale);
  // Serve: the PDF in the link's language with its published texts (cached until they change),
  // as a download with a name in that language. A render (after a publish) runs in the work pool
  // on this address's allowance; a refusal is 429 or 503 with Retry-After.
  let pdf: Uint8Array;
  try {
    pdf = await whitePaperPdf(getDb, link.locale, Date.now, clientAddress(request, getEnv().trustedProxyHops));
  } catch (error) {
    const refused = refusalResponse(error);
    if (refused) return refused;
    throw error;
  }
  const t = await serverTranslator(link.locale, 'DownloadLink');
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(t('fileName')),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** An ASCII name for old clients plus the exact UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
