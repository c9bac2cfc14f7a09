import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { installBeaconHook } from '@/lib/insights/beacon-hook';
import { flushCounts } from '@/lib/insights/record';
import { stampPeerAddresses } from '@/lib/rate-limit/peer-address';
import { engines, useTestDatabases } from '@/test/databases';
import { useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// POST /api/beacon answered in the server's request hook, before Next.js: a real node:http server
// with the hooks installed as instrumentation.ts installs them, and a stand-in for Next.js that
// notes every request reaching it. Sent over HTTP as a browser sends it.

const dbs = useTestDatabases();
useFormEnvironment();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const view = { t: 'view', path: '/fr/services', device: 'mobile', referrer: 'www.google.nl', utmSource: null };

let server: Server;
let origin: string;
/** Requests that went past the hooks, to "Next.js". */
const reachedNext: string[] = [];

beforeAll(async () => {
  stampPeerAddresses();
  installBeaconHook();
  server = createServer((request, response) => {
    reachedNext.push(`${request.method} ${request.url}`);
    request.resume();
    response.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request over a fresh connection; `chunks` are written one by one (no Content-Length unless given). */
function send(options: { method?: string; path?: string; headers?: Record<string, string>; chunks?: string[] }): Promise<Answer> {
  const { method = 'POST', path = '/api/beacon', chunks = [] } = options;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}${path}`,
      {
        method,
        agent: false,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, origin, 'x-forwarded-for': '203.0.113.20', ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    // The server may answer and close before the whole of an oversized body is written.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const beacon = (body: unknown, headers: Record<string, string> = {}) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return send({ headers: { 'content-length': String(Buffer.byteLength(text)), ...headers }, chunks: [text] });
};

describe.each(engines)('POST /api/beacon in the request hook on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(() => {
    useDatabaseForTests(db);
    reachedNext.length = 0;
  });
  const total = async () => (await db.prisma.pageViewDay.aggregate({ _sum: { views: true } }))._sum.views ?? 0;

  it('answers a beacon with an empty 204 before Next.js, counts it once, in a batch, and sets no cookie', async () => {
    const answer = await beacon(view);
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['set-cookie']).toBeUndefined();
    // The headers next.config.ts gives every answer of Next.js's.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reachedNext).toEqual([]);
    // In memory until its batch is written.
    expect(await total()).toBe(0);
    await flushCounts(db.prisma);
    await flushCounts(db.prisma);
    const rows = await db.prisma.pageViewDay.findMany();
    expect(rows.map(({ path, locale, source, channel, device, views }) => ({ path, locale, source, channel, device, views }))).toEqual([
      { path: '/fr/services', locale: 'fr', source: 'Google', channel: 'organic-search', device: 'mobile', views: 1 },
    ]);
  });

  it('refuses malformed, oversized, foreign and odd beacons before anything is counted, and never passes them on', async () => {
    const before = await total();
    expect((await beacon('{"t":"view",')).status).toBe(400);
    expect((await beacon('\xff\xfe')).status).toBe(400);
    expect((await beacon({ ...view, path: '/de/team/leads' })).status).toBe(422);
    expect((await beacon({ ...view, extra: 'x' })).status).toBe(422);
    expect((await beacon(view, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await beacon(view, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    // Declared too large: refused unread, and the connection is not kept for the rest.
    const declared = await send({ headers: { 'content-length': '5000' }, chunks: ['x'.repeat(5000)] });
    expect(declared.status).toBe(413);
    expect(declared.headers.connection).toBe('close');
    // Undeclared (chunked) and too large: reading stops past 1 KiB.
    const chunked = await send({ chunks: ['{"t":"view","path":"', 'x'.repeat(1100), '"}', 'y'.repeat(50_000)] });
    expect(chunked.status).toBe(413);
    expect(chunked.headers.connection).toBe('close');
    // The answer's shape is the API's own: { error } in the visitor's language.
    expect(JSON.parse(chunked.body)).toEqual({ error: expect.any(String) });
    expect(reachedNext).toEqual([]);
    await flushCounts(db.prisma);
    expect(await total()).toBe(before);
  });

  it('leaves other requests to Next.js: another method, another path', async () => {
    await send({ method: 'GET' });
    await send({ path: '/api/beacons', chunks: [JSON.stringify(view)] });
    await send({ path: '/api/beacon/x', chunks: [JSON.stringify(view)] });
    expect(reachedNext).toEqual(['GET /api/beacon', 'POST /api/beacons', 'POST /api/beacon/x']);
  });
});

describe('POST /api/beacon in the request hook: allowance', () => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open('pglite');
    vi.stubEnv('RATE_LIMIT_DISABLED', '');
    vi.stubEnv('TRUST_PROXY', '1');
    resetEnvForTests();
  });
  afterAll(() => {
    vi.stubEnv('RATE_LIMIT_DISABLED', '1');
    vi.stubEnv('TRUST_PROXY', '0');
    resetEnvForTests();
  });
  beforeEach(() => {
    useDatabaseForTests(db);
    reachedNext.length = 0;
  });

  it('refuses a sender past its allowance with 429 at once (no queue, no rate-limit row), counting only what it admitted; other senders unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 63; i++) statuses.push((await beacon(view, { 'x-forwarded-for': '198.51.100.77' })).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429, 429]);
    const refused = await beacon(view, { 'x-forwarded-for': '198.51.100.77' });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await beacon(view, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(204);
    await flushCounts(db.prisma);
    expect((await db.prisma.pageViewDay.aggregate({ _sum: { views: true } }))._sum.views).toBe(61);
    expect(await db.prisma.rateLimit.count()).toBe(0);
    expect(reachedNext).toEqual([]);
  });
});
