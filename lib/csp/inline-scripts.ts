import { createHash } from 'node:crypto';

// Inline scripts the browser will run: a <script> with no src whose type is JavaScript
// (absent, a JavaScript MIME type or "module"). Data blocks such as JSON-LD never execute,
// so CSP does not apply to them.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type.trim())) scripts.push(body);
  }
  return scripts;
}

/** CSP hash sources (without quotes): sha256 over the script's exact UTF-8 text. */
export function sha256Source(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
