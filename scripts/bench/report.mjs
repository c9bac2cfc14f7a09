// Turns the measured figures into one table per part and the summary of target against measured.
import { formRoutes } from './options.mjs';
import { kb, mb } from './stats.mjs';
import { fixed, percent, table, thousands } from './table.mjs';

// The page targets are relative to references measured in the same run, because the
// same pages score 90–98 on one host and 69–73 on another: the bare Next.js page (the floor) and
// the page's zero-JavaScript copy. The form target is relative to a bare Next.js JSON route.
export const targets = {
  performanceBelowFloor: 3,
  tbtOverFloorMs: 150,
  lcpOverZeroJsMs: 300,
  perfect: 100,
  contentJsKb: 25,
  formJsKb: 70,
  throughputRatio: 0.35,
  // POST /api/contact on PostgreSQL: stored/s at least this share of the bare route's answers/s,
  // p99 at most this multiple of the bare route's p99.
  formsStoredShare: 0.5,
  formsP99Multiple: 3,
  // "Bounded": the second half of the requests adds at most this share to the resident memory.
  memoryLateGrowth: 0.05,
  // Team inbox on 100,000 leads (PostgreSQL): server time of one page at p95.
  teamPageP95Ms: 100,
  // "Bounded": the heap in use after a full collection grows at most this much from a quarter of
  // the CSV export to its end (holding the rows would take some 50 MB per 100,000).
  teamCsvRetainedGrowthMb: 8,
};

const routeOf = (path) => path.replace(/^\/\w\w/, '');
export const jsBudgetKb = (path) => (formRoutes.has(routeOf(path)) ? targets.formJsKb : targets.contentJsKb);

export function jsTable({ floorBytes, pages }) {
  const rows = pages.map((page) => {
    const over = (page.gzipBytes - floorBytes) / 1024;
    const budget = jsBudgetKb(page.path);
    return [
      page.path,
      page.scripts,
      kb(page.gzipBytes),
      `${over >= 0 ? '+' : ''}${over.toFixed(1)}`,
      `≤${budget}`,
      over <= budget ? 'ok' : 'OVER',
      kb(page.htmlBytes),
      kb(page.htmlGzipBytes),
      kb(page.inlineScriptBytes),
    ];
  });
  return table(
    `JavaScript per page (script files, gzip level 9). Framework floor, a bare Next.js page: ${kb(floorBytes)} KB`,
    ['page', 'scripts', 'KB gz', 'over floor', 'budget', '', 'HTML KB', 'HTML KB gz', 'inline script KB'],
    rows,
    'Inline script (uncompressed, inside the HTML): the RSC payload and small bootstrap scripts, which the browser parses on top of the script files.',
  );
}

export function firstResponseTable(rows) {
  const ms = (value) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms` : '-');
  return table(
    'What a visitor waits for right after the load event (Chromium, medians)',
    ['profile', 'saved edit on the page', 'before first paint', 'click → dialog painted', 'click → form ready', 'floor: click → dialog', 'targets'],
    rows.map((row) => [
      row.profile,
      ms(row.editAfterLoad),
      `${row.editBeforePaint}/${row.runs}`,
      ms(row.clickToDialog),
      ms(row.clickToForm),
      ms(row.floorClickToDialog),
      row.editAfterLoad <= 300 && row.clickToDialog <= 500 ? 'ok' : 'MISSED',
    ]),
    "Saved edit: ms from the load event to the visitor's own saved text of the home title on /en (negative: already there). Click: the white-paper button on /en/diy-agents clicked as soon as the load event has fired; the dialog is painted when its frame is (a native <dialog> the button's invoker command opens without script), the form is ready when the dialog with its fields is; the floor is a bare Next.js page whose one client button opens a dialog. Targets: edit within 300 ms of load, dialog within 500 ms of the click (200 ms is the aim).",
  );
}

export function lighthouseTable(results) {
  const label = (r) => (r.variant === 'floor' ? 'bare Next.js page (floor)' : r.variant === 'zero-js' ? `${r.path} (zero JS)` : r.path);
  const floor = results.find((r) => r.variant === 'floor');
  const signed = (value) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${fixed(value)}` : '');
  const rows = results.map((r) => {
    const zeroJs = r.variant === 'site' ? zeroJsCopyOf(r, results) : undefined;
    return [
      label(r),
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      fixed(r.fcpMs),
      fixed(r.lcpMs),
      fixed(r.tbtMs),
      fixed(r.cls, 3),
      r.variant === 'site' && floor ? signed(r.performance - floor.performance) : '',
      r.variant === 'site' && floor ? signed(r.tbtMs - floor.tbtMs) : '',
      zeroJs ? signed(r.lcpMs - zeroJs.lcpMs) : '',
    ];
  });
  const runs = Math.max(...results.map((r) => r.runs));
  return table(
    `Lighthouse 12 mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per figure`,
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'perf − floor', 'TBT − floor', 'LCP − zero JS'],
    rows,
    "Zero JS: the same prerendered HTML with every script and script preload removed, served through the bench's own proxy; a page without its own copy is compared with the copy of the same route in another language. Floor: the bare Next.js page of the JS part (one heading), for what the framework alone scores here. Targets: perf ≥ floor − 3, TBT ≤ floor + 150 ms, LCP ≤ zero JS + 300 ms.",
  );
}

