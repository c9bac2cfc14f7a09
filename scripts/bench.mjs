#!/usr/bin/env node
// `npm run bench`: prints the figures the budgets are judged by and writes them to bench-results/.
// Uses the production build in .next (run `npm run build` first when the code changed).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { startFloorApp, startServer } from './bench/floor-app.mjs';
import { measureScripts } from './bench/js-weight.mjs';

const locales = ['en', 'de', 'fr', 'nl'];
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];
const formPages = new Set(['/contact', '/diy-agents']);

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const floor = await startFloorApp(3901);
const site = await startServer('.', 3900, {});
try {
  const [floorResult] = await measureScripts(floor.url, ['/']);
  const pages = await measureScripts(site.url, locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`)));
  const floorBytes = floorResult.gzipBytes;
  const kb = (bytes) => (bytes / 1024).toFixed(1);

  console.log(`\nJavaScript per page (gzip). Framework floor (bare Next.js page): ${kb(floorBytes)} KB\n`);
  console.log('page'.padEnd(22), 'scripts', '   KB', ' over floor', ' budget');
  for (const page of pages) {
    const route = page.path.replace(/^\/\w\w/, '');
    const budget = formPages.has(route) ? 70 : 25;
    const over = (page.gzipBytes - floorBytes) / 1024;
    console.log(page.path.padEnd(22), String(page.scripts).padStart(7), kb(page.gzipBytes).padStart(6), `${over >= 0 ? '+' : ''}${over.toFixed(1)}`.padStart(11), `${over <= budget ? 'ok' : 'OVER'} ≤${budget}`.padStart(8));
  }
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), floorBytes, pages }, null, 2));
  console.log(`\nFigures written to ${file}`);
} finally {
  site.stop();
  floor.stop();
}
