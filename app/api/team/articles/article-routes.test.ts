import fc from 'fast-check';
import sharp from 'sharp';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as imageGet } from '@/app/api/article-images/[id]/route';
import { POST as imagePost } from '@/app/api/team/articles/images/route';
import { POST as publishPost } from '@/app/api/team/articles/publish/route';
import { POST as revertPost } from '@/app/api/team/articles/revert/route';
import { POST as savePost } from '@/app/api/team/articles/route';
import { POST as schedulePost } from '@/app/api/team/articles/schedule/route';
import { publishDueArticlesNow } from '@/lib/articles/startup';
import { useDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import type { Database } from '@/lib/db/connection';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));
const expired = vi.hoisted(() => [] as string[]);
// Expiry needs a running page cache; what matters here is what it is asked to expire.
vi.mock('@/lib/page-cache', async (original) => ({
  ...(await original<typeof import('@/lib/page-cache')>()),
  expirePages: async (paths: readonly string[]) => void expired.push(...paths),
}));

// The article routes: members only, same site only, JSON in and out, and garbage
// answered with a 4xx, never a 5xx. PGlite only: the store's queries run on both engines in
// lib/articles/store.test.ts.

const dbs = useTestDatabases();
useFormEnvironment();

type Handler = (request: Request) => Promise<Response>;
const post = (
  handler: Handler,
  path: string,
  body: BodyInit,
  { cookie, origin = TEST_SITE_URL, type = 'application/json' }: { cookie?: string; origin?: string; type?: string } = {},
) =>
  handler(
    new Request(`${TEST_SITE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, origin, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
      body,
    }),
  );
const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('the article routes', () => {
  let db: Database;
  let token: string;

  beforeAll(async () => {
    db = await dbs.open('pglite');
    useDatabaseForTests(db);
    const user = await db.prisma.user.create({ data: { username: 'editor', password: 'x' } });
    token = (await createSession(db.prisma, user.id, null)).token;
  });

  it('answers 401 without a session and 403 from another site, on every route', async () => {
    const routes: [Handler, string][] = [
      [savePost, '/api/team/articles'],
      [publishPost, '/api/team/articles/publish'],
      [schedulePost, '/api/team/articles/schedule'],
      [revertPost, '/api/team/articles/revert'],
      [imagePost, '/api/team/articles/images'],
    ];
    for (const [handler, path] of routes) {
      expect((await post(handler, path, '{}')).status, path).toBe(401);
      expect((await post(handler, path, '{}', { cookie: token, origin: 'https://evil.example' })).status, path).toBe(403);
    }
  });

  it('saves, publishes and expires exactly the pages of that language that show the article', async () => {
    const saved = await post(
      savePost,
      '/api/team/articles',
      JSON.stringify({ locale: 'en', slug: 'route-test', title: 'Route test', summary: 'Sum', body: doc('Hello'), tags: ['Testing'] }),
      { cookie: token },
    );
    expect(saved.status).toBe(200);
    const { articleId } = (await saved.json()) as { articleId: number };
    expired.length = 0;
    const published = await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'en' }), { cookie: token });
    expect(published.status).toBe(200);
    // One index page more than today's count: a publish may just have made it.
    expect(expired.sort()).toEqual(
      ['/en', '/en/insights', '/en/insights/page/2', '/en/insights/feed.xml', '/en/insights/route-test', '/en/insights/tag/testing', '/sitemap.xml'].sort(),
    );
    expect(await db.prisma.auditEntry.count({ where: { action: 'article-publish' } })).toBe(1);
    // German before it exists: refused with the store's code.
    const german = await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'de' }), { cookie: token });
    expect(german.status).toBe(422);
    expect(await german.json()).toEqual({ error: 'unknown-article' });
  });

  it('refuses a body with a script link or a foreign image', async () => {
    for (const body of [
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
      },
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x', width: 1, height: 1 } }] },
      { type: 'doc', content: [{ type: 'image', attrs: { src: '/api/article-images/999999', alt: 'x', width: 1, height: 1 } }] },
    ]) {
      const response = await post(savePost, '/api/team/articles', JSON.stringify({ locale: 'en', slug: 'bad-body', title: 'T', summary: 'S', body }), {
        cookie: token,
      });
      expect(response.status).toBe(422);
      expect(['invalid-body', 'image-missing']).toContain(((await response.json()) as { error: string }).error);
    }
  });

  it('stores an uploaded image re-encoded, and refuses what is not one', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const stored = await post(imagePost, '/api/team/articles/images', new Uint8Array(png), { cookie: token, type: 'image/png' });
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ width: 40, height: 20, src: expect.stringMatching(/^\/api\/article-images\/\d+$/) });
    const html = await post(imagePost, '/api/team/articles/images', '<html><script>alert(1)</script></html>', { cookie: token, type: 'image/png' });
    expect(html.status).toBe(422);
    const big = await post(imagePost, '/api/team/articles/images', new Uint8Array(8 * 1024 * 1024 + 1), { cookie: token, type: 'image/png' });
    expect(big.status).toBe(413);
  });

  it("keeps a draft's image to members until a published version shows it", async () => {
    const png = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    const { id, src, width, height } = (await (
      await post(imagePost, '/api/team/articles/images', new Uint8Array(png), { cookie: token, type: 'image/png' })
    ).json()) as { id: number; src: string; width: number; height: number };
    const fetchImage = (cookie?: string, query = '') =>
      imageGet(new Request(`${TEST_SITE_URL}${src}${query}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }), {
        params: Promise.resolve({ id: String(id) }),
      });
    // A stranger guessing the next id learns nothing: the same 404 as for an id never used.
    const stranger = await fetchImage();
    expect(stranger.status).toBe(404);
    const never = await imageGet(new Request(`${TEST_SITE_URL}/api/article-images/999999`), { params: Promise.resolve({ id: '999999' }) });
    expect([stranger.status, stranger.headers.get('cache-control')]).toEqual([never.status, never.headers.get('cache-control')]);
    expect((await fetchImage(undefined, '?w=480')).status).toBe(404);
    const member = await fetchImage(token);
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    // In a draft: still the team's.
    const image = { type: 'image', attrs: { src, alt: 'A chart', width, height } };
    const saved = await post(
      savePost,
      '/api/team/articles',
      JSON.stringify({ locale: 'en', slug: 'image-privacy', title: 'Image privacy', summary: 'S', body: { type: 'doc', content: [image] } }),
      { cookie: token },
    );
    const { articleId } = (await saved.json()) as { articleId: number };
    expect((await fetchImage()).status).toBe(404);
    // Published: everyone's, cacheable.
    expect((await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'en' }), { cookie: token })).status).toBe(200);
    const visitor = await fetchImage();
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toMatch(/^public/);
    // Published again without it: the team's once more.
    await post(
      savePost,
      '/api/team/articles',
      JSON.stringify({ articleId, locale: 'en', slug: 'image-privacy', title: 'Image privacy', summary: 'S', body: doc('No image now') }),
      { cookie: token },
    );
    await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'en' }), { cookie: token });
    expect((await fetchImage()).status).toBe(404);
  });

  it('never answers 5xx to garbage on the save route', async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc.string(),
      fc
        .record(
          {
            articleId: fc.oneof(fc.integer(), fc.constant(-1), fc.constant(2 ** 40)),
            locale: fc.constantFrom('en', 'de', 'xx', ''),
            slug: field,
            title: field,
            summary: field,
            body: fc.jsonValue({ maxDepth: 5 }),
            tags: field,
            coverImageId: field,
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await post(savePost, '/api/team/articles', text, { cookie: token });
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
  }, 120_000);

  describe('on a host that caches pages itself (a PAGE_CACHE=platform build)', () => {
    let hook: Server;
    let hookUrl: string;
    let posts = 0;
    // A member of its own: the fuzzing above used up the editor's allowance for this minute.
    let own: string;
    beforeAll(async () => {
      const user = await db.prisma.user.create({ data: { username: 'platform-editor', password: 'x' } });
      own = (await createSession(db.prisma, user.id, null)).token;
      hook = createServer((_request, response) => {
        posts += 1;
        response.writeHead(201).end();
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    });
    afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    afterEach(() => {
      vi.stubEnv('GRANITE_PAGE_CACHE', '');
      vi.stubEnv('DEPLOY_HOOK_URL', '');
      resetEnvForTests();
    });

    async function draft(slug: string) {
      const saved = await post(
        savePost,
        '/api/team/articles',
        JSON.stringify({ locale: 'en', slug, title: `Title ${slug}`, summary: 'Sum', body: doc('Hello') }),
        { cookie: own },
      );
      return ((await saved.json()) as { articleId: number }).articleId;
    }

    it('refuses to publish, revert or schedule without a deploy hook, and keeps the article a draft', async () => {
      vi.stubEnv('GRANITE_PAGE_CACHE', 'platform');
      resetEnvForTests();
      const articleId = await draft('platform-no-hook');
      const at = new Date(Date.now() + 86_400_000).toISOString();
      for (const [handler, path, body] of [
        [publishPost, '/api/team/articles/publish', { articleId, locale: 'en' }],
        [revertPost, '/api/team/articles/revert', { revisionId: 1 }],
        [schedulePost, '/api/team/articles/schedule', { articleId, locale: 'en', at }],
      ] as const) {
        const response = await post(handler, path, JSON.stringify(body), { cookie: own });
        expect(response.status, path).toBe(409);
        expect(await response.json()).toEqual({ error: 'no-deploy-hook' });
      }
      const row = await db.prisma.articleTranslation.findFirstOrThrow({ where: { articleId, locale: 'en' } });
      expect(row).toMatchObject({ publishedRevisionId: null, scheduledAt: null });
      // Cancelling a schedule is never refused; a stranger learns nothing about the host.
      expect((await post(schedulePost, '/api/team/articles/schedule', JSON.stringify({ articleId, locale: 'en', at: null }), { cookie: own })).status).toBe(
        200,
      );
      expect((await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'en' }))).status).toBe(401);
    });

    it('with a hook: a publish and a scheduled publish each queue a deployment (and call the hook) instead of expiring pages', async () => {
      vi.stubEnv('GRANITE_PAGE_CACHE', 'platform');
      vi.stubEnv('DEPLOY_HOOK_URL', hookUrl);
      resetEnvForTests();
      await db.prisma.deployHookCall.deleteMany();
      posts = 0;
      expired.length = 0;
      const articleId = await draft('platform-with-hook');
      const published = await post(publishPost, '/api/team/articles/publish', JSON.stringify({ articleId, locale: 'en' }), { cookie: own });
      expect(published.status).toBe(200);
      expect(await published.json()).toMatchObject({ ok: true, pages: [], deployment: 'queued' });
      expect(expired).toEqual([]);
      expect(posts).toBe(1);
      expect(await db.prisma.deployHookCall.findMany({ select: { locale: true, status: true } })).toEqual([{ locale: 'en', status: 'called' }]);

      const later = await draft('platform-scheduled');
      const at = new Date(Date.now() + 60_000);
      expect(
        (await post(schedulePost, '/api/team/articles/schedule', JSON.stringify({ articleId: later, locale: 'en', at: at.toISOString() }), { cookie: own }))
          .status,
      ).toBe(200);
      expect(await publishDueArticlesNow(db.prisma, new Date(at.getTime() + 1000))).toBe(1);
      expect(expired).toEqual([]);
      expect(await db.prisma.deployHookCall.count({ where: { status: 'pending', locale: 'en' } })).toBe(1);
    });
  });
});