/** The zero-JS copy of this page, or of the same route in another language (same markup, other words). */
function zeroJsCopyOf(page, results) {
  const copies = results.filter((r) => r.variant === 'zero-js');
  return copies.find((r) => r.path === page.path) ?? copies.find((r) => routeOf(r.path) === routeOf(page.path));
}

export function findingsTable(results) {
  const byAudit = new Map();
  for (const result of results) {
    if (result.variant === 'floor') continue;
    for (const finding of result.findings) {
      const key = `${finding.category}:${finding.id}`;
      const entry = byAudit.get(key) ?? { ...finding, pages: [] };
      entry.pages.push(result.variant === 'site' ? result.path : `${result.path}*`);
      byAudit.set(key, entry);
    }
  }
  const rows = [...byAudit.values()]
    .sort((a, b) => b.pages.length - a.pages.length)
    .map((f) => [f.category, f.title, f.displayValue ?? '', f.pages.length > 6 ? `${f.pages.length} pages` : f.pages.join(' ')]);
  return table('Lighthouse findings that cost points (any run; * = zero-JS copy)', ['category', 'audit', 'example', 'pages'], rows);
}

export function throughputTable(rows) {
  return table(
    'Serving one prerendered page: next start against nginx (same bytes and headers, one process each)',
    ['page', 'encoding', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'next/nginx'],
    rows.flatMap((row) => [
      [
        row.path,
        row.encoding,
        'next start',
        thousands(row.next.requestsPerSecond),
        row.next.latencyP50Ms,
        row.next.latencyP99Ms,
        row.next.errors + row.next.non2xx,
        percent(row.ratio),
      ],
      [
        row.path,
        row.encoding,
        'nginx',
        thousands(row.nginx.requestsPerSecond),
        row.nginx.latencyP50Ms,
        row.nginx.latencyP99Ms,
        row.nginx.errors + row.nginx.non2xx,
        '',
      ],
    ]),
    rows[0]
      ? `HTML ${kb(rows[0].htmlBytes)} KB uncompressed; ${rows[0].next.connections} connections, ${fixed(rows[0].next.seconds)} s each, one run.`
      : undefined,
  );
}

