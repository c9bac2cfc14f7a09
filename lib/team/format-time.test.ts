import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberDateTime, memberDay } from '@/lib/team/format-time';

// One time zone per member, everywhere in the team area: every date-time a member
// reads goes through memberDateTime (lib/team/format-time.ts) with their zone, named. This scan
// fails on any other `toLocale…String(` or `Intl.DateTimeFormat(` in the team's pages, routes,
// components, mails and webhooks, so a new page cannot fall back to the server's clock unnoticed.

const root = process.cwd();
const scanned = ['app/[locale]/team', 'app/api/team', 'components/team', 'lib/team', 'lib/webhooks', 'lib/mail/team-notifications.ts', 'lib/copy'];

/** The calls that may stay, each with why: none of them shows a member a time on another clock. */
const allowed: { file: string; line: string; why: string }[] = [
  { file: 'lib/team/format-time.ts', line: 'new Intl.DateTimeFormat(tag, {', why: 'the one helper' },
  {
    file: 'lib/team/export-labels.ts',
    line: 'new Intl.DateTimeFormat(tag, { timeZone,',
    why: 'exports: the member’s zone, named in the header, cells a spreadsheet reads as dates',
  },
  { file: 'lib/team/time-zone.ts', line: "new Intl.DateTimeFormat('en', { timeZone: value })", why: 'checks that a zone name is known; formats nothing' },
  { file: 'components/team/time-zone-hint.tsx', line: 'Intl.DateTimeFormat().resolvedOptions().timeZone', why: 'reads the browser’s zone to store it' },
  {
    file: 'lib/copy/team-time.ts',
    line: "new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23'",
    why: 'computes a zone’s offset; formats nothing for a person',
  },
  {
    file: 'lib/mail/team-notifications.ts',
    line: "new Intl.DateTimeFormat('en-GB', {",
    why: 'the shared team inbox has no one member’s zone: the agency’s, named with its place',
  },
  {
    file: 'components/team/labels.ts',
    line: "new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })",
    why: 'a next step is a calendar day, no time of day and no zone',
  },
  {
    file: 'lib/team/morning-mail.ts',
    line: "new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' })",
    why: 'reads the member’s own clock to send at 8:00 there; formats nothing for a person',
  },
  {
    file: 'lib/team/morning-mail.ts',
    line: "new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })",
    why: 'the member’s calendar day (already taken in their zone), no time of day',
  },
  {
    file: 'lib/team/business-hours.ts',
    line: "new Intl.DateTimeFormat('en-GB', {",
    why: 'reads London’s wall clock for the business hours; formats nothing for a person',
  },
  {
    file: 'lib/team/follow-up.ts',
    line: "new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })",
    why: 'the member’s today as YYYY-MM-DD in their zone; formats nothing for a person',
  },
  { file: 'components/team/lead-triage.tsx', line: '.toLocaleString(locale)}</span>', why: 'a count in a chip' },
  {
    file: 'components/team/lead-list-bar.tsx',
    line: "year: 'numeric', timeZone: 'UTC' }).format(date)",
    why: 'a date filter’s day (a calendar day kept at UTC midnight), no time of day',
  },
];

function files(path: string): string[] {
  const full = join(root, path);
  if (statSync(full, { throwIfNoEntry: false }) === undefined) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

const formatting = /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat\(/g;

/** Whitespace as one space and no trailing comma: a call reads the same however it is wrapped. */
const squeeze = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/,? ([)}\]])/g, ' $1')
    .replace(/ \)/g, ')');

/** The call starting at `open` (its opening parenthesis), up to the parenthesis that closes it. */
function callAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    if (text[index] === ')' && --depth === 0) return text.slice(open, index + 1);
  }
  return text.slice(open);
}

function offenders(): string[] {
  const found: string[] = [];
  for (const file of scanned.flatMap(files)) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const name = relative(root, join(root, file));
    for (const match of text.matchAll(formatting)) {
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      const open = match.index + match[0].length - 1;
      const call = squeeze(text.slice(lineStart, open) + callAt(text, open) + text.slice(open + callAt(text, open).length).split('\n')[0]);
      if (allowed.some((entry) => entry.file === name && call.includes(squeeze(entry.line)))) continue;
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${name}:${line}: ${text.slice(lineStart).split('\n')[0]?.trim()}`);
    }
  }
  return found;
}

describe('one time zone per member', () => {
  it('formats every team time through memberDateTime: no other toLocale…String( or Intl.DateTimeFormat( in the team area', () => {
    expect(offenders()).toEqual([]);
  });

  it('the scan finds a call that formats on the server’s clock (it can fail)', () => {
    expect(formatting.test('<td>{row.createdAt.toLocaleString(locale)}</td>')).toBe(true);
    formatting.lastIndex = 0;
    expect(formatting.test("new Intl.DateTimeFormat('de', { dateStyle: 'short' })")).toBe(true);
    formatting.lastIndex = 0;
    expect(files('components/team').length).toBeGreaterThan(20);
  });

  it('writes a Berlin member’s time on Berlin’s clock with the zone named in their language', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 13, 5));
    expect(memberDateTime('en', 'Europe/Berlin')(at)).toBe('27 Nov 2026, 14:05 CET');
    expect(memberDateTime('de', 'Europe/Berlin')(at)).toBe('27. Nov. 2026, 14:05\u00A0Uhr MEZ');
    expect(memberDateTime('en', 'Europe/London')(at)).toBe('27 Nov 2026, 13:05 GMT');
    // Summer time is named as such.
    expect(memberDateTime('de', 'Europe/Berlin')(new Date(Date.UTC(2026, 6, 1, 12, 0)))).toContain('14:00\u00A0Uhr MESZ');
    expect(memberDateTime('fr', 'Europe/Paris')(at)).toBe('27 nov. 2026 à 14\u00A0h\u00A005 (UTC+1)');
    expect(memberDateTime('nl', 'Europe/Amsterdam')(at)).toBe('27 nov 2026, 14:05 CET');
  });

  it('writes London’s winter time as people do: „17:39 Uhr GMT“, « 17 h 39 (UTC) », never GMT+0 or UTC+0', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 17, 39));
    expect(memberDateTime('de', 'Europe/London')(at)).toBe('27. Nov. 2026, 17:39\u00A0Uhr GMT');
    expect(memberDateTime('fr', 'Europe/London')(at)).toBe('27 nov. 2026 à 17\u00A0h\u00A039 (UTC)');
    expect(memberDateTime('en', 'Europe/London')(at)).toBe('27 Nov 2026, 17:39 GMT');
    expect(memberDateTime('de', 'Europe/London', 'long')(at)).toBe('27. November 2026, 17:39\u00A0Uhr GMT');
    // Midnight is 00:00, not 24:00.
    expect(memberDateTime('en', 'UTC')(new Date(Date.UTC(2026, 10, 27, 0, 5)))).toBe('27 Nov 2026, 00:05 UTC');
  });

  it('writes a calendar day as the day it is, in British English for "en", whatever the server’s zone', () => {
    expect(memberDay('en', { day: 'numeric', month: 'long', year: 'numeric' })('2026-11-23')).toBe('23 November 2026');
    expect(memberDay('de', { day: 'numeric', month: 'short' })('2026-11-23')).toBe('23. Nov.');
    expect(memberDay('fr', { day: 'numeric', month: 'long', year: 'numeric' })('2026-01-01')).toBe('1 janvier 2026');
    expect(memberDay('nl', { day: 'numeric', month: 'short' })('2026-12-31')).toBe('31 dec');
  });
});
