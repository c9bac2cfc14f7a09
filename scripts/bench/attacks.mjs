// What a stranger or one member can make the server cost others: /en/about timed one
// request at a time, alone and while each attack runs, on one production server (PostgreSQL, two
// cores shared), in the same run, so the figure is the ratio. The attacks:
// - one member keeping four white-paper previews busy (one per language, each looping);
// - bogus invitation acceptances, eight at a time, each from another address (TRUST_PROXY=1 and
//   a fresh X-Forwarded-For: the per-address limit never applies, the worst case);
// - unknown article addresses, eight at a time, a new one each;
// - an article's share image, eight at a time;
// and, as the reference every attack is read against, a cached page fetched eight at a time.
// Also: an unknown article address against the cached index, one at a time, nothing else running.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startNext, tracked, sleep } from './server.mjs';

const MEMBER = 'bench-editor';
const PASSWORD = 'bench password 0123456789';
const LANGUAGES = ['en', 'de', 'fr', 'nl'];

export async function runAttacks({ distDir, port, duration, serverEnv, log }) {
  const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
  const postgres = await startPostgres();
  const stopPostgres = tracked(() => postgres.stop());
  const dataDir = resolve('.tmp/bench-data-attacks');
  rmSync(dataDir, { recursive: true, force: true });
  try {
    const url = await postgres.createDatabase('bench_attacks');
    const migrated = spawnSync(process.execPath, [join(distDir, 'standalone', 'migrate.mjs')], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`migrate failed: ${migrated.stderr}`);
    const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', MEMBER, '--role=owner'], {
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: url, APP_MODE: '' },
      encoding: 'utf8',
    });
    if (added.status !== 0) throw new Error(`team:add-user failed: ${added.stdout}${added.stderr}`);
    const origin = `http://127.0.0.1:${port}`;
    // The bench's servers run with RATE_LIMIT_DISABLED (forms only); sign-in and link limits stay.
    const server = await startNext({
      port,
      env: { ...serverEnv, NEXT_DIST_DIR: distDir, DATABASE_URL: url, DATA_DIR: dataDir, SITE_URL: origin, TRUST_PROXY: '1' },
    });
    try {
      const cookie = await signIn(origin);
      const article = await firstArticle(origin);
      const shareImage = await shareImageOf(origin, article);
      for (const path of ['/en/about', '/en/insights', article, shareImage]) await timed(origin + path);

      let sequence = 0;
      const fresh = () => `${Date.now().toString(36)}-${(sequence += 1)}`;
      const address = () => `198.18.${(sequence >> 8) & 255}.${sequence & 255}`;
      const attacks = [
        // The floor: any stream of requests as fast as answered competes for the same cores, the cheapest included.
        { name: 'reference: a cached page (/en/services), 8 at a time', workers: Array.from({ length: 8 }, () => () => fetch(`${origin}/en/services`)) },
        {
          name: 'four previews by one member',
          workers: LANGUAGES.map((lang) => () => fetch(`${origin}/api/team/white-paper/preview?lang=${lang}`, { headers: { cookie } })),
        },
        {
          name: 'bogus invitation acceptances, 8 at a time',
          workers: Array.from(
            { length: 8 },
            () => () =>
              fetch(`${origin}/api/team/invitation`, {
                method: 'POST',
                redirect: 'manual',
                headers: {
                  origin,
                  'content-type': 'application/x-www-form-urlencoded',
                  cookie: `granite_team_invitation=${fresh().padEnd(43, 'x').slice(0, 43)}`,
                  'x-forwarded-for': address(),
                },
                body: new URLSearchParams({ locale: 'en', username: `mallory${sequence}`, password: PASSWORD, repeat: PASSWORD }),
              }),
          ),
        },
        {
          name: 'unknown article addresses, 8 at a time',
          workers: Array.from({ length: 8 }, () => () => fetch(`${origin}/en/insights/no-such-article-${fresh()}`)),
        },
        { name: 'an article’s share image, 8 at a time', workers: Array.from({ length: 8 }, () => () => fetch(origin + shareImage)) },
      ];

      log(`  /en/about alone for ${duration} s…`);
      const alone = await sample(`${origin}/en/about`, duration);
      const rows = [{ name: 'nothing else (alone)', ...alone, attack: null }];
      for (const attack of attacks) {
        log(`  /en/about for ${duration} s while: ${attack.name}…`);
        const running = hammer(attack.workers);
        await sleep(1_000);
        const during = await sample(`${origin}/en/about`, duration);
        rows.push({ name: attack.name, ...during, attack: await running.stop() });
        await sleep(2_000);
      }
      log('  an unknown article address against the cached index, one at a time…');
      const index = await sample(`${origin}/en/insights`, Math.max(3, duration / 2));
      const unknown = await sample(() => `${origin}/en/insights/no-such-article-${fresh()}`, Math.max(3, duration / 2));
      const imageHeaders = (await fetch(origin + shareImage)).headers;
      return { rows, baseline: alone.median, index, unknown, shareImage: { path: shareImage, cacheControl: imageHeaders.get('cache-control') } };
    } finally {
      await server.stop();
    }
  } finally {
    await stopPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/team/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: MEMBER, password: PASSWORD, locale: 'en' }),
  });
  const cookie = /granite_team=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

