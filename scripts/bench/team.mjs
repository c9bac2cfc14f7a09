// The team area's inbox on a throwaway PostgreSQL 15 seeded with 100,000 leads: server time of
// the first page, a filtered page and searches (p50/p95 of the data-layer call a page makes),
// and the CSV export of every lead: total time and the resident memory it adds. The measuring
// runs in its own process (scripts/bench/team-measure.ts), so its memory is the export's alone.
import { tsImport } from 'tsx/esm/api';
import { tracked } from './server.mjs';
import { measureInChild } from './child-measure.mjs';

export async function runTeam({ rows, runs = 50, log = console.log }) {
  const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
  const pg = await startPostgres();
  const stopPostgres = tracked(() => pg.stop());
  try {
    const url = await pg.createDatabase('bench_team');
    log(`  team: seeding ${rows.toLocaleString('en-GB')} leads into PostgreSQL 15, then timing the inbox…`);
    return await measure({ DATABASE_URL: url, TEAM_ROWS: String(rows), TEAM_RUNS: String(runs) });
  } finally {
    await stopPostgres();
  }
}

const measure = (env) => measureInChild('scripts/bench/team-measure.ts', { env, nodeArgs: ['--expose-gc', '--conditions=react-server'] });
