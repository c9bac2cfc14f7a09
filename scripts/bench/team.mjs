// The team area's inbox on a throwaway PostgreSQL 15 seeded with 100,000 leads: server time of
// the first page, a filtered page and searches (p50/p95 of the data-layer call a page makes),
// and the CSV export of every lead: total time and the resident memory it adds. The measuring
// runs in its own process (scripts/bench/team-measure.ts), so its memory is the export's alone.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { tracked } from './server.mjs';

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

function measure(env) {
  const args = ['--expose-gc', '--conditions=react-server', '--import', 'tsx', resolve('scripts/bench/team-measure.ts')];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (code !== 0 || !line) return reject(new Error(`team-measure exited with ${code}: ${stderr || stdout}`));
      resolvePromise(JSON.parse(line));
    });
  });
}
