#!/usr/bin/env node
// Replaces (or adds) one top-level message group in messages/<locale>.json from a JSON file,
// under a lock so that several people editing different groups at once never lose each other's work.
// Usage: node scripts/set-messages.mjs <locale> <Group> <file-with-group-json>
import { mkdirSync, readFileSync, rmdirSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const [locale, group, source] = process.argv.slice(2);
if (!locale || !group || !source) {
  console.error('usage: node scripts/set-messages.mjs <locale> <Group> <file.json>');
  process.exit(2);
}
const target = join(process.cwd(), 'messages', `${locale}.json`);
const lock = `${target}.lock`;
const value = JSON.parse(readFileSync(source, 'utf8'));

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not lock ${target}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const messages = JSON.parse(readFileSync(target, 'utf8'));
  messages[group] = value;
  writeFileSync(`${target}.tmp`, JSON.stringify(messages, null, 2) + '\n');
  renameSync(`${target}.tmp`, target);
} finally {
  rmdirSync(lock);
}
