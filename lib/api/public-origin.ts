import 'server-only';

/**
 * Where links in mails point: SITE_URL (required in production). Without it, on a single box,
 * the address the visitor's browser reached this server by (its Host header), so a link opens
 * from another machine; never Next's own listen address (`request.url` is built from it, e.g.
 * http://0.0.0.0:3000). Start-up warns loudly when SITE_URL is unset (lib/startup.ts): Host is
 * whatever the client sent, fine on a box of one's own, not for a public site.
 */
export function publicOrigin(request: Request, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  const host = request.headers.get('host');
  const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  // A host and port only: nothing that would make the rest of the header a path or a user.
  if (host && !/[/\\@?#\s]/.test(host)) {
    try {
      const origin = new URL(`${scheme}://${host}`);
      if (!isUnspecified(origin.hostname)) return origin.origin;
    } catch {
      // Not a host name: the listen address below, unless that is unspecified too.
    }
  }
  const own = new URL(request.url);
  if (isUnspecified(own.hostname)) own.hostname = 'localhost';
  return own.origin;
}

/** 0.0.0.0 and :: mean "every interface": an address to listen on, never one to open. */
const isUnspecified = (hostname: string) => hostname === '0.0.0.0' || hostname === '[::]' || hostname === '::';
