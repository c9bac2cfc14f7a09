import 'server-only';
import { escapeHtml } from '@/lib/mail/escape';

/**
 * Shared frame for HTML mail: inline styles and tables only, since mail clients ignore
 * stylesheets. `bodyHtml` must already be escaped; the title is escaped here.
 */
export function htmlLayout({ lang, title, bodyHtml }: { lang: string; title: string; bodyHtml: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:3px solid #4338ca;font-size:18px;font-weight:bold;color:#4338ca;">Granite Digital</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6;">${bodyHtml}</td></tr>
</table>
</body>
</html>`;
}

/** Paragraphs of visitor or catalogue text, escaped, keeping the writer's line breaks. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;white-space:pre-wrap;">${escapeHtml(text)}</p>`;
}
