// Gzipped bytes of JavaScript each page loads, next to a bare Next.js page built in the same run.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';

export async function measureScripts(baseURL, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
        } catch {
          // a script aborted by navigation has no body to weigh
        }
      });
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      results.push({ path, scripts: scripts.size, gzipBytes: bytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
