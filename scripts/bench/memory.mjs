// Cost growth: resident memory of a fresh next-server after 100 requests and after 10,000 (with
// checkpoints between), under a mix that resembles real traffic: every page, pages with unique
// tracking queries, redirects of un-prefixed paths, unique unknown paths (404) and contact posts.
// Unique URLs are the point: a cache keyed by URL that never evicts shows up here.
import { contactBody, contactHeaders, formToken, publicOrigin } from './forms.mjs';
import { load } from './load.mjs';
import { rssBytes, sleep, startNext } from './server.mjs';

export async function runMemory({ port, paths, checkpoints, connections, serverEnv, distDir, dataDir, mailEnv, log = console.log }) {
  const env = { ...serverEnv, ...mailEnv, ...publicOrigin(port), DATA_DIR: dataDir, NEXT_DIST_DIR: distDir };
  // A first start creates the embedded database (initdb runs once, in memory that is freed
  // later); the measured server then opens an existing database, as a production restart does.
  await (await startNext({ port, env, label: 'memory server (creating its database)' })).stop();
  const site = await startNext({ port, env, label: 'memory server' });
  const samples = [{ requests: 0, rssBytes: rssBytes(site.pid) }];
  try {
    const requests = trafficMix(site.url, paths, await formToken(site.url));
    let done = 0;
    for (const target of checkpoints) {
      const amount = target - done;
      if (amount <= 0) continue;
      const run = await load({ url: site.url, requests, connections: Math.min(connections, amount), amount });
      done = target;
      // A moment for the collector, so a checkpoint reads what stays rather than what is in flight.
      await sleep(1000);
      const sample = { requests: done, rssBytes: rssBytes(site.pid), status: run.statusCounts, errors: run.errors };
      samples.push(sample);
      log(`  memory after ${done} requests: ${(sample.rssBytes / 1048576).toFixed(0)} MB`);
    }
  } finally {
    await site.stop();
  }
  return samples;
}

/** One cycle of 50 requests, repeated by autocannon on every connection. */
function trafficMix(origin, paths, token) {
  let n = 0;
  const unique = () => (n += 1);
  const get = (path) => ({ method: 'GET', path });
  const fresh = (make) => ({ method: 'GET', setupRequest: (request) => ({ ...request, path: make(unique()) }) });
  const mix = [];
  for (const [index, path] of paths.entries()) {
    mix.push(index % 4 === 0 ? fresh((i) => `${path}?utm_source=bench&utm_id=${i}`) : get(path));
  }
  while (mix.length < 40) mix.push(get(paths[mix.length % paths.length]));
  mix.push(get('/'), get('/about'), { method: 'GET', path: '/contact', headers: { 'accept-language': 'de-DE,de;q=0.9' } }, get('/?lng=fr'));
  mix.push(
    fresh((i) => `/en/no-such-page-${i}`),
    fresh((i) => `/de/gibt-es-nicht/${i}`),
    fresh((i) => `/nowhere-${i}`),
    fresh((i) => `/fr/x${i}`),
  );
  const post = {
    method: 'POST',
    path: '/api/contact',
    headers: contactHeaders(origin),
    setupRequest: (request) => ({ ...request, body: contactBody(unique(), token) }),
  };
  mix.push(post, post);
  return mix;
}
