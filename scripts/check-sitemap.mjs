#!/usr/bin/env node
// The sitemap against the sitemaps.org 0.9 schema and the xhtml:link Google documents for
// languages (test/xsd/), with the JDK's validator:
//   node scripts/check-sitemap.mjs http://localhost:3000/sitemap.xml   (or a file)
// Prints each error and their count; exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/check-sitemap.mjs <url or file>');
  process.exit(2);
}
const xml = /^https?:/.test(source) ? await (await fetch(source)).text() : readFileSync(source, 'utf8');
const file = join(mkdtempSync(join(tmpdir(), 'sitemap-')), 'sitemap.xml');
writeFileSync(file, xml);
let output;
let failed = false;
try {
  output = execFileSync('java', ['test/xsd/Validate.java', file, 'test/xsd/sitemap.xsd', 'test/xsd/xhtml-link.xsd'], { encoding: 'utf8' });
} catch (error) {
  output = String(error.stdout ?? '');
  failed = true;
}
const errors = output.split('\n').filter(Boolean);
const urls = (xml.match(/<url>/g) ?? []).length;
console.log(errors.slice(0, 20).join('\n'));
console.log(`${urls} URLs, ${errors.length} schema errors`);
process.exit(failed ? 1 : 0);