async function firstArticle(origin) {
  const html = await (await fetch(`${origin}/en/insights`)).text();
  const path = /href="(\/en\/insights\/(?!page\/|tag\/|feed)[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no article on /en/insights');
  return path;
}

async function shareImageOf(origin, article) {
  const html = await (await fetch(origin + article)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!image) throw new Error(`no og:image on ${article}`);
  return new URL(image.replaceAll('&amp;', '&')).pathname;
}

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

/** One request after another for `seconds`: what a visitor waits, in ms. */
async function sample(target, seconds) {
  const until = Date.now() + seconds * 1000;
  const times = [];
  const statuses = {};
  while (Date.now() < until) {
    const { ms, status } = await timed(typeof target === 'function' ? target() : target);
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { count: times.length, median: at(0.5), p80: at(0.8), p95: at(0.95), statuses };
}

/** Each worker sends its request again as soon as the last one is answered, until stopped. */
function hammer(workers) {
  let stopped = false;
  const statuses = {};
  let sent = 0;
  const started = Date.now();
  const loops = workers.map(async (send) => {
    while (!stopped) {
      try {
        const response = await send();
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      sent += 1;
    }
  });
  return {
    async stop() {
      stopped = true;
      const seconds = (Date.now() - started) / 1000;
      await Promise.all(loops);
      return { perSecond: sent / seconds, statuses };
    },
  };
}

export function attacksTable(figures) {
  const ms = (value) => `${Math.round(value)} ms`;
  const ratio = (value) => `${(value / figures.baseline).toFixed(2)}×`;
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  const lines = [
    '### /en/about while a stranger or one member makes the server work',
    '',
    '| while | /en/about median | p80 | p95 | p80 ÷ alone median | p95 ÷ alone median | attack requests/s | attack answers | p80 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  // The target (#37): p80 within 3× the median alone, or within it + 100 ms, whichever is larger.
  const bound = Math.max(3 * figures.baseline, figures.baseline + 100);
  for (const row of figures.rows) {
    const judged = !row.attack || row.name.startsWith('reference') ? '–' : row.p80 <= bound ? `ok (≤ ${ms(bound)})` : `MISSED (> ${ms(bound)})`;
    lines.push(
      `| ${row.name} | ${ms(row.median)} | ${ms(row.p80)} | ${ms(row.p95)} | ${ratio(row.p80)} | ${ratio(row.p95)} | ${row.attack ? row.attack.perSecond.toFixed(1) : '–'} | ${row.attack ? statuses(row.attack.statuses) : '–'} | ${judged} |`,
    );
  }
  const unknownRatio = figures.unknown.median / figures.index.median;
  const cacheControl = figures.shareImage.cacheControl ?? '';
  const shared =
    !/\b(private|no-store)\b/.test(cacheControl) &&
    (/\bs-maxage=[1-9]/.test(cacheControl) || (/\bpublic\b/.test(cacheControl) && /\bmax-age=[1-9]/.test(cacheControl)));
  lines.push(
    '',
    `Unknown article address (a new one each, nothing else running): median ${ms(figures.unknown.median)}, p95 ${ms(figures.unknown.p95)} (${statuses(figures.unknown.statuses)}); ` +
      `the cached index /en/insights: median ${ms(figures.index.median)}, p95 ${ms(figures.index.p95)}; ratio of medians ${unknownRatio.toFixed(2)}× (target ≤ 4×: ${unknownRatio <= 4 ? 'ok' : 'MISSED'}).`,
    `Share image ${figures.shareImage.path}: \`Cache-Control: ${figures.shareImage.cacheControl}\` (a shared cache may keep it: ${shared ? 'ok' : 'MISSED'}).`,
  );
  return lines.join('\n');
}
