import { connect } from 'node:net';
import { canonicalTarget } from '../lib/page-cache/canonical-path';

// The corpus of request shapes the page-cache e2e sends at every kind of shared page: other
// spellings of its path × methods × router variants, each carrying a token in its query, its
// headers and its cookies. Sent as raw HTTP (fetch and Node's client normalise paths).

export type RawAnswer = { status: number; headers: Record<string, string> };

/** One request, its target exactly as given, read up to the end of the response's headers. */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!Number.isInteger(status)) return reject(new Error(`no status for ${method} ${target}: ${JSON.stringify(received.slice(0, 200))}`));
      const answer: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) answer[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status, headers: answer });
    });
  });
}

/** Other spellings of `page` ("/de/about", "/sitemap.xml"): dot segments anywhere, encodings, slashes, parameters, backslashes, trailing dots. */
export function spellingsOf(page: string): string[] {
  const segments = page.slice(1).split('/');
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const at = (index: number, spell: (segment: string) => string) => join(segments.map((segment, where) => (where === index ? spell(segment) : segment)));
  const encodeFirst = (segment: string, lower: boolean) => {
    const hex = segment.charCodeAt(0).toString(16);
    return `%${lower ? hex : hex.toUpperCase()}${segment.slice(1)}`;
  };
  const spellings = new Set<string>([page]);
  for (let index = 0; index < segments.length; index++) {
    spellings.add(at(index, (segment) => `./${segment}`));
    spellings.add(at(index, (segment) => `x/../${segment}`));
    spellings.add(at(index, (segment) => `%2e/${segment}`));
    spellings.add(at(index, (segment) => `%2E/${segment}`));
    spellings.add(at(index, (segment) => `x/%2e%2e/${segment}`));
    spellings.add(at(index, (segment) => `x/%2E%2e/${segment}`));
    spellings.add(at(index, (segment) => `%252e/${segment}`));
    spellings.add(at(index, (segment) => `/${segment}`));
    spellings.add(at(index, (segment) => `${segment};x=1`));
    spellings.add(at(index, (segment) => `${segment}.`));
    spellings.add(at(index, (segment) => encodeFirst(segment, true)));
    spellings.add(at(index, (segment) => encodeFirst(segment, false)));
    if (index > 0) spellings.add(`${join(segments.slice(0, index))}\\${segments.slice(index).join('/')}`);
  }
  for (const tail of ['/', '/.', '//', '/..', '..', '.', ';', ';jsessionid=abc']) spellings.add(`${page}${tail}`);
  spellings.add(`/${page}`);
  spellings.add(`/./${page.slice(1)}`);
  return [...spellings];
}

export const routerVariants: Record<string, string>[] = [
  {},
  { rsc: '1' },
  { rsc: '1', 'next-router-prefetch': '1' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
];

/** Every request of the corpus for `pages`, each carrying `token` everywhere a request can. */
export function corpus(pages: string[], token: string): { method: string; target: string; headers: Record<string, string> }[] {
  const hostile = {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'x-forwarded-host': `${token}.example`,
    'content-security-policy': `script-src 'nonce-${token}'`,
    cookie: `granite_publish=1; granite_team=${token}; __prerender_bypass=${token}`,
  };
  return pages.flatMap((page) =>
    spellingsOf(page).flatMap((spelled) =>
      ['GET', 'HEAD'].flatMap((method) =>
        routerVariants.map((router) => ({
          method,
          target: `${spelled}?token=${token}&_rsc=${token}`,
          headers: { ...hostile, ...router, 'next-url': `/${token}` },
        })),
      ),
    ),
  );
}

/** What the server must have answered: a 308 to the canonical spelling, a 400, or (only for the canonical path itself) anything but a server error. */
export function answerProblem(target: string, answer: RawAnswer): string | undefined {
  const verdict = canonicalTarget(target);
  if (answer.status >= 500) return `${target}: ${answer.status}`;
  if (verdict.verdict === 'bad' && answer.status !== 400) return `${target}: ${answer.status}, not 400`;
  if (verdict.verdict === 'redirect' && (answer.status !== 308 || answer.headers.location !== verdict.location))
    return `${target}: ${answer.status} ${answer.headers.location}, not 308 ${verdict.location}`;
  return undefined;
}

/** Sends every request, a few at a time, and returns the problems with the answers. */
export async function sendCorpus(port: number, requests: ReturnType<typeof corpus>, parallel = 12): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await rawRequest(port, request.method, request.target, request.headers);
      const problem = answerProblem(request.target, answer);
      if (problem) problems.push(`${request.method} ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return problems;
}

// What a visitor gets from a server, and the team's calls the page-cache tests make.

export type Copy = { status: number; cache: string | null; body: string; policies: string[] };

export async function fetchCopy(origin: string, target: string, headers: Record<string, string> = {}): Promise<Copy> {
  const response = await fetch(origin + target, { headers });
  const policies = [...response.headers].filter(([name]) => name === 'content-security-policy').map(([, value]) => value);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), body: await response.text(), policies };
}

/** What the next visitor gets: the page, and the payload a client-side navigation fetches. */
export async function sharedCopyOf(origin: string, page: string): Promise<{ html: Copy; rsc: Copy }> {
  return { html: await fetchCopy(origin, page), rsc: await fetchCopy(origin, page, { rsc: '1' }) };
}

/** Inline scripts of the page its one policy does not allow (throws unless there is exactly one policy). */
export function scriptsOutsidePolicy(copy: Copy, inlineScripts: (html: string) => string[], hash: (script: string) => string): string[] {
  if (copy.policies.length !== 1) throw new Error(`${copy.policies.length} policies`);
  const sources = /script-src ([^;]+)/.exec(copy.policies[0]!)![1]!.split(' ');
  return inlineScripts(copy.body)
    .filter((script) => !sources.includes(`'${hash(script)}'`))
    .map((script) => script.slice(0, 160));
}

export async function signInAs(origin: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/team/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, locale: 'en' }),
    redirect: 'manual',
  });
  const cookie = /granite_team=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** Saves `text` as a draft of `key` and publishes it; throws unless both succeed. */
export async function publishTextAs(origin: string, cookie: string, locale: string, key: string, text: string): Promise<void> {
  const post = (route: string, body: object) =>
    fetch(`${origin}/api/team/copy/${route}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (const [route, body] of [
    ['drafts', { locale, key, text }],
    ['publish', { locale, keys: [key] }],
  ] as const) {
    const response = await post(route, body);
    if (response.status !== 200) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  }
}
