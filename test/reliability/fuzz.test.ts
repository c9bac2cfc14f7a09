import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as downloadPost } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { useTestDatabases } from '@/test/databases';
import { formToken, TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

// Property-based fuzzing of both form endpoints, called directly against an embedded database:
// whatever arrives (any JSON, any field type, huge or odd Unicode strings, prototype-pollution
// keys, wrong content types, truncated or non-UTF-8 bodies, foreign origins), the answer is one
// of the documented statuses in the one error shape, never a 5xx, and nothing is stored unless
// the submission is valid. `npm test` runs a few hundred cases; FUZZ_RUNS=10000 for the full run.

vi.mock('server-only', () => ({}));

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const dbs = useTestDatabases();
const env = useFormEnvironment();

type Endpoint = {
  name: string;
  post: (request: Request) => Promise<Response>;
  url: string;
  fields: string[];
  valid: fc.Arbitrary<Record<string, unknown>>;
  stored: (db: Database) => Promise<number>;
};

// Text a person could type: any Unicode letters, marks, emoji, spaces, inside the length limits.
const text = (min: number, max: number) =>
  fc.string({ unit: 'grapheme', minLength: min, maxLength: max }).filter((value) => {
    const trimmed = value.trim();
    return trimmed.length >= min && value.length <= max;
  });
// Addresses the form's own e-mail rule accepts (RFC 5322 allows more, e.g. `!@a.aa`).
const email = fc.emailAddress().filter((address) => address.length <= 254 && z.email().safeParse(address).success);

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/contact',
    post: contactPost,
    url: `${TEST_SITE_URL}/api/contact`,
    fields: ['firstName', 'lastName', 'email', 'company', 'service', 'message', 'referenceCode', 'formToken'],
    valid: fc.record(
      {
        firstName: text(1, 40),
        lastName: text(1, 40),
        email,
        company: fc.option(text(0, 60), { nil: undefined }),
        service: fc.constantFrom(undefined, '', 'ai-marketing', 'web-design', 'translation', 'strategy', 'content', 'analytics'),
        message: text(10, 400),
      },
      { requiredKeys: ['firstName', 'lastName', 'email', 'message'] },
    ),
    stored: (db) => db.prisma.contactSubmission.count(),
  },
  {
    name: 'POST /submit',
    post: downloadPost,
    url: `${TEST_SITE_URL}/submit`,
    fields: ['firstName', 'lastName', 'email', 'company', 'agreeMarketing', 'agreePrivacy', 'referenceCode', 'formToken'],
    valid: fc.record({
      firstName: text(1, 40),
      lastName: text(1, 40),
      email,
      company: text(1, 60),
      agreeMarketing: fc.boolean(),
      agreePrivacy: fc.constant(true),
    }),
    stored: (db) => db.prisma.downloadSubmission.count(),
  },
];

const hostileStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ minLength: 4_000, maxLength: 9_000 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    'Eve\r\nBcc: victim@example.com',
    "'; DROP TABLE contact_submissions; --",
    '\u0000\u0001\u001f',
    '\u202e\u2028\u2029\ufeff',
    '\ud800',
    '{{constructor.constructor("alert(1)")()}}',
    'x'.repeat(6_000),
    '💥'.repeat(1_500),
  ),
);
/**
 * Text with at least one lone UTF-16 surrogate (high or low, at any position, next to letters,
 * emoji or another half): what no person types, and what PostgreSQL's json cannot hold.
 */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const withLoneSurrogate = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), loneSurrogate, fc.string({ unit: 'grapheme', maxLength: 20 }), fc.boolean())
  // Never completed into a pair by its neighbour: a high half is followed, a low one preceded, by a letter.
  .map(([before, half, after, doubled]) => `${before}x${half}${doubled ? half : ''}x${after}`);
const textFields = (endpoint: Endpoint) =>
  endpoint.fields.filter((field) => !['service', 'agreeMarketing', 'agreePrivacy', 'referenceCode', 'formToken'].includes(field));

const anyValue = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 1, arbitrary: withLoneSurrogate },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}) },
);
const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isAdmin');

/** JSON text with the keys exactly as given: `__proto__` stays an ordinary key on the wire. */
const jsonObject = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

type Body =
  | { kind: 'valid'; text: string; value: Record<string, unknown> }
  | { kind: 'fields' | 'json' | 'truncated' | 'huge'; text: string; token: boolean }
  | { kind: 'bytes'; bytes: Uint8Array };

const bodyFor = (endpoint: Endpoint): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: endpoint.valid.map((value): Body => {
        const complete = { ...value, referenceCode: '', formToken: formToken() };
        return { kind: 'valid', text: JSON.stringify(complete), value: complete };
      }),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          endpoint.valid,
          fc.array(fc.tuple(fc.constantFrom(...endpoint.fields), anyValue), { maxLength: 4 }),
          fc.array(fc.tuple(pollutionKeys, anyValue), { maxLength: 2 }),
          fc.boolean(),
        )
        .map(([base, replaced, extra, withToken]): Body => {
          const token = withToken ? formToken() : undefined;
          const entries = new Map<string, unknown>(Object.entries({ ...base, formToken: token }));
          for (const [key, value] of replaced) entries.set(key, value);
          // Would a valid form with these traps be stored? Only with our token and no honeypot text.
          const trapsPass = token !== undefined && entries.get('formToken') === token && !entries.get('referenceCode');
          return { kind: 'fields', text: jsonObject([...entries, ...extra]), token: trapsPass };
        }),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): Body => ({ kind: 'json', text: JSON.stringify(value), token: false })) },
    {
      weight: 2,
      arbitrary: fc.tuple(endpoint.valid, fc.double({ min: 0, max: 1, noNaN: true })).map(([value, cut]): Body => {
        const full = JSON.stringify({ ...value, formToken: formToken() });
        return { kind: 'truncated', text: full.slice(0, Math.floor(full.length * cut)), token: true };
      }),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes): Body => ({ kind: 'bytes', bytes })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 33 * 1024, max: 200 * 1024 })
        .map((size): Body => ({ kind: 'huge', text: JSON.stringify({ message: 'm'.repeat(size) }), token: false })),
    },
  );

