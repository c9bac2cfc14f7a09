import type { Locale } from '@/i18n/routing';
import { cspManifest } from '@/lib/csp';

// Each language's prerendered not-found page, from the build artefact (lib/csp/manifest.ts).
// A rewrite to it would be the usual way, but Next 16 proxies such a rewrite over HTTP to
// itself when started with an explicit hostname (`next start -H …`), and a per-request
// not-found page would make every page dynamic. Serving the built HTML ourselves is static,
// fast and host-independent. Undefined in development: Next renders its own 404 there.
export function prerenderedNotFound(locale: Locale): Promise<string | undefined> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(undefined);
  return Promise.resolve(cspManifest()?.notFound[locale]);
}
