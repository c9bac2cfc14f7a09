// The team part's measuring process (scripts/bench/team.mjs starts it with the react-server
// condition, so the server-only modules load): migrates and seeds the database at DATABASE_URL,
// then times the inbox's queries as a page would call them, in this process, without HTTP.
// Prints one JSON line with the figures.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import { leadsCsv } from '@/lib/team/csv';
import { forgetInboxCounts, inboxCounts } from '@/lib/team/inbox';
import { exportLabels } from '@/lib/team/export-labels';
import { leadStatuses, listLeads, type LeadFilter } from '@/lib/team/leads';
import { seedLeads } from './team-seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const rows = Number(process.env.TEAM_ROWS ?? 100_000);
const runs = Number(process.env.TEAM_RUNS ?? 50);
const gc = (globalThis as { gc?: () => void }).gc;

const db = await openDatabase({ kind: 'postgres', url });
try {
  await migrate(db, { log: () => {} });
  const seedStart = performance.now();
  await seedLeads(url, rows);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const counts = await db.prisma.$queryRaw<{ contacts: number; downloads: number; mails: number; failed: number; pending: number }[]>`
    SELECT (SELECT count(*)::int FROM "contact_submissions") AS "contacts", (SELECT count(*)::int FROM "download_submissions") AS "downloads",
      (SELECT count(*)::int FROM "mail_outbox") AS "mails", (SELECT count(*)::int FROM "mail_outbox" WHERE "status" = 'failed') AS "failed",
      (SELECT count(*)::int FROM "mail_outbox" WHERE "status" = 'pending') AS "pending"`;

  // The inbox as member 1 sees it: "mine", and every lead since their account unread unless opened.
  const member = { id: 1, since: new Date(0) };
  const kinds = ['contact', 'download'] as const;
  const locales = ['en', 'de', 'fr', 'nl'];
  const filtered = kinds.flatMap((kind) => leadStatuses.flatMap((status) => locales.map((locale): LeadFilter => ({ kind, status, locale }))));
  const queries: Record<string, (run: number) => LeadFilter> = {
    'first page': () => ({}),
    'filtered page (kind + status + language)': (run) => filtered[run % filtered.length]!,
    'filtered page (opt-in confirmed)': () => ({ consent: 'confirmed' }),
    'search, a common name': (run) => ({ q: ['hopper', 'Lovelace', 'ada kn', 'muster'][run % 4] }),
    'search, without accents (muller finds Müller)': (run) => ({ q: ['muller', 'lefevre', 'MULLER jan', 'lefe'][run % 4] }),
    'failed team notifications': () => ({ notification: 'failed' }),
    "a member's own leads (mine)": () => ({ assignee: 'me' }),
    'search, one match (an address)': (run) => ({ q: `.${1000 + ((run * 7919) % 50_000)}@` }),
    'search, no match': (run) => ({ q: `nobody-${run}` }),
  };
  const pages: { query: string; runs: number; p50Ms: number; p95Ms: number; maxMs: number; rows: number }[] = [];
  for (const [query, filterOf] of Object.entries(queries)) {
    // Warm-up: connections, plans, the pages of the indexes in the buffer cache.
    for (let run = 0; run < 5; run++) await listLeads(db.prisma, filterOf(run), { limit: 50 }, member);
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const page = await listLeads(db.prisma, filterOf(run), { limit: 50 }, member);
      times.push(performance.now() - start);
      found += page.rows.length;
    }
    pages.push({ query, runs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times), rows: found / runs });
  }

  // The inbox page also counts per status and view (lib/team/inbox.ts), beside its first page:
  // once with the shared counts read afresh every time (the worst case), once as pages within
  // ten seconds of each other find them (a member's own counts are always read).
  const since = new Date('2026-11-19T12:00:00Z');
  for (const fresh of [true, false]) {
    const page = () => {
      if (fresh) forgetInboxCounts();
      return Promise.all([listLeads(db.prisma, {}, { limit: 50 }, member), inboxCounts(db.prisma, member, since)]);
    };
    for (let run = 0; run < 5; run++) await page();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      await page();
      times.push(performance.now() - start);
    }
    const query = fresh ? 'first page with the counts, counted afresh' : 'first page with the counts, shared counts reused';
    pages.push({ query, runs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times), rows: 50 });
  }

  // Memory of the export: the resident peak over the start (what the process needs meanwhile),
  // and the heap still in use after a full collection at each quarter of the rows. Streaming in
  // bounded memory means the latter stays flat; holding the rows would add some 50 MB per 100,000.
  gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  let lines = 0;
  let bytes = 0;
  const total = counts[0]!.contacts + counts[0]!.downloads;
  const retained: { share: number; heapUsedBytes: number }[] = [];
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const start = performance.now();
  // A German member's export: names from the catalogue and local date-times in every cell.
  const labels = await exportLabels('de', 'Europe/Berlin');
  const reader = leadsCsv(db.prisma, {}, labels).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
    peak = Math.max(peak, process.memoryUsage.rss());
    const share = Math.floor((4 * (lines - 1)) / total) / 4;
    if (gc && share > 0 && share > (retained.at(-1)?.share ?? 0)) {
      gc();
      retained.push({ share, heapUsedBytes: process.memoryUsage().heapUsed });
    }
  }
  const csvSeconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const [firstQuarter] = retained;
  const last = retained.at(-1);

  console.log(
    JSON.stringify({
      rows: total,
      counts: counts[0],
      seedSeconds,
      pages,
      csv: {
        seconds: csvSeconds,
        rows: lines - 1,
        bytes,
        rssBeforeBytes: rssBefore,
        peakRssDeltaBytes: peak - rssBefore,
        retained,
        // Includes the collections at each quarter, a few milliseconds each.
        retainedGrowthBytes: firstQuarter && last ? last.heapUsedBytes - firstQuarter.heapUsedBytes : undefined,
      },
    }),
  );
} finally {
  await db.close();
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
