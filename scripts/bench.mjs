#!/usr/bin/env node
// `npm run bench`: the figures the performance targets are judged by, one table per part and a
// summary, written to bench-results/ as JSON and Markdown. Never part of `npm test`.
// Parts: js weight, Lighthouse (with zero-JS copies), serving throughput against nginx, form
// submissions on PGlite and PostgreSQL, the cost of regenerating a language after a publish, memory
// growth, what a stranger or one member can make /en/about wait (attacks), the team inbox's queries and CSV export on 100,000 leads, the white paper's generation
// time and size. `--help` lists the flags.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { attacksTable, runAttacks } from './bench/attacks.mjs';
import { buildInto } from './bench/build.mjs';
import { startFloorApp } from './bench/floor-app.mjs';
import { runForms } from './bench/forms.mjs';
import { regenerateTable, runRegenerate } from './bench/regenerate.mjs';
import { measureScripts } from './bench/js-weight.mjs';
import { runFirstResponse } from './bench/first-response.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { describeMachine, load1, machineLine } from './bench/machine.mjs';
import { startMailStub } from './bench/mail-stub.mjs';
import { runMemory } from './bench/memory.mjs';
import { allPages, buildlessParts, parseOptions, usage } from './bench/options.mjs';
import {
  cacheTable,
  findingsTable,
  firstResponseTable,
  formsTable,
  jsTable,
  lighthouseTable,
  memoryTable,
  summarise,
  teamTable,
  throughputTable,
} from './bench/report.mjs';
import { startNext } from './bench/server.mjs';
import { startZeroJsCopy } from './bench/static-copy.mjs';
import { runTeam } from './bench/team.mjs';
import { beaconTable, runBeacon } from './bench/beacon.mjs';
import { runWhitePaper, whitePaperTable } from './bench/white-paper.mjs';
import { publishCookieTable, runPublishCookie } from './bench/publish-cookie.mjs';
import { runCachedThroughput, runThroughput } from './bench/throughput.mjs';

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

// Servers the bench starts must never be throttled: a rate limiter would turn the load runs into
// a measurement of 429s. lib/rate-limit reads this variable.
const serverEnv = { RATE_LIMIT_DISABLED: '1' };
const port = (offset) => options.portBase + offset;
const ports = {
  site: port(0),
  floor: port(1),
  zeroJs: port(2),
  nginx: port(3),
  forms: port(4),
  mail: port(5),
  memory: port(6),
  cache: port(7),
  regenerate: port(8),
  attacks: port(9),
};

// The data-layer parts measure library code against their own database: no site to build.
const needsBuild = [...options.only].some((part) => !buildlessParts.includes(part));
if (options.build && needsBuild) {
  console.log(`Building the site into ${options.dist}/ …`);
  const status = buildInto(options.dist);
  if (status !== 0) process.exit(status);
}
if (needsBuild && !existsSync(join(options.dist, 'BUILD_ID'))) {
  console.error(`No production build in ${options.dist}/: run \`npm run build\` first, or pass --build (and --dist=DIR).`);
  process.exit(1);
}

const started = Date.now();
const machine = describeMachine();
const results = {
  date: new Date().toISOString(),
  build: describeBuild(options.dist),
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  machine,
  options: { ...options, only: [...options.only], zeroJsPages: [...options.zeroJsPages] },
  load: {},
};
const sections = [];
const log = (line) => console.log(line);
const print = (text) => {
  sections.push(text);
  console.log(`\n${text}`);
};
const phase = async (name, run) => {
  if (!options.only.has(name)) return;
  const phaseStart = Date.now();
  log(`\n▶ ${name} (load average ${load1()})`);
  results.load[name] = { before: load1() };
  await run();
  results.load[name].after = load1();
  results.load[name].seconds = Math.round((Date.now() - phaseStart) / 1000);
};

log(`Bench on ${machineLine(machine)}; load average ${machine.loadAverageAtStart.join(' ')}`);
const siteDataDir = resolve('.tmp/bench-data-site');
rmSync(siteDataDir, { recursive: true, force: true });
let site;
const siteServer = async () => (site ??= await startNext({ port: ports.site, env: { ...serverEnv, NEXT_DIST_DIR: options.dist, DATA_DIR: siteDataDir } }));

