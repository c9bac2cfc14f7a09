import 'server-only';
import type { Locale } from '@/i18n/routing';
import { scriptlessPagePolicy } from '@/lib/csp';
import { escapeHtml } from '@/lib/mail';
import { serverTranslator } from '@/lib/server-i18n';

/**
 * The small page a visitor sees instead of the PDF: 403 for a link that is not ours or was
 * altered, 410 for one that expired. Both point back to the form to get a fresh link.
 */
export async function downloadLinkErrorPage(status: 403 | 410, locale: Locale): Promise<Response> {
  const t = await serverTranslator(locale, 'DownloadLink');
  const title = t(status === 410 ? 'expiredTitle' : 'invalidTitle');
  const body = t(status === 410 ? 'expiredBody' : 'invalidBody');
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Granite Digital</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f7;color:#1f2937;font-family:system-ui,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{margin:0 0 1rem;font-size:1.5rem;color:#312e81}
p{line-height:1.6}
a{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#4338ca;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<a href="/${locale}/diy-agents">${escapeHtml(t('requestAgain'))}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // No script on this page, so none may run: not even inline (the site-wide fallback).
      'Content-Security-Policy': scriptlessPagePolicy(),
    },
  });
}