export function formsTable(rows, { mail }) {
  return table(
    'POST /api/contact: stored submissions',
    ['database', 'posts', 'stored/s', 'server CPU ms/post', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors/timeouts', 'rows in DB', 'expected', 'rows = 2xx'],
    rows.map((r) => [
      r.database,
      r.requests,
      fixed(r.storedPerSecond),
      Number.isFinite(r.cpuMsPerPost) ? r.cpuMsPerPost.toFixed(2) : '-',
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.latencyMaxMs,
      r.non2xx,
      r.errors,
      r.ceiling ? '-' : r.storedRows,
      r.ceiling ? '-' : r.expectedRows,
      r.ceiling ? '-' : rowsVerdict(r),
    ]),
    `${rows[0]?.connections ?? ''} connections, valid same-origin JSON, every body distinct. Mail: ${
      mail === 'stub' ? 'Resend transport pointed at an instant local stand-in' : 'file transport (DATA_DIR/mail)'
    }. Expected rows = 20 warm-up posts + probe + measured 2xx. The ceiling row answers the same posts from a bare Next.js route that only parses the JSON (2xx/s there, nothing stored).`,
  );
}

/**
 * Rows must equal the 2xx answers. A post the client gave up on (timeout) may still have been
 * stored: that shows as surplus rows, never as missing ones.
 */
function rowsVerdict(r) {
  if (r.storedRows === r.expectedRows) return 'yes';
  const surplus = r.storedRows - r.expectedRows;
  if (surplus > 0 && surplus <= r.errors) return `+${surplus} (timed-out posts)`;
  return `NO (${surplus > 0 ? '+' : ''}${surplus})`;
}

export function memoryTable(samples) {
  const first = samples.find((s) => s.requests >= 100) ?? samples[0];
  return table(
    'Resident memory of next-server (VmRSS) under a mixed load',
    ['after requests', 'RSS MB', 'vs after 100'],
    samples.map((s) => [thousands(s.requests), mb(s.rssBytes), s.requests === 0 ? '' : `${(s.rssBytes / first.rssBytes).toFixed(2)}×`]),
    'Mix per 50 requests: the 40 pages (every fourth with a unique ?utm_id), 4 un-prefixed redirects, 4 unique unknown paths (404), 2 contact posts (PGlite).',
  );
}

/** One line per target: what was asked, what was measured, met or not. */
export function summarise(results) {
  const lines = [];
  const add = (target, measured, met) => lines.push([target, measured, met === undefined ? '-' : met ? 'met' : 'MISSED']);
  const site = (results.lighthouse ?? []).filter((r) => r.variant === 'site');
  if (site.length) {
    const worst = (key) => site.reduce((low, r) => (r[key] < low[key] ? r : low));
    const floor = (results.lighthouse ?? []).find((r) => r.variant === 'floor');
    if (floor) {
      const perfGoal = floor.performance - targets.performanceBelowFloor;
      const perf = worst('performance');
      add(
        `Lighthouse performance ≥ floor − ${targets.performanceBelowFloor} on every page`,
        `floor ${floor.performance}, so ≥ ${perfGoal}: ${site.filter((r) => r.performance >= perfGoal).length}/${site.length} pages; lowest ${perf.performance} (${perf.path})`,
        perf.performance >= perfGoal,
      );
      const tbtGoal = floor.tbtMs + targets.tbtOverFloorMs;
      const tbt = site.reduce((high, r) => (r.tbtMs > high.tbtMs ? r : high));
      add(
        `TBT ≤ floor + ${targets.tbtOverFloorMs} ms on every page`,
        `floor ${fixed(floor.tbtMs)} ms, so ≤ ${fixed(tbtGoal)} ms: ${site.filter((r) => r.tbtMs <= tbtGoal).length}/${site.length} pages; highest ${fixed(tbt.tbtMs)} ms (${tbt.path})`,
        tbt.tbtMs <= tbtGoal,
      );
    }
    const compared = site.map((r) => ({ page: r, copy: zeroJsCopyOf(r, results.lighthouse) })).filter(({ copy }) => copy);
    if (compared.length) {
      const over = compared.map(({ page, copy }) => ({ page, excess: page.lcpMs - copy.lcpMs }));
      const worstLcp = over.reduce((high, o) => (o.excess > high.excess ? o : high));
      add(
        `LCP ≤ zero-JS copy + ${targets.lcpOverZeroJsMs} ms on every page`,
        `${over.filter((o) => o.excess <= targets.lcpOverZeroJsMs).length}/${over.length} pages; worst ${worstLcp.page.path} at zero JS ${worstLcp.excess >= 0 ? '+' : ''}${fixed(worstLcp.excess)} ms (${fixed(worstLcp.page.lcpMs)} ms)`,
        worstLcp.excess <= targets.lcpOverZeroJsMs,
      );
    }
    for (const [key, label] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO'],
    ]) {
      const low = worst(key);
      add(
        `Lighthouse ${label} = 100 on every page`,
        `${site.filter((r) => r[key] === 100).length}/${site.length} pages; lowest ${low[key]} (${low.path})`,
        low[key] === 100,
      );
    }
    const shifting = site.filter((r) => r.cls > 0);
    add(
      'CLS 0 on every page',
      shifting.length ? `${shifting.length} pages above 0, worst ${fixed(Math.max(...shifting.map((r) => r.cls)), 3)}` : `0 on all ${site.length}`,
      shifting.length === 0,
    );
  }
  if (results.js) {
    const { floorBytes, pages } = results.js;
    for (const [label, isForm] of [
      ['content pages', false],
      ['form pages', true],
    ]) {
      const group = pages.filter((p) => formRoutes.has(routeOf(p.path)) === isForm);
      if (!group.length) continue;
      const budget = isForm ? targets.formJsKb : targets.contentJsKb;
      const heaviest = group.reduce((max, p) => (p.gzipBytes > max.gzipBytes ? p : max));
      const over = (heaviest.gzipBytes - floorBytes) / 1024;
      add(`JS of ${label} ≤ floor + ${budget} KB gz`, `heaviest ${heaviest.path}: floor + ${over.toFixed(1)} KB`, over <= budget);
    }
  }
  const plain = (results.throughput ?? []).find((r) => r.encoding === 'identity');
  if (plain)
    add(
      `next start ≥ ${percent(targets.throughputRatio)} of nginx req/s`,
      `${percent(plain.ratio)} (${thousands(plain.next.requestsPerSecond)} vs ${thousands(plain.nginx.requestsPerSecond)} req/s, ${plain.path})`,
      plain.ratio >= targets.throughputRatio,
    );
  const ceiling = (results.forms ?? []).find((f) => f.ceiling);
  const ceilingNote = ceiling ? ` (a bare Next.js JSON route: ${fixed(ceiling.storedPerSecond)}/s, p99 ${ceiling.latencyP99Ms} ms)` : '';
  for (const form of (results.forms ?? []).filter((f) => !f.ceiling)) {
    // The targets are PostgreSQL's (the production database); PGlite, single-box only, is shown beside them.
    const judged = ceiling && !form.database.startsWith('PGlite');
    const share = ceiling ? form.storedPerSecond / ceiling.storedPerSecond : NaN;
    add(
      `contact POST on ${form.database} ≥ ${percent(targets.formsStoredShare)} of the bare route's posts/s`,
      `${fixed(form.storedPerSecond)} stored/s = ${Number.isFinite(share) ? percent(share) : '?'}${ceilingNote}`,
      judged ? share >= targets.formsStoredShare : undefined,
    );
    const multiple = ceiling ? form.latencyP99Ms / ceiling.latencyP99Ms : NaN;
    add(
      `contact POST on ${form.database} p99 ≤ ${targets.formsP99Multiple} × the bare route's p99`,
      `${form.latencyP99Ms} ms = ${Number.isFinite(multiple) ? `${multiple.toFixed(1)} ×` : '?'}`,
      judged ? multiple <= targets.formsP99Multiple : undefined,
    );
    add(
      `contact POST on ${form.database}: rows = 2xx`,
      `${form.storedRows} rows, ${form.expectedRows} expected: ${rowsVerdict(form)}`,
      !rowsVerdict(form).startsWith('NO'),
    );
  }
  const memory = results.memory;
  if (memory?.length > 2) {
    const at100 = memory.find((s) => s.requests >= 100);
    const last = memory.at(-1);
    const middle = memory.find((s) => s.requests >= last.requests / 2) ?? memory.at(-2);
    const lateGrowth = last.rssBytes / middle.rssBytes - 1;
    add(
      `memory bounded: ≤ ${percent(targets.memoryLateGrowth)} growth over the last ${thousands(last.requests - middle.requests)} requests`,
      `${mb(at100.rssBytes)} MB after 100, ${mb(last.rssBytes)} MB after ${thousands(last.requests)} (${(last.rssBytes / at100.rssBytes).toFixed(2)}×); last half ${lateGrowth >= 0 ? '+' : ''}${percent(lateGrowth)}`,
      lateGrowth <= targets.memoryLateGrowth,
    );
  }
  const team = results.team;
  if (team) {
    for (const page of team.pages) {
      add(
        `team inbox: ${page.query} ≤ ${targets.teamPageP95Ms} ms at p95`,
        `${fixed(page.p95Ms, 1)} ms (p50 ${fixed(page.p50Ms, 1)} ms)`,
        page.p95Ms <= targets.teamPageP95Ms,
      );
    }
    const growthMb = team.csv.retainedGrowthBytes / 1048576;
    add(
      `team CSV export streams in bounded memory (heap after GC grows ≤ ${targets.teamCsvRetainedGrowthMb} MB from ¼ to all rows)`,
      `${thousands(team.csv.rows)} rows in ${fixed(team.csv.seconds, 1)} s; heap after GC ${growthMb >= 0 ? '+' : ''}${fixed(growthMb, 1)} MB; resident peak +${mb(team.csv.peakRssDeltaBytes)} MB`,
      Number.isFinite(growthMb) ? growthMb <= targets.teamCsvRetainedGrowthMb : undefined,
    );
  }
  return { lines, text: table('Summary: target against measured', ['target', 'measured', ''], lines) };
}