try {
  await phase('js', async () => {
    log('  building the framework floor (a bare Next.js page)…');
    const floor = await startFloorApp(ports.floor);
    try {
      const [floorResult] = await measureScripts(floor.url, ['/']);
      const pages = await measureScripts((await siteServer()).url, options.pages);
      results.js = { floorBytes: floorResult.gzipBytes, pages };
    } finally {
      await floor.stop();
    }
    print(jsTable(results.js));
  });

  await phase('first-response', async () => {
    const floor = await startFloorApp(ports.floor);
    try {
      const messages = JSON.parse(readFileSync('messages/en.json', 'utf8'));
      results.firstResponse = await runFirstResponse({
        siteUrl: (await siteServer()).url,
        floorUrl: floor.url,
        runs: options.runs,
        button: messages.DownloadForm.open,
        log,
      });
    } finally {
      await floor.stop();
    }
    print(firstResponseTable(results.firstResponse));
  });

  await phase('lighthouse', async () => {
    // The bare Next.js page first: what the framework alone scores on this machine.
    const floor = await startFloorApp(ports.floor);
    let floorResults;
    try {
      floorResults = await runLighthouse({ siteUrl: floor.url, paths: ['/'], zeroJsPaths: new Set(), runs: options.runs, log });
    } finally {
      await floor.stop();
    }
    const copy = await startZeroJsCopy({ target: (await siteServer()).url, port: ports.zeroJs });
    try {
      results.lighthouse = await runLighthouse({
        siteUrl: site.url,
        zeroJsUrl: copy.url,
        paths: options.pages,
        zeroJsPaths: options.zeroJsPages,
        runs: options.runs,
        reportDir: `bench-results/lighthouse-${stamp(results.date)}`,
        log,
      });
    } finally {
      await copy.stop();
    }
    results.lighthouse.unshift(...floorResults.map((result) => ({ ...result, variant: 'floor' })));
    print(lighthouseTable(results.lighthouse));
    print(findingsTable(results.lighthouse));
  });

  await phase('throughput', async () => {
    results.throughput = await runThroughput({
      site: await siteServer(),
      path: options.throughputPage,
      nginxPort: ports.nginx,
      connections: options.connections,
      duration: options.duration,
      log,
    });
    print(throughputTable(results.throughput));
  });

  await phase('cache', async () => {
    results.cache = await runCachedThroughput({
      site: await siteServer(),
      path: options.throughputPage,
      nginxPort: ports.nginx,
      cachePort: ports.cache,
      connections: options.connections,
      duration: options.duration,
      log,
    });
    print(cacheTable(results.cache));
  });

  await phase('publish-cookie', async () => {
    results.publishCookie = await runPublishCookie({
      site: await siteServer(),
      path: '/en/services',
      connections: options.connections,
      duration: options.duration,
      log,
    });
    print(publishCookieTable(results.publishCookie));
  });

  // The shared server is not needed any more, and must not compete with the next parts.
  await site?.stop();
  site = undefined;

  await phase('forms', async () => {
    results.forms = await runForms({
      databases: options.databases,
      port: ports.forms,
      floorPort: ports.floor,
      mailPort: ports.mail,
      mail: options.mail,
      connections: options.connections,
      duration: options.duration,
      serverEnv,
      distDir: options.dist,
      log,
    });
    print(formsTable(results.forms, options));
  });

  await phase('attacks', async () => {
    results.attacks = await runAttacks({ distDir: options.dist, port: ports.attacks, duration: options.duration, serverEnv, log });
    print(attacksTable(results.attacks));
  });

  await phase('regenerate', async () => {
    results.regenerate = await runRegenerate({
      distDir: options.dist,
      port: ports.regenerate,
      connections: Math.min(options.connections, 16),
      duration: options.duration,
      serverEnv,
      log,
    });
    print(regenerateTable(results.regenerate));
  });

  await phase('memory', async () => {
    const dataDir = resolve('.tmp/bench-data-memory');
    rmSync(dataDir, { recursive: true, force: true });
    const mail = await startMailStub(ports.mail);
    try {
      results.memory = await runMemory({
        port: ports.memory,
        paths: allPages,
        checkpoints: options.memoryCheckpoints,
        connections: options.connections,
        serverEnv,
        mailEnv: mail.env,
        distDir: options.dist,
        dataDir,
        log,
      });
    } finally {
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    print(memoryTable(results.memory));
  });

  await phase('team', async () => {
    results.team = await runTeam({ rows: options.teamRows, log });
    print(teamTable(results.team));
  });

  await phase('beacon', async () => {
    results.beacon = await runBeacon({
      databases: options.databases,
      port: ports.forms,
      distDir: options.dist,
      connections: Math.min(options.connections, 32),
      duration: options.duration,
      log,
    });
    print(beaconTable(results.beacon));
  });

  await phase('white-paper', async () => {
    log(`  white paper: rendering each language ${options.whitePaperRuns + 1} times…`);
    results.whitePaper = await runWhitePaper({ runs: options.whitePaperRuns });
    print(whitePaperTable(results.whitePaper));
  });
} finally {
  await site?.stop();
}

const summary = summarise(results);
results.summary = summary.lines;
results.minutes = Number(((Date.now() - started) / 60_000).toFixed(1));
print(summary.text);
const loads = Object.entries(results.load)
  .map(([part, l]) => `${part} ${l.before}→${l.after}`)
  .join(', ');
const { build } = results;
const measured = build.builtAt ? `build of ${build.builtAt} (commit ${build.commit}` : `no site build (commit ${build.commit}`;
const footer = `Measured ${results.date} with \`${results.command}\` in ${results.minutes} min on ${machineLine(machine)}, ${measured}${build.uncommittedFiles ? ` + ${build.uncommittedFiles} uncommitted files` : ''}). Load average (1 min) per part: ${loads}.`;
console.log(`\n${footer}`);

mkdirSync('bench-results', { recursive: true });
const base = `bench-results/bench-${stamp(results.date)}`;
writeFileSync(`${base}.json`, JSON.stringify(results, null, 2));
writeFileSync(`${base}.md`, `${sections.join('\n')}\n${footer}\n`);
console.log(`Figures written to ${base}.json and ${base}.md`);

/** Which code was measured: the build's time and the commit checked out when the bench ran. */
function describeBuild(dist) {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim();
  return {
    dist,
    builtAt: existsSync(join(dist, 'BUILD_ID')) ? statSync(join(dist, 'BUILD_ID')).mtime.toISOString() : undefined,
    commit: git(['rev-parse', '--short', 'HEAD']),
    uncommittedFiles: git(['status', '--porcelain', '--untracked-files=no'])?.split('\n').filter(Boolean).length ?? 0,
  };
}

function stamp(iso) {
  return iso.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
}
