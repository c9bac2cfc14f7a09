import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@/i18n/routing';

// Each language's prerendered not-found page, read once from the build. A rewrite to it
// would be the usual way, but Next 16 proxies such a rewrite over HTTP to itself when started
// with an explicit hostname (`next start -H …`), and a per-request not-found page would make
// every page dynamic. Serving the built HTML ourselves is static, fast and host-independent.
const cache = new Map<Locale, Promise<string | undefined>>();

export function prerenderedNotFound(locale: Locale): Promise<string | undefined> {
  let page = cache.get(locale);
  if (!page) {
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    const file = join(/* turbopackIgnore: true */ process.cwd(), distDir, 'server/app', locale, 'page-not-found.html');
    page = readFile(file, 'utf8').catch(() => undefined);
    cache.set(locale, page);
  }
  return page;
}