const headersArbitrary = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'application/json-seq',
  ),
  origin: fc.constantFrom(undefined, undefined, TEST_SITE_URL, 'https://evil.example', 'null', 'https://granite.test.evil.example', 'http://granite.test'),
  fetchSite: fc.constantFrom(undefined, undefined, 'same-origin', 'none', 'same-site', 'cross-site'),
});

const isJson = (type: string | undefined) => type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
const crossSite = ({ origin, fetchSite }: { origin?: string; fetchSite?: string }) =>
  (origin !== undefined && origin !== TEST_SITE_URL) || fetchSite === 'same-site' || fetchSite === 'cross-site';

describe.each(endpoints)('$name under fuzzing', (endpoint) => {
  let db: Database;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  beforeAll(async () => {
    db = await dbs.open('pglite');
  });
  beforeEach(() => {
    useDatabaseForTests(db);
  });

  it(
    `answers ${RUNS} generated requests only with documented statuses, and stores only valid submissions`,
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const info = vi.spyOn(console, 'info').mockImplementation(() => {});
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint), headersArbitrary, async (body, headers) => {
          const before = await endpoint.stored(db);
          const mailBefore = env.fake.requests.length;
          const request = new Request(endpoint.url, {
            method: 'POST',
            headers: {
              ...(headers.contentType ? { 'content-type': headers.contentType } : {}),
              ...(headers.origin ? { origin: headers.origin } : {}),
              ...(headers.fetchSite ? { 'sec-fetch-site': headers.fetchSite } : {}),
            },
            body: body.kind === 'bytes' ? Uint8Array.from(body.bytes) : body.text,
          });
          const response = await endpoint.post(request);
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          const answer = (await response.json()) as Record<string, unknown>;
          const added = (await endpoint.stored(db)) - before;

          // Never an error of ours, never polluted prototypes.
          expect(response.status).toBeLessThan(500);
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

          const expected = crossSite(headers)
            ? [403]
            : !isJson(headers.contentType)
              ? [415]
              : body.kind === 'valid'
                ? [200]
                : body.kind === 'huge'
                  ? [413]
                  : body.kind === 'truncated' || body.kind === 'bytes'
                    ? [400, 422, 200]
                    : [422, 200];
          expect(expected, JSON.stringify(answer)).toContain(response.status);

          if (response.status === 200) {
            // A valid form: stored once unless a spam trap caught it (no or a forged token).
            expect(added).toBe(body.kind === 'valid' || ('token' in body && body.token) ? 1 : 0);
            expect(answer.error).toBeUndefined();
          } else {
            expect(added).toBe(0);
            expect(env.fake.requests.length).toBe(mailBefore);
            expect(Object.keys(answer).sort()).toEqual(response.status === 422 ? ['error', 'issues'] : ['error']);
            expect(answer.error).toEqual(expect.any(String));
            if (response.status === 422) {
              for (const issue of answer.issues as unknown[]) expect(issue).toEqual({ field: expect.any(String), message: expect.any(String) });
            }
          }
          if (body.kind === 'valid' && response.status === 200) {
            const row = await (endpoint.name.includes('contact')
              ? db.prisma.contactSubmission.findFirstOrThrow({ orderBy: { id: 'desc' } })
              : db.prisma.downloadSubmission.findFirstOrThrow({ orderBy: { id: 'desc' } }));
            expect(row.firstName).toBe(String(body.value.firstName).trim());
            expect(row.email).toBe(String(body.value.email).trim());
          }
        }),
        { numRuns: RUNS },
      );
      // The run covered the interesting answers, not only one of them.
      for (const status of [200, 403, 415, 422]) expect(seen.get(status) ?? 0, `status ${status} in ${JSON.stringify([...seen])}`).toBeGreaterThan(0);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      info.mockRestore();
    },
    60_000 + RUNS * 100,
  );

  it(
    'answers a lone surrogate in any text field with a field error (422), and stores nothing',
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      await fc.assert(
        fc.asyncProperty(endpoint.valid, fc.constantFrom(...textFields(endpoint)), withLoneSurrogate, async (value, field, bad) => {
          const before = await endpoint.stored(db);
          const body = { ...value, [field]: field === 'email' ? `${bad}@example.com` : bad.padEnd(12, 'x'), referenceCode: '', formToken: formToken() };
          const response = await endpoint.post(
            new Request(endpoint.url, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_SITE_URL }, body: JSON.stringify(body) }),
          );
          const answer = (await response.json()) as { error: string; issues?: { field: string }[] };
          expect(response.status, JSON.stringify(answer)).toBe(422);
          expect(answer.issues?.map((issue) => issue.field)).toContain(field);
          expect(await endpoint.stored(db)).toBe(before);
        }),
        { numRuns: Math.max(50, Math.round(RUNS / 10)) },
      );
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
    60_000 + RUNS * 20,
  );
});
