// What a forged publish-mode cookie costs: the same page under the same load, as a
// visitor and with cookies that claim publish mode without a session behind them. Such a
// request must be served from the cache, at a visitor's speed (lib/copy/publish-cookie.ts);
// before, each one was a full render (60 against 393 requests/s).
import { load } from './load.mjs';

const FORGED = {
  visitor: undefined,
  'granite_publish=1 + any session': `granite_publish=1; granite_team=${'x'.repeat(43)}`,
  'a well-formed HMAC of another session': `granite_publish=${'A'.repeat(43)}; granite_team=${'y'.repeat(43)}`,
};

export async function runPublishCookie({ site, path, connections, duration, log = console.log }) {
  const rows = [];
  for (const [name, cookie] of Object.entries(FORGED)) {
    const headers = cookie ? { cookie } : {};
    const probe = await fetch(site.url + path, { headers });
    await probe.arrayBuffer();
    await load({ url: site.url + path, headers, connections, duration: 2 });
    log(`  ${path} as ${name}…`);
    const result = await load({ url: site.url + path, headers, connections, duration });
    rows.push({ name, cache: probe.headers.get('x-nextjs-cache'), cacheControl: probe.headers.get('cache-control'), ...result });
  }
  const visitor = rows[0].requestsPerSecond;
  return rows.map((row) => ({ ...row, ratio: row.requestsPerSecond / visitor }));
}

export function publishCookieTable(rows) {
  const lines = [
    '### A forged publish-mode cookie against a visitor (same page, same run)',
    '',
    '| request | x-nextjs-cache | Cache-Control | requests/s | p99 ms | × visitor |',
    '| --- | --- | --- | ---: | ---: | ---: |',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.name} | ${row.cache} | \`${row.cacheControl}\` | ${row.requestsPerSecond.toFixed(0)} | ${row.latencyP99Ms} | ${row.ratio.toFixed(2)} |`,
    );
  return lines.join('\n');
}
