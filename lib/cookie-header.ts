// The one reader of a Cookie request header, for pages and route handlers alike. When a name
// comes twice (a cookie set for another path or a parent domain beside ours), the first one
// counts: browsers send the one with the longer path first (RFC 6265, 5.4), and a page and the
// route its form posts to must always see the same session, never one member each. Values are
// taken as sent (ours are base64url and never percent-encoded).

export function cookieFromHeader(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
