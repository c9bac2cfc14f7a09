import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkOrigin } from '@/lib/api/public-origin';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { createFileTransport } from '@/lib/mail/file-transport';
import type { MailTransport } from '@/lib/mail/message';
import { createResendTransport, parseRetryAfter } from '@/lib/mail/resend-transport';
import { contactNotification, downloadNotification } from '@/lib/mail/team-notifications';
import { sendWithin } from '@/lib/mail/transport';
import { whitePaperMail } from '@/lib/mail/visitor-mail';
import { marketingConfirmationMail } from '@/lib/mail/consent-mail';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';

vi.mock('server-only', () => ({}));

const hostile = 'Eve <script>alert(1)</script>\r\nBcc: victim@example.com';
const message = { to: 'team@granite.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

describe('escaping', () => {
  it('turns every HTML-special character into an entity', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps header values on one line without control characters, and bounded', () => {
    expect(headerValue('New request\r\nBcc: victim@example.com\u2028x')).toBe('New request Bcc: victim@example.com x');
    expect(headerValue('a'.repeat(500))).toHaveLength(200);
  });
});

describe('team notifications', () => {
  const contact = {
    id: 7,
    firstName: hostile,
    lastName: 'Smith',
    email: 'eve@example.com',
    company: null,
    service: 'web-design',
    message: 'Line 1\n<b>bold?</b>',
    createdAt: new Date('2026-01-01T12:00:00Z'),
  };

  it('escapes visitor text in HTML and keeps the subject to one line', () => {
    const mail = contactNotification('team@granite.test', contact);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('New contact request from Eve');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;bold?&lt;/b&gt;');
    expect(mail.text).toContain('Line 1\n<b>bold?</b>');
    expect(mail.text).toContain('Service: Web Design & Development');
    expect(mail).toMatchObject({ to: 'team@granite.test', replyTo: 'eve@example.com' });
  });

  it('lists the consents and language of a white-paper request', () => {
    const mail = downloadNotification(
      'team@granite.test',
      { ...contact, company: 'ACME', agreeMarketing: false, agreePrivacy: true, downloadedAt: new Date() },
      'nl',
    );
    expect(mail.subject).toBe(`White paper requested by ${headerValue(hostile)} Smith (ACME)`.slice(0, 200));
    expect(mail.text).toMatch(/Marketing consent: no\nPrivacy consent: yes/);
    expect(mail.text).toContain('Language: nl');
  });

  it('dates a request in words and in the agency’s zone, named, never as an ISO timestamp', () => {
    const winter = contactNotification('team@granite.test', { ...contact, createdAt: new Date('2026-11-27T00:34:21.531Z') });
    expect(winter.text).toContain('Received: 27 Nov 2026, 00:34 GMT (Europe/London)');
    expect(winter.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(winter.html).toContain('27 Nov 2026, 00:34 GMT (Europe/London)');
    const summer = downloadNotification(
      'team@granite.test',
      { ...contact, company: 'ACME', agreeMarketing: true, agreePrivacy: true, downloadedAt: new Date('2026-07-01T23:30:00Z') },
      'de',
    );
    expect(summer.text).toContain('Requested: 2 Jul 2026, 00:30 BST (Europe/London)');
  });
});

describe('the address links in mails point to', () => {
  it('is SITE_URL when set, whatever the environment says about the listen address', () => {
    expect(linkOrigin({ siteUrl: 'https://www.granite.example/', mode: 'single-box' }, { HOSTNAME: '192.168.1.20', PORT: '8080' })).toBe(
      'https://www.granite.example',
    );
  });

  it('is the address a single box was started on without it, never 0.0.0.0, and localhost in development', () => {
    expect(linkOrigin({ siteUrl: undefined, mode: 'single-box' }, { HOSTNAME: '192.168.1.20', PORT: '8080' })).toBe('http://192.168.1.20:8080');
    expect(linkOrigin({ siteUrl: undefined, mode: 'single-box' }, { HOSTNAME: '0.0.0.0', PORT: '3000' })).toBe('http://localhost:3000');
    expect(linkOrigin({ siteUrl: undefined, mode: 'single-box' }, { HOSTNAME: '::1', PORT: '3000' })).toBe('http://[::1]:3000');
    expect(linkOrigin({ siteUrl: undefined, mode: 'single-box' }, { HOSTNAME: 'a.example/evil?x', PORT: 'x' })).toBe('http://localhost:3000');
    // `next dev` runs in the shell, whose HOSTNAME is the machine's name, not an address.
    expect(linkOrigin({ siteUrl: undefined, mode: 'development' }, { HOSTNAME: 'laptop', PORT: '3001' })).toBe('http://localhost:3001');
  });

  it('reaches the lead’s link in the team’s mail', () => {
    const origin = linkOrigin({ siteUrl: undefined, mode: 'single-box' }, { HOSTNAME: '192.168.1.20', PORT: '3000' });
    const mail = contactNotification(
      'team@granite.test',
      { id: 7, firstName: 'Ada', lastName: 'L', email: 'ada@example.com', company: null, service: null, message: 'Hello there', createdAt: new Date() },
      origin,
    );
    expect(mail.text).toContain('Open the lead: http://192.168.1.20:3000/en/team/leads/contact/7');
    expect(mail.html).not.toContain('0.0.0.0');
  });
});

describe('visitor white-paper mail', () => {
  it('is written in the visitor language, carries the link, and escapes their name', async () => {
    const downloadUrl = 'https://granite.test/api/white-paper?lang=de&expires=1&sig=a&b';
    const mail = await whitePaperMail({ to: 'jan@example.de', firstName: "Jan O'Brien", locale: 'de', downloadUrl });
    expect(mail.subject).toMatch(/^Ihr Whitepaper/);
    expect(mail.text).toContain("Hallo Jan O'Brien,");
    expect(mail.text).toContain(downloadUrl);
    expect(mail.html).toContain('Hallo Jan O&#39;Brien,');
    expect(mail.html).toContain('href="https://granite.test/api/white-paper?lang=de&amp;expires=1&amp;sig=a&amp;b"');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('leaves out a "name" that is markup, a link or an advert: the greeting has none', async () => {
    for (const firstName of ['<i>Jan</i>', 'see evil.example', 'http://x.example', 'Cheap pills here now']) {
      const mail = await whitePaperMail({ to: 'jan@example.de', firstName, locale: 'de', downloadUrl: 'https://x' });
      expect(mail.text.split('\n')[0]).toBe('Hallo,');
      expect(mail.html).not.toMatch(/Jan|evil|x\.example|pills/);
    }
  });

  it('has its own wording in each language', async () => {
    const subjects = await Promise.all(
      (['en', 'de', 'fr', 'nl'] as const).map(
        async (locale) => (await whitePaperMail({ to: 'a@b.co', firstName: 'A', locale, downloadUrl: 'https://x' })).subject,
      ),
    );
    expect(new Set(subjects).size).toBe(4);
  });
});

describe('marketing confirmation mail', () => {
  const links = {
    confirmUrl: 'https://granite.test/de/email/confirm?token=abc',
    unsubscribeUrl: 'https://granite.test/de/email/unsubscribe?token=def',
    oneClickUnsubscribeUrl: 'https://granite.test/api/marketing/unsubscribe?token=def&lang=de',
  };

  it('asks to confirm in the visitor language and carries one-click unsubscribe (RFC 8058) and a visible link', async () => {
    const mail = await marketingConfirmationMail({ to: 'jan@example.de', firstName: 'Jan', locale: 'de', ...links });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Einwilligung in Marketing-E-Mails von Granite Digital');
    // German letters read on from the greeting's comma: the first line starts in lower case.
    expect(mail.text).toMatch(/^Hallo Jan,\n\nbei der Anforderung unseres Whitepapers haben Sie angegeben, /);
    expect(mail.text).toContain(`Einwilligung bestätigen: ${links.confirmUrl}`);
    expect(mail.text).toContain(`Hier können Sie sich abmelden: ${links.unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${links.confirmUrl}"`);
    expect(mail.html).toContain(`href="${links.unsubscribeUrl}" style="color:#4338ca;">Abmelden</a>`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('greets without a name that does not look like one', async () => {
    const mail = await marketingConfirmationMail({ to: 'a@b.co', firstName: 'www.spam.example', locale: 'fr', ...links });
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.html).not.toContain('spam');
  });
});

describe('development file transport', () => {
  it('writes one .eml per message and nothing more for a retry with the same key', async () => {
    const root = mkdtempSync(path.join(process.cwd(), '.tmp', 'mail-'));
    const dir = path.join(root, 'mail');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const transport = createFileTransport({ dir, from: 'Granite <hi@granite.test>' });
    const first = await transport.send({ ...message, subject: 'Grüße' }, { idempotencyKey: 'granite-outbox-1' });
    const again = await transport.send({ ...message, subject: 'Grüße' }, { idempotencyKey: 'granite-outbox-1' });
    expect(first).toEqual(again);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: team@granite.test\r\n');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Grüße').toString('base64')}?=`);
    expect(eml).toContain('<p>Hi</p>');
    expect(info).toHaveBeenCalledTimes(1);
    await transport.send({ ...message, headers: { 'List-Unsubscribe': '<https://x.test/u?t=1>' } }, { idempotencyKey: 'granite-outbox-2' });
    const second = readdirSync(dir).find((name) => name.includes('granite-outbox-2'))!;
    expect(readFileSync(path.join(dir, second), 'utf8')).toContain('\r\nList-Unsubscribe: <https://x.test/u?t=1>\r\n');
    info.mockRestore();
    rmSync(root, { recursive: true });
  });
});

describe('Resend transport', () => {
  let fake: FakeResend;
  beforeAll(async () => {
    fake = await startFakeResend();
  });
  afterAll(() => fake.close());
  const resend = (apiKey = fake.apiKey, baseUrl = fake.baseUrl) => createResendTransport({ apiKey, baseUrl, from: 'Granite <hi@granite.test>' });

  it('sends from the configured sender with the idempotency key and reply-to', async () => {
    const result = await resend().send({ ...message, replyTo: 'eve@example.com' }, { idempotencyKey: 'key-1' });
    expect(result).toEqual({ ok: true, id: fake.deliveries.at(-1)?.id });
    expect(fake.deliveries.at(-1)).toMatchObject({
      idempotencyKey: 'key-1',
      from: 'Granite <hi@granite.test>',
      to: ['team@granite.test'],
      replyTo: 'eve@example.com',
    });
  });

  it("passes extra headers (List-Unsubscribe) in the SDK's `headers` field", async () => {
    const headers = { 'List-Unsubscribe': '<https://x.test/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await resend().send({ ...message, headers }, { idempotencyKey: 'key-headers' });
    expect(fake.deliveries.at(-1)).toMatchObject({ idempotencyKey: 'key-headers', headers });
  });

  it('classifies failures as retryable or final', async () => {
    fake.script(
      { status: 500 },
      { status: 429, headers: { 'retry-after': '7' }, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'slow' } },
      { status: 422, body: { statusCode: 422, name: 'validation_error', message: 'bad to' } },
    );
    expect(await resend().send(message, { idempotencyKey: 'k2' })).toMatchObject({ ok: false, retryable: true });
    expect(await resend().send(message, { idempotencyKey: 'k3' })).toMatchObject({ ok: false, retryable: true, retryAfterMs: 7000 });
    expect(await resend().send(message, { idempotencyKey: 'k4' })).toMatchObject({ ok: false, retryable: false });
    expect(await resend('re_wrong').send(message, { idempotencyKey: 'k5' })).toMatchObject({ ok: false, retryable: false });
    expect(await resend(fake.apiKey, 'http://127.0.0.1:9').send(message, { idempotencyKey: 'k6' })).toMatchObject({
      ok: false,
      retryable: true,
    });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('sendWithin', () => {
  it('answers by its deadline even when the transport ignores the abort signal', async () => {
    let signal: AbortSignal | undefined;
    const stuck: MailTransport = {
      name: 'stuck',
      send: (_message, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
    };
    const started = Date.now();
    const result = await sendWithin(stuck, message, 'k', 200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ ok: false, retryable: true, error: 'no answer within 200 ms' });
    expect(signal?.aborted).toBe(true);
  });
});
