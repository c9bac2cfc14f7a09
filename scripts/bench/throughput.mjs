// Serving throughput of one prerendered page: `next start` against nginx serving the very same
// HTML bytes and headers, same connections, same duration, one run each, plain and gzipped.
import { load } from './load.mjs';
import { startCachingProxy, startNginx } from './nginx.mjs';

// Per-response or per-connection headers each server writes for itself.
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'content-encoding', 'etag', 'vary', 'transfer-encoding']);

export async function runThroughput({ site, path, nginxPort, connections, duration, log = console.log }) {
  const response = await fetch(site.url + path, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !ownHeaders.has(name)));
  const type = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
  const rows = [];
  for (const encoding of ['identity', 'gzip']) {
    const requestHeaders = { 'accept-encoding': encoding };
    const nginx = await startNginx({ port: nginxPort, files: { [path]: { body, type } }, headers, gzip: encoding === 'gzip' });
    try {
      await check(nginx.url + path, requestHeaders, body, encoding);
      await check(site.url + path, requestHeaders, body, encoding);
      // A short warm-up each, so neither is measured with a cold JIT or an empty file cache.
      await load({ url: site.url + path, headers: requestHeaders, connections, duration: 2 });
      await load({ url: nginx.url + path, headers: requestHeaders, connections, duration: 2 });
      log(`  throughput ${path} (${encoding}): next start…`);
      const next = await load({ url: site.url + path, headers: requestHeaders, connections, duration });
      log(`  throughput ${path} (${encoding}): nginx…`);
      const reference = await load({ url: nginx.url + path, headers: requestHeaders, connections, duration });
      rows.push({ path, encoding, htmlBytes: body.length, next, nginx: reference, ratio: next.requestsPerSecond / reference.requestsPerSecond });
    } finally {
      await nginx.stop();
    }
  }
  return rows;
}

/** Both servers must hand out the same page, compressed as asked. */
async function check(url, headers, expected, encoding) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const sent = response.headers.get('content-encoding') ?? 'identity';
  if (response.status !== 200 || !body.equals(expected) || sent !== encoding) {
    throw new Error(`${url}: status ${response.status}, ${body.length} bytes, encoding ${sent}: not the page's ${expected.length} bytes as ${encoding}`);
  }
}

/**
 * What a deployer gets with the nginx cache of docs/deploying.md in front: one page through the cache
 * against nginx serving the same bytes as a file. Printed, never asserted.
 */
export async function runCachedThroughput({ site, path, nginxPort, cachePort, connections, duration, log = console.log }) {
  const direct = await fetch(site.url + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await direct.arrayBuffer());
  const headers = Object.fromEntries([...direct.headers].filter(([name]) => !ownHeaders.has(name)));
  const type = direct.headers.get('content-type') ?? 'text/html; charset=utf-8';
  const cache = await startCachingProxy({ port: cachePort, upstream: new URL(site.url).host, probePath: path });
  const nginx = await startNginx({ port: nginxPort, files: { [path]: { body, type } }, headers });
  const requestHeaders = { 'accept-encoding': 'identity' };
  try {
    // Filled once, then served from the cache, with the page's own policy.
    await fetch(cache.url + path, { headers: requestHeaders }).then((r) => r.arrayBuffer());
    const cached = await fetch(cache.url + path, { headers: requestHeaders });
    const cachedBody = Buffer.from(await cached.arrayBuffer());
    if (cached.headers.get('x-cache-status') !== 'HIT' || !cachedBody.equals(body)) {
      throw new Error(`${path} through the cache: ${cached.headers.get('x-cache-status')}, ${cachedBody.length} bytes; not a cache hit with the page's bytes`);
    }
    if (cached.headers.get('content-security-policy') !== direct.headers.get('content-security-policy')) {
      throw new Error(`${path}: the cached copy lost its Content-Security-Policy`);
    }
    await load({ url: cache.url + path, headers: requestHeaders, connections, duration: 2 });
    await load({ url: nginx.url + path, headers: requestHeaders, connections, duration: 2 });
    log(`  cache ${path}: nginx cache in front of next start…`);
    const throughCache = await load({ url: cache.url + path, headers: requestHeaders, connections, duration });
    log(`  cache ${path}: nginx serving the file…`);
    const reference = await load({ url: nginx.url + path, headers: requestHeaders, connections, duration });
    return [{ path, htmlBytes: body.length, cache: throughCache, nginx: reference, ratio: throughCache.requestsPerSecond / reference.requestsPerSecond }];
  } finally {
    await cache.stop();
    await nginx.stop();
  }
}
