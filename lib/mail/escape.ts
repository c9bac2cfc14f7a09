import 'server-only';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For visitor text placed in HTML mail: it must never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * For subjects and other header values: one line, no control characters (a CR/LF would let a
 * visitor add headers or recipients), and not absurdly long.
 */
export function headerValue(value: string, maxLength = 200): string {
  const oneLine = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}
