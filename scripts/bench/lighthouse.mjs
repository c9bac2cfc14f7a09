// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU) on each page
// and on its zero-JavaScript copy, interleaved run by run so machine noise hits both alike.
// Every figure is the median of its own runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';
import { tracked } from './server.mjs';
import { median } from './stats.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {{ siteUrl: string, zeroJsUrl?: string, paths: string[], zeroJsPaths: Set<string>, runs: number, reportDir?: string }} options
 */
export async function runLighthouse({ siteUrl, zeroJsUrl, paths, zeroJsPaths, runs, reportDir, log = console.log }) {
  const results = [];
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  for (const path of paths) {
    const variants = [{ variant: 'site', url: siteUrl + path }];
    if (zeroJsUrl && zeroJsPaths.has(path)) variants.push({ variant: 'zero-js', url: zeroJsUrl + path });
    const reports = new Map(variants.map(({ variant }) => [variant, []]));
    // One browser per page keeps a crash or a leak from spilling into the next page's runs.
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: chromiumArgs,
      logLevel: 'silent',
      // The bench's own Ctrl-C handler stops the browser with everything else.
      handleSIGINT: false,
    });
    const stopChrome = tracked(() => chrome.kill());
    try {
      for (let run = 0; run < runs; run++) {
        for (const { variant, url } of variants) {
          const started = Date.now();
          const lhr = await audit(url, chrome.port);
          reports.get(variant).push(lhr);
          log(`  lighthouse ${path} ${variant} run ${run + 1}/${runs}: perf ${score(lhr, 'performance')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        }
      }
    } finally {
      await stopChrome();
    }
    for (const { variant } of variants) {
      const lhrs = reports.get(variant);
      const summary = summarise(path, variant, lhrs);
      results.push(summary);
      if (reportDir) {
        // The run whose performance score is the median, for anyone who wants the whole report.
        const middle = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(lhrs.length / 2)];
        const file = `${reportDir}/${path.replace(/^\//, '').replaceAll('/', '_') || 'root'}${variant === 'site' ? '' : '.' + variant}.json.gz`;
        writeFileSync(file, gzipSync(JSON.stringify(middle)));
        summary.report = file;
      }
    }
  }
  return results;
}

async function audit(url, port) {
  // One retry: a noisy machine occasionally makes Chrome miss a navigation deadline.
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Pictures for the report only; no score reads them, and they cost a second per run.
      skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt >= 1) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

function summarise(path, variant, lhrs) {
  return {
    path,
    variant,
    runs: lhrs.length,
    performance: median(lhrs.map((l) => score(l, 'performance'))),
    accessibility: median(lhrs.map((l) => score(l, 'accessibility'))),
    bestPractices: median(lhrs.map((l) => score(l, 'best-practices'))),
    seo: median(lhrs.map((l) => score(l, 'seo'))),
    fcpMs: median(lhrs.map((l) => numeric(l, 'first-contentful-paint'))),
    lcpMs: median(lhrs.map((l) => numeric(l, 'largest-contentful-paint'))),
    tbtMs: median(lhrs.map((l) => numeric(l, 'total-blocking-time'))),
    cls: median(lhrs.map((l) => numeric(l, 'cumulative-layout-shift'))),
    speedIndexMs: median(lhrs.map((l) => numeric(l, 'speed-index'))),
    lcpElement: lcpElement(lhrs.at(-1)),
    benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex ?? NaN)),
    findings: findings(lhrs),
  };
}

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? node.snippet?.slice(0, 120) : undefined;
}

/**
 * Audits that cost points in any run: failed binary audits in the scored categories, and
 * performance opportunities with an estimated saving. Named once with how many runs hit them.
 */
function findings(lhrs) {
  const seen = new Map();
  for (const lhr of lhrs) {
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        if (!result || result.score === null || result.scoreDisplayMode === 'notApplicable' || result.scoreDisplayMode === 'informative') continue;
        if (!costsPoints(category, ref.weight, result)) continue;
        const key = `${category}:${ref.id}`;
        const entry = seen.get(key) ?? { category, id: ref.id, title: result.title, runs: 0, displayValue: result.displayValue };
        entry.runs += 1;
        entry.displayValue = result.displayValue ?? entry.displayValue;
        const items = result.details?.items ?? [];
        if (!entry.items && items.length) entry.items = items.slice(0, 3).map(describeItem);
        seen.set(key, entry);
      }
    }
  }
  return [...seen.values()];
}

function costsPoints(category, weight, result) {
  if (category !== 'performance') return weight > 0 && result.score < 1;
  // A metric below "good", or a diagnostic whose fix Lighthouse says would move a metric.
  if (weight > 0) return result.score < 0.9;
  return result.score < 0.9 && Object.values(result.metricSavings ?? {}).some((saving) => saving > 0);
}

function describeItem(item) {
  const text = item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? JSON.stringify(item);
  return String(text).slice(0, 160);
}
