// Gzipped bytes of JavaScript each page loads, next to a bare Next.js page built in the same run.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';

/**
 * The browser says which scripts a page loads; their bytes are then fetched once more here.
 * Reading bodies inside the browser loses some on a busy machine (a body the page already let
 * go of cannot be read back), which made pages look lighter than the framework floor.
 */
export async function measureScripts(baseURL, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const sizes = new Map();
  const results = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const urls = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') urls.add(request.url());
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      await context.close();
      let bytes = 0;
      for (const url of urls) {
        if (!sizes.has(url)) sizes.set(url, await gzippedSize(url));
        bytes += sizes.get(url);
      }
      results.push({ path, scripts: urls.size, gzipBytes: bytes, ...(await weighHtml(baseURL + path)) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The page's HTML, gzipped, and how much of it is inline script: mostly the React Server
 * Components payload Next.js repeats after the markup so the client can hydrate.
 */
async function weighHtml(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].reduce((sum, [, body]) => sum + Buffer.byteLength(body), 0);
  return { htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html, { level: 9 }).length, inlineScriptBytes: inline };
}

async function gzippedSize(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}
