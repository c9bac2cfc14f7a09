import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { useBrowser } from './support';

// The abuse defences on real `next start` servers from the suite's build, each with its own
// data and settings: rate limits keyed on the socket address (a forged X-Forwarded-For buys
// nothing) or on our proxy's entry with TRUST_PROXY, the translated 429 notices, and the spam
// time trap telling a person (stored, mailed) from a script (answered, dropped).

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const servers: NextServer[] = [];
const dataDirs: string[] = [];

async function server(name: string, env: Record<string, string>): Promise<NextServer> {
  const dataDir = join('.tmp', `e2e-abuse-${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  dataDirs.push(dataDir);
  const started = await startNext({ distDir, env: { DATA_DIR: dataDir, SITE_URL: inject('siteURL'), ...env } });
  servers.push(started);
  return started;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A POST from a chosen loopback source address, like a second client on the network. */
function post(base: string, path: string, { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {}): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

/** How many requests pass before the first 429 (at most `max`). */
async function allowance(send: (i: number) => Promise<number>, max = 10): Promise<number> {
  for (let i = 0; i < max; i += 1) if ((await send(i)) === 429) return i;
  return max;
}

describe('rate limit on a real server', () => {
  let limited: NextServer;
  let proxied: NextServer;
  beforeAll(async () => {
    [limited, proxied] = await Promise.all([
      server('limited', { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '50' }),
      server('proxied', { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_HOUR: '50', TRUST_PROXY: '1' }),
    ]);
  }, 120_000);

  it('counts the connection, not a forged X-Forwarded-For', async () => {
    const spoofing = (i: number) => post(limited.url, '/api/contact', { headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` } });
    expect(await allowance(spoofing)).toBe(3);
    // Another machine (another source address) still has its own allowance.
    expect(await post(limited.url, '/api/contact', { from: '127.0.0.2' })).toBe(422);
    // The other endpoint counts separately.
    expect(await post(limited.url, '/submit')).toBe(422);
  });

  it('with TRUST_PROXY=1 counts the address our proxy appended, whatever the client prepended', async () => {
    const viaProxy = (client: string) => (i: number) => post(proxied.url, '/api/contact', { headers: { 'x-forwarded-for': `10.9.9.${i}, ${client}` } });
    expect(await allowance(viaProxy('203.0.113.10'))).toBe(3);
    expect(await post(proxied.url, '/api/contact', { headers: { 'x-forwarded-for': '203.0.113.11' } })).toBe(422);
  });

  it('answers 429 with Retry-After and the translated text', async () => {
    const response = await fetch(`${limited.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'NEXT_LOCALE=de' },
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: de.ApiErrors.tooManyRequests });
  });

  it('shows a friendly, translated notice in the contact form', async () => {
    const page = await browser.newPage({ baseURL: limited.url, viewport: { width: 1280, height: 900 } });
    await page.goto('/fr/contact', { waitUntil: 'networkidle' });
    await fillContact(page, fr, 'Rate');
    await page.getByRole('button', { name: fr.ContactForm.submit }).click();
    const notices = page.getByRole('region', { name: new RegExp(fr.ContactForm.notifications) });
    await notices.getByText(fr.ContactForm.error.rateLimited, { exact: true }).waitFor();
    expect(await notices.getByText(fr.ContactForm.error.title, { exact: true }).isVisible()).toBe(true);
    expect(await notices.getByText(/429/).count()).toBe(0);
  });

  it('shows a friendly, translated notice in the white-paper modal', async () => {
    expect(await allowance(() => post(limited.url, '/submit'))).toBeLessThanOrEqual(3);
    const page = await browser.newPage({ baseURL: limited.url, viewport: { width: 1280, height: 900 } });
    await page.goto('/de/diy-agents', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: de.DownloadForm.open }).first().click();
    const dialog = page.getByRole('dialog', { name: de.DownloadForm.title });
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field(de.DownloadForm.firstName).fill('Rate');
    await field(de.DownloadForm.lastName).fill('Limit');
    await field(de.DownloadForm.email).fill('rate@example.com');
    await field(de.DownloadForm.company).fill('Limit GmbH');
    await dialog.getByRole('checkbox', { name: de.DownloadForm.agreePrivacy, exact: true }).check();
    await dialog.getByRole('button', { name: de.DownloadForm.submit, exact: true }).click();
    await page.getByText(de.DownloadForm.error.rateLimited, { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });
});

async function fillContact(page: Page, m: typeof en, firstName: string, pauseAfterFirstFieldMs = 0) {
  const form = page.getByRole('region', { name: m.ContactPage.form.title });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field(m.ContactForm.firstName).fill(firstName);
  if (pauseAfterFirstFieldMs) await page.waitForTimeout(pauseAfterFirstFieldMs);
  await field(m.ContactForm.lastName).fill('Tester');
  await field(m.ContactForm.email).fill(`${firstName.toLowerCase()}@example.com`);
  await field(m.ContactForm.message).fill('Please tell me more about your services.');
}

describe('spam traps on a real server', () => {
  let open: NextServer;
  let mailDir: string;
  beforeAll(async () => {
    open = await server('open', { RATE_LIMIT_DISABLED: '1' });
    mailDir = join(dataDirs.at(-1)!, 'mail');
  }, 120_000);

  const mailsMentioning = (text: string) =>
    existsSync(mailDir) ? readdirSync(mailDir).filter((file) => readFileSync(join(mailDir, file), 'utf8').includes(text)) : [];

  async function sendContact(firstName: string, pauseMs: number, { freshToken = false } = {}) {
    const page = await browser.newPage({ baseURL: open.url, viewport: { width: 1280, height: 900 } });
    if (freshToken) {
      // A script's pace without depending on how fast this machine fills the fields: the form's
      // token is swapped for one the server issues a moment before the submission arrives.
      await page.route('**/api/contact', async (route) => {
        const { token } = (await (await fetch(`${open.url}/api/form-token`)).json()) as { token: string };
        await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), formToken: token }) });
      });
    }
    await page.goto('/en/contact', { waitUntil: 'networkidle' });
    await fillContact(page, en, firstName, pauseMs);
    await page.getByRole('button', { name: en.ContactForm.submit }).click();
    await page
      .getByRole('region', { name: new RegExp(en.ContactForm.notifications) })
      .getByText(en.ContactForm.success.title, { exact: true })
      .waitFor();
  }

  it('stores and mails a form filled at a person’s pace', async () => {
    await sendContact('Personpace', 2_500);
    expect(mailsMentioning('Name: Personpace Tester')).toHaveLength(1);
  });

  it('thanks a form filled faster than a person can, but stores and mails nothing', async () => {
    await sendContact('Scriptpace', 0, { freshToken: true });
    expect(mailsMentioning('Scriptpace')).toEqual([]);
  });

  it('answers a lone UTF-16 surrogate in any text field of either form with a field error, never an outage', async () => {
    const forms = [
      {
        path: '/api/contact',
        valid: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'ACME', message: 'A message of some length.' },
      },
      {
        path: '/submit',
        valid: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'ACME', agreeMarketing: false, agreePrivacy: true },
      },
    ];
    // Text around one or two lone halves of a pair, never completed by a neighbour.
    const withLoneSurrogate = fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.boolean())
      .map(([text, unit, doubled]) => `Ab${String.fromCharCode(unit).repeat(doubled ? 2 : 1)}cd ${text}`.slice(0, 60));
    for (const form of forms) {
      const fields = Object.keys(form.valid).filter((field) => typeof form.valid[field as keyof typeof form.valid] === 'string');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), withLoneSurrogate, async (field, bad) => {
          const { token } = (await (await fetch(`${open.url}/api/form-token`)).json()) as { token: string };
          const body = { ...form.valid, [field]: field === 'email' ? `${bad}@example.com` : `${bad} and more`, formToken: token, referenceCode: '' };
          const response = await fetch(`${open.url}${form.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: open.url },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { error: string; issues?: { field: string }[] };
          expect(response.status, `${form.path} ${field}: ${JSON.stringify(answer)}`).toBe(422);
          expect(answer.issues?.map((issue) => issue.field)).toContain(field);
        }),
        { numRuns: 25 },
      );
    }
    expect(mailsMentioning('Lovelace')).toEqual([]);
  });

  it('keeps the honeypot out of reach: hidden, untabbable, unlabelled for assistive tech', async () => {
    const page = await browser.newPage({ baseURL: open.url, viewport: { width: 1280, height: 900 } });
    await page.goto('/en/contact', { waitUntil: 'networkidle' });
    const trap = page.locator('input[name="referenceCode"]');
    expect(await trap.count()).toBe(1);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.getByRole('textbox', { name: en.ContactForm.honeypot }).count()).toBe(0);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
  });
});
