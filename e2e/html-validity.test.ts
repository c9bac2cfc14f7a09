import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import seed from '../lib/articles/seed/articles.json';
import { get } from './support';

const locales = ['en', 'de', 'fr', 'nl'];
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents', '/no-such-page'];

// Asynchronous on purpose: the checker runs for several seconds, and a test process whose event
// loop is blocked that long cannot retire its idle keep-alive connections. The server closes them
// after 5 s, and the next request went out on a closed one ("fetch failed: other side closed").
const run = promisify(execFile);

async function ensureJava() {
  if (
    await run('java', ['-version']).then(
      () => true,
      () => false,
    )
  )
    return;
  await run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null']);
}

// The W3C Nu HTML Checker (vnu-jar) over the served HTML of every page in every language.
describe('HTML validity', () => {
  it('every page passes the Nu HTML Checker with zero errors', { timeout: 180_000 }, async () => {
    await ensureJava();
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    for (const locale of locales) {
      for (const route of routes) {
        const file = join(dir, `${locale}${route.replaceAll('/', '_') || '_home'}.html`);
        writeFileSync(file, await (await get(`/${locale}${route}`)).text());
        files.push(file);
      }
      // The articles' pages: the index, one article and one topic.
      const first = (seed as unknown as { articles: { versions: Record<string, { slug: string }> }[] }).articles[0]!.versions[locale]!.slug;
      for (const path of ['/insights', `/insights/${first}`, '/insights/tag/ai-agents']) {
        const file = join(dir, `${locale}${path.replaceAll('/', '_')}.html`);
        writeFileSync(file, await (await get(`/${locale}${path}`)).text());
        files.push(file);
      }
    }
    // vnu exits 1 when it finds errors; its report is on stderr either way.
    const result = await run('java', ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 << 20,
    }).catch((failed: { stderr?: string }) => failed);
    const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: Array<{ url: string; message: string; extract?: string }> }).messages;
    expect(messages.map((m) => `${m.url.split('/').pop()}: ${m.message} … ${m.extract ?? ''}`)).toEqual([]);
  });

  // A Suspense boundary of more than 500 bytes on a page of more than 12.8 KB is sent by React as a
  // hidden segment that an inline script swaps in later: the contact form was invisible without
  // JavaScript and jumped into place after the first paint (a layout shift the visitor sees).
  it('sends every page whole, with nothing held back for a script to reveal', async () => {
    const heldBack: string[] = [];
    for (const locale of locales) {
      for (const route of routes) {
        const html = await (await get(`/${locale}${route}`)).text();
        if (html.includes('<template id="B:')) heldBack.push(`/${locale}${route}`);
      }
    }
    expect(heldBack).toEqual([]);
  });
});