export function teamTable(team) {
  const { csv } = team;
  return table(
    `Team inbox on ${thousands(team.rows)} leads in PostgreSQL 15: server time of listLeads (50 rows), ${team.pages[0]?.runs ?? ''} runs each`,
    ['query', 'p50 ms', 'p95 ms', 'max ms', 'rows'],
    [
      ...team.pages.map((page) => [page.query, fixed(page.p50Ms, 1), fixed(page.p95Ms, 1), fixed(page.maxMs, 1), fixed(page.rows)]),
      [`CSV export of all ${thousands(csv.rows)} leads`, '-', '-', `${fixed(csv.seconds * 1000)}`, thousands(csv.rows)],
    ],
    `Seeded: ${thousands(team.counts.contacts)} contact and ${thousands(team.counts.downloads)} white-paper requests, ${thousands(team.counts.mails)} mails (${thousands(team.counts.failed)} failed, ${thousands(team.counts.pending)} pending). ` +
      `The filtered page cycles through every kind × status × language; searches find each word as a substring, whatever its case and accents. ` +
      `CSV: ${mb(csv.bytes)} MB in ${fixed(csv.seconds, 1)} s; resident memory at its peak +${mb(csv.peakRssDeltaBytes)} MB over the start; ` +
      `heap in use after a full collection at each quarter of the rows: ${csv.retained.map((r) => `${mb(r.heapUsedBytes)} MB`).join(', ') || 'not measured (no --expose-gc)'}.`,
  );
}

export function cacheTable(rows) {
  return table(
    'One prerendered page through the nginx cache of docs/deploying.md in front of next start, against nginx serving the file (target ≥ 80 %)',
    ['page', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'cache/nginx'],
    rows.flatMap((row) => [
      [
        row.path,
        'nginx cache → next start',
        thousands(row.cache.requestsPerSecond),
        row.cache.latencyP50Ms,
        row.cache.latencyP99Ms,
        row.cache.errors + row.cache.non2xx,
        percent(row.ratio),
      ],
      [row.path, 'nginx file', thousands(row.nginx.requestsPerSecond), row.nginx.latencyP50Ms, row.nginx.latencyP99Ms, row.nginx.errors + row.nginx.non2xx, ''],
    ]),
    rows[0]
      ? `HTML ${kb(rows[0].htmlBytes)} KB uncompressed; ${rows[0].cache.connections} connections, ${fixed(rows[0].cache.seconds)} s each, one run.`
      : undefined,
  );
}
