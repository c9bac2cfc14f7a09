import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as downloadPost } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { createFileTransport } from '@/lib/mail/file-transport';
import { contactNotification, downloadNotification } from '@/lib/mail/team-notifications';
import { whitePaperMail } from '@/lib/mail/visitor-mail';
import { useTestDatabases } from '@/test/databases';
import { formToken, postJson, TEST_SITE_URL, TEST_TEAM_ADDRESS, useFormEnvironment } from '@/test/form-env';

// What a visitor types must never become mail structure: no header lines (CR/LF), no markup in
// the HTML part. Checked as properties over arbitrary text, then end to end through the forms.

vi.mock('server-only', () => ({}));

const RUNS = Math.min(Number(process.env.FUZZ_RUNS ?? 200), 2_000);
const dbs = useTestDatabases();
const env = useFormEnvironment();

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom('<script>x</script>', '"><img src=x onerror=alert(1)>', '\r\nBcc: victim@example.com', '&lt;already&gt;'),
);
const unescape = (html: string) =>
  html.replace(/&lt;|&gt;|&quot;|&#39;|&amp;/g, (entity) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' })[entity]!);
/** The markup of an HTML mail: its tags with their attributes, nothing of the text between. */
const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe('escaping, for any text', () => {
  it('escapeHtml leaves no character that could open markup or an attribute, and loses nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescape(escaped)).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('headerValue is one bounded line without control characters', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 10, max: 300 }), (text, max) => {
        const value = headerValue(text, max);
        // eslint-disable-next-line no-control-regex
        expect(value).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
        expect(value.length).toBeLessThanOrEqual(max);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('mails built from any visitor text', () => {
  const base = { id: 1, email: 'eve@example.com', createdAt: new Date('2026-01-01T00:00:00Z') };
  const benign = { firstName: 'Ann', lastName: 'Lee', company: 'ACME', message: 'Hello' };

  it('have the same markup as for plain text, and subjects on one line', () => {
    const expectedContact = tags(contactNotification(TEST_TEAM_ADDRESS, { ...base, ...benign, service: null }).html);
    const downloadRow = { ...base, ...benign, agreeMarketing: true, agreePrivacy: true, downloadedAt: base.createdAt };
    const expectedDownload = tags(downloadNotification(TEST_TEAM_ADDRESS, downloadRow, 'en').html);
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (firstName, lastName, company, message) => {
        const contact = contactNotification(TEST_TEAM_ADDRESS, { ...base, firstName, lastName, company, message, service: null });
        const download = downloadNotification(TEST_TEAM_ADDRESS, { ...downloadRow, firstName, lastName, company }, 'en');
        expect(tags(contact.html)).toEqual(expectedContact);
        expect(tags(download.html)).toEqual(expectedDownload);
        for (const mail of [contact, download]) {
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.to).toBe(TEST_TEAM_ADDRESS);
          expect(mail.replyTo).toBe('eve@example.com');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the visitor mail keeps its markup whatever the first name', async () => {
    const expected = tags((await whitePaperMail({ to: 'a@b.co', firstName: 'Ann', locale: 'fr', downloadUrl: 'https://granite.test/x?a=1&b=2' })).html);
    await fc.assert(
      fc.asyncProperty(anyText, async (firstName) => {
        const mail = await whitePaperMail({ to: 'a@b.co', firstName, locale: 'fr', downloadUrl: 'https://granite.test/x?a=1&b=2' });
        expect(tags(mail.html)).toEqual(expected);
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }),
      { numRuns: Math.min(RUNS, 300) },
    );
  });

  it('written as .eml files, keep exactly their own header lines', async () => {
    const dir = mkdtempSync(path.join(process.cwd(), '.tmp', 'eml-'));
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const transport = createFileTransport({ dir, from: 'Granite <hi@granite.test>' });
      const mail = contactNotification(TEST_TEAM_ADDRESS, {
        ...base,
        firstName: 'Eve\r\nBcc: victim@example.com',
        lastName: 'X\nTo: b@c.d',
        company: null,
        message: 'Hi\r\n\r\n<b>',
        service: null,
      });
      await transport.send(mail, { idempotencyKey: 'k-eml' });
      const eml = readFileSync(path.join(dir, readdirSync(dir)[0]!), 'utf8');
      const headerBlock = eml.slice(0, eml.indexOf('\r\n\r\n'));
      expect(headerBlock.split('\r\n').map((line) => line.split(':')[0])).toEqual([
        'From',
        'To',
        'Reply-To',
        'Subject',
        'Date',
        'Message-ID',
        'MIME-Version',
        'Content-Type',
      ]);
      expect(headerBlock).toContain(`To: ${TEST_TEAM_ADDRESS}\r\n`);
      expect(headerBlock).not.toContain('victim');
    } finally {
      info.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('through the forms', () => {
  beforeAll(async () => {
    useDatabaseForTests(await dbs.open('pglite'));
  });

  it('refuses line breaks in names and company before anything is stored or sent', async () => {
    const requestsBefore = env.fake.requests.length;
    const contact = await contactPost(
      postJson(`${TEST_SITE_URL}/api/contact`, {
        firstName: 'Eve\r\nBcc: victim@example.com',
        lastName: 'X',
        email: 'eve@example.com',
        message: 'Hello there, team.',
        formToken: formToken(),
      }),
    );
    const download = await downloadPost(
      postJson(`${TEST_SITE_URL}/submit`, {
        firstName: 'Eve',
        lastName: 'X',
        email: 'eve@example.com',
        company: 'ACME\nBcc: victim@example.com',
        agreeMarketing: false,
        agreePrivacy: true,
        formToken: formToken(),
      }),
    );
    expect(contact.status).toBe(422);
    expect(download.status).toBe(422);
    expect(env.fake.requests.length).toBe(requestsBefore);
  });

  it('sends markup and header look-alikes as text: one recipient, one-line subject, escaped HTML', async () => {
    const firstName = '<img src=x onerror=alert(1)> "Eve" Bcc: victim@example.com';
    const message = '</p><script>alert(1)</script>\r\nBcc: victim@example.com\r\n\r\nX-Injected: yes';
    const response = await contactPost(
      postJson(`${TEST_SITE_URL}/api/contact`, { firstName, lastName: "O'Brien & Co", email: 'eve@example.com', message, formToken: formToken() }),
    );
    expect(response.status).toBe(200);
    const [sent] = env.fake.deliveries.slice(-1);
    expect(sent).toMatchObject({ to: [TEST_TEAM_ADDRESS], replyTo: 'eve@example.com' });
    expect(sent!.subject).toBe(`New contact request from ${firstName} O'Brien & Co`);
    expect(sent!.html).not.toContain('<script>');
    expect(sent!.html).not.toContain('<img');
    expect(sent!.html).toContain('&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent!.html).toContain('O&#39;Brien &amp; Co');
    expect(sent!.text).toContain(message);
  });
});
