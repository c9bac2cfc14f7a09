import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rawSql, registerRawSql } from '@/lib/db/raw-sql';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { csvCell, csvLine, csvSeparatorFor, leadsCsv } from '@/lib/team/csv';
import { exportLabels, exportTimeZone, localDateTime, type ExportLabels } from '@/lib/team/export-labels';
import { listLeads } from '@/lib/team/leads';
import { addNote, assignLead } from '@/lib/team/lead-work';
import { engines, useTestDatabases } from '@/test/databases';
import { seedContact, seedMail } from '@/test/leads';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();

/** RFC 4180 read back: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i += 2;
      continue;
    }
    if (quoted && char === '"') quoted = false;
    else if (quoted) cell += char;
    else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length > 0) throw new Error(`CSV does not end with CRLF: ${JSON.stringify(row)} ${cell}`);
  return rows;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  // Decoded with the BOM kept, to see it is there.
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(parts)), chunks: parts.length };
}

describe('csvCell', () => {
  it('writes plain values as they are, and nothing for null', () => {
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('Zoë & Co — 🚀')).toBe('Zoë & Co — 🚀');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    // A + followed by anything but a phone number's characters keeps the apostrophe.
    ['+1+1', "'+1+1"],
    ['+A1', "'+A1"],
    ['+44 20 7946 0958+A1', "'+44 20 7946 0958+A1"],
    ['+SUM(1,2)', `"'+SUM(1,2)"`],
    ['+44 20 "x"', `"'+44 20 ""x"""`],
    ['+44 20 7946 0958 ', "'+44 20 7946 0958 "],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['+1\n=1+1', `"'+1\n=1+1"`],
    ['+44 (0)20 7946 0958)-HYPERLINK("x")', `"'+44 (0)20 7946 0958)-HYPERLINK(""x"")"`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', `"'\t=1+1"`],
    // After a tab, as after either separator: a spreadsheet importing tab-separated text splits there.
    ["x\t=cmd|' /C calc'!A0", `"'x\t=cmd|' /C calc'!A0"`],
    ['x\t @SUM(A1)', `"'x\t @SUM(A1)"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\0=1+1', "'\0=1+1"],
    // A second cell hidden behind a separator the reading spreadsheet may split on.
    ['x;=1+1', `"'x;=1+1"`],
    ['x,=1+1', `"'x,=1+1"`],
    ['x; -2+3', `"'x; -2+3"`],
    ['a"=1+1', `"'a""=1+1"`],
    ['line\n@SUM(A1)', `"'line\n@SUM(A1)"`],
  ])('defuses a formula: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    '+44 20 7946 0958',
    '+442079460958',
    '+49 (0)30 1234567',
    '+33 1 23 45 67 89',
    '+31-20-123-4567',
    '+1 (555) 010-9999',
    '+41 44.668.18.00',
    '+353 1/234 5678',
  ])('writes the phone number %j as a text constant a spreadsheet shows as typed, with no apostrophe', (phone) => {
    const written = csvCell(phone);
    expect(written).toBe(`"=""${phone}"""`);
    // The field a spreadsheet reads (RFC 4180 unquoted): a formula holding one string constant, nothing else.
    const field = written.slice(1, -1).replaceAll('""', '"');
    expect(field).toBe(`="${phone}"`);
    expect(field.slice(2, -1)).not.toMatch(/["'=@]/);
  });

  it('leaves those characters alone when they do not start a cell, but quotes either separator', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('x;1+1')).toBe('"x;1+1"');
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c', new Date('2026-01-01T00:00:00.000Z')])).toBe('a,1,,"b,c",2026-01-01T00:00:00.000Z\r\n');
    expect(csvLine([])).toBe('\r\n');
    expect(csvLine(['a', 'b;c', 'x;=1+1', 2], ';')).toBe(`a;"b;c";"'x;=1+1";2\r\n`);
  });

  it("uses the separator of the member's spreadsheet", () => {
    expect(csvSeparatorFor('en')).toBe(',');
    expect(['de', 'fr', 'nl'].map(csvSeparatorFor)).toEqual([';', ';', ';']);
  });

  it("writes local date-times in the member's format and zone", () => {
    const at = new Date('2026-11-25T16:30:00.000Z');
    expect(localDateTime('de', 'Europe/Berlin')(at)).toBe('25.11.2026 17:30');
    expect(localDateTime('en', 'Europe/London')(at)).toBe('25/11/2026 16:30');
    expect(localDateTime('fr', 'Europe/Paris')(at)).toBe('25/11/2026 17:30');
    expect(localDateTime('nl', 'Europe/Amsterdam')(at)).toBe('25-11-2026 17:30');
    expect(exportTimeZone('de', null)).toBe('Europe/Berlin');
    expect(exportTimeZone('de', 'America/New_York')).toBe('America/New_York');
    expect(exportTimeZone('fr', 'Mars/Olympus')).toBe('Europe/Paris');
  });
});

describe.each(engines)('leadsCsv on %s', (engine) => {
  let prisma: PrismaClient;
  const at = (n: number) => new Date(Date.UTC(2026, 2, 1) + Math.floor(n / 7) * 60_000);

  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
    // More than two export pages (500 rows each), with runs of equal timestamps across the pages.
    const contacts = Array.from({ length: 700 }, (_, n) => ({
      firstName: 'Ada',
      lastName: `Row ${n}`,
      email: `ada${n}@example.com`,
      message: `Message ${n}`,
      locale: n % 2 ? 'de' : 'en',
      createdAt: at(n),
    }));
    const downloads = Array.from({ length: 560 }, (_, n) => ({
      firstName: 'Jan',
      lastName: `Row ${n}`,
      email: `jan${n}@example.nl`,
      company: 'Voorbeeld BV',
      agreeMarketing: n % 3 === 0,
      agreePrivacy: true,
      locale: n % 2 ? 'de' : 'nl',
      downloadedAt: at(n),
    }));
    await prisma.contactSubmission.createMany({ data: contacts });
    await prisma.downloadSubmission.createMany({ data: downloads });
    const tricky = await seedContact(prisma, {
      firstName: '=cmd|" /C calc"!A0',
      lastName: 'Lovelace, "Ada"',
      email: 'tricky@example.com',
      company: '@Evil Corp',
      service: 'analytics',
      message: 'Line one\r\nLine two, with a comma',
      note: '+ call back',
      status: 'answered',
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    await seedMail(prisma, tricky, 'failed');
    await prisma.marketingConsent.create({ data: { email: 'jan3@example.nl', status: 'confirmed', locale: 'nl', expiresAt: new Date(Date.UTC(2026, 5, 1)) } });
  });

  const enHeader = [
    'Type',
    'Number',
    'Received (Europe/London)',
    'Status',
    'Assigned to',
    'First name',
    'Last name',
    'Email',
    'Company',
    'Service',
    'Language',
    'Marketing box ticked',
    'Marketing opt-in',
    'Team notification',
    'Message',
    'Internal notes',
    // Where the lead came from: empty for these seeded leads, which have no source.
    'Source',
    'Medium',
    'Campaign',
    'Keyword',
    'Ad content',
    'Landing page',
    'Sent from page',
    'Referring site',
    'Ad click',
    'Device',
  ];
  const noSource = Array<string>(10).fill('');
  let en: ExportLabels;
  let de: ExportLabels;
  beforeAll(async () => {
    en = await exportLabels('en', 'Europe/London');
    de = await exportLabels('de', 'Europe/Berlin');
  });

  it('streams a BOM, the header and every lead once, in inbox order, page by page', async () => {
    const { text, chunks } = await readAll(leadsCsv(prisma, {}, en));
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(enHeader);
    expect(rows).toHaveLength(1261);
    expect(new Set(rows.map((row) => `${row[0]}:${row[1]}`)).size).toBe(1261);
    // Header, then at least three pages of rows.
    expect(chunks).toBeGreaterThanOrEqual(4);
    const listed = (await listLeads(prisma, {}, { limit: 200 })).rows;
    const kindName = { contact: 'Contact', download: 'White paper' };
    expect(rows.slice(0, 200).map((row) => `${row[0]}:${row[1]}`)).toEqual(listed.map((row) => `${kindName[row.kind]}:${row.id}`));

    const byEmail = (email: string) => rows.find((row) => row[7] === email);
    expect(byEmail('tricky@example.com')).toEqual([
      'Contact',
      expect.stringMatching(/^\d+$/),
      '01/06/2026 01:00',
      'Answered',
      '',
      `'=cmd|" /C calc"!A0`,
      'Lovelace, "Ada"',
      'tricky@example.com',
      "'@Evil Corp",
      'Analytics & Reporting',
      'English',
      '',
      '',
      'Failed',
      'Line one\r\nLine two, with a comma',
      "'+ call back",
      ...noSource,
    ]);
    expect(byEmail('jan3@example.nl')).toEqual([
      'White paper',
      expect.any(String),
      '01/03/2026 00:00',
      'New',
      '',
      'Jan',
      'Row 3',
      'jan3@example.nl',
      'Voorbeeld BV',
      '',
      'German',
      'Yes',
      'Confirmed',
      'None',
      '',
      '',
      ...noSource,
    ]);
  });

  it('writes a German file for a German member: German headers and values, `;`, BOM, no formulas', async () => {
    const bytes = Buffer.from((await readAll(leadsCsv(prisma, { q: 'tricky@example.com' }, de))).text, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Art;Nummer;Eingegangen (Europe/Berlin);Bearbeitungsstatus;Zugewiesen an;Vorname;Nachname;E-Mail;Unternehmen;Leistung;Sprache;Marketing-Kästchen angekreuzt;Marketing-Einwilligung;Benachrichtigung ans Team;Nachricht;Interne Notizen;' +
        'Quelle;Medium;Kampagne;Suchbegriff;Anzeigeninhalt;Einstiegsseite;Gesendet von Seite;Verweisende Website;Anzeigenklick;Gerät',
    );
    const [, row] = parseCsv(text, ';');
    expect(row).toEqual([
      'Kontaktanfrage',
      expect.stringMatching(/^\d+$/),
      '01.06.2026 02:00',
      'Beantwortet',
      '',
      `'=cmd|" /C calc"!A0`,
      'Lovelace, "Ada"',
      'tricky@example.com',
      "'@Evil Corp",
      'Webanalyse & Reporting',
      'Englisch',
      '',
      '',
      'Fehlgeschlagen',
      'Line one\r\nLine two, with a comma',
      "'+ call back",
      ...noSource,
    ]);
    // Read with the wrong separator too, no cell starts a formula.
    for (const separator of [',', ';']) {
      for (const cell of parseCsv(text, separator).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("names the assignee and holds every note, oldest first, dated on the member's clock", async () => {
    const user = await prisma.user.create({ data: { username: 'bea', password: 'x' } });
    const actor = { id: user.id, username: user.username };
    const lead = await seedContact(prisma, { email: 'notes@example.com', createdAt: new Date(Date.UTC(2026, 6, 1)) });
    await assignLead(prisma, { kind: 'contact', id: lead.id }, user.id, actor);
    await addNote(prisma, { kind: 'contact', id: lead.id }, 'Their CEO decides', actor, new Date('2026-07-02T08:00:00Z'));
    await addNote(prisma, { kind: 'contact', id: lead.id }, '=second\tcall', actor, new Date('2026-07-03T09:30:00Z'));
    const { text } = await readAll(leadsCsv(prisma, { q: 'notes@example.com' }, de));
    const [header, row] = parseCsv(text.slice(1), ';');
    expect(row![header!.indexOf('Zugewiesen an')]).toBe('bea');
    expect(row![header!.indexOf('Interne Notizen')]).toBe(`02.07.2026 10:00 bea: Their CEO decides\n03.07.2026 11:30 bea: =second\tcall`);
  });

  it('exports only the leads of the filter', async () => {
    const { text } = await readAll(leadsCsv(prisma, { kind: 'download', locale: 'de' }, en));
    const [, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(280);
    expect(rows.every((row) => row[0] === 'White paper' && row[10] === 'German')).toBe(true);
    const none = parseCsv((await readAll(leadsCsv(prisma, { q: 'nobody at all' }, en))).text.slice(1));
    expect(none).toEqual([enHeader]);
  });

  it('queries the next page only when the reader asks for it', async () => {
    const driver = rawSql(prisma);
    let queries = 0;
    registerRawSql(prisma, {
      query: <Row>(text: string, values: readonly unknown[]) => {
        queries += 1;
        return driver.query<Row>(text, values);
      },
    });
    try {
      const reader = leadsCsv(prisma, {}, en).getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('Type,Number,Received');
      expect(parseCsv(new TextDecoder().decode((await reader.read()).value))).toHaveLength(500);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The page read and at most one waiting in the stream; the third is never fetched.
      expect(queries).toBeGreaterThanOrEqual(1);
      expect(queries).toBeLessThanOrEqual(2);
      await reader.cancel();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(queries).toBeLessThanOrEqual(2);
    } finally {
      registerRawSql(prisma, driver);
    }
  });
});
