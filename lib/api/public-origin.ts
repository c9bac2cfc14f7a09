import 'server-only';
import { getEnv, type ServerEnv } from '@/lib/env';

/**
 * Where every link in every mail points: SITE_URL (production refuses to start without it,
 * lib/env.ts). Without it, on a single box or in development, the address the server itself was
 * started on (HOSTNAME and PORT, which `npm start` sets; 0.0.0.0 and :: mean every interface and
 * become localhost). Never a request header: Host and X-Forwarded-Host are whatever the client
 * sent, and a stranger could make the site mail a member a link to their own host.
 */
export function linkOrigin(env: Pick<ServerEnv, 'siteUrl' | 'mode'> = getEnv(), source: Record<string, string | undefined> = process.env): string {
  if (env.siteUrl) return env.siteUrl.replace(/\/+$/, '');
  return listenOrigin(env.mode === 'single-box' ? source.HOSTNAME : undefined, source.PORT);
}

function listenOrigin(hostname: string | undefined, port: string | undefined): string {
  const given = hostname?.trim() ?? '';
  // A host name or an IP address, nothing that could carry a path or a user.
  const name = /^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/.test(given) && !isUnspecified(given) ? given : 'localhost';
  const portNumber = /^\d{1,5}$/.test(port?.trim() ?? '') ? port!.trim() : '3000';
  try {
    return new URL(`http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${portNumber}`).origin;
  } catch {
    return `http://localhost:${portNumber}`;
  }
}

/** 0.0.0.0 and :: mean "every interface": an address to listen on, never one to open. */
const isUnspecified = (hostname: string) => hostname === '0.0.0.0' || hostname === '[::]' || hostname === '::';
