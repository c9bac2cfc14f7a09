#!/usr/bin/env node
// Full-page screenshots of the running site, for looking at it as a visitor would.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [paths...]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';

const [base = 'http://localhost:3000', out = '.tmp/screens', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/en', '/de', '/fr', '/nl'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 740 }],
]) {
  const page = await browser.newPage({ viewport });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${name}${path.replaceAll('/', '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(file, overflow > 0 ? `HORIZONTAL OVERFLOW ${overflow}px` : '');
  }
  await page.close();
}
await browser.close();
