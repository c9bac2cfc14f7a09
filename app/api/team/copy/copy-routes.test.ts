import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as confirmPost } from '@/app/api/team/copy/confirm/route';
import { DELETE as draftsDelete, POST as draftsPost } from '@/app/api/team/copy/drafts/route';
import { POST as publishPost } from '@/app/api/team/copy/publish/route';
import { POST as revertPost } from '@/app/api/team/copy/revert/route';
import { POST as schedulePost } from '@/app/api/team/copy/schedule/route';
import { catalogueText } from '@/lib/copy/catalogue';
import { expireLanguage } from '@/lib/page-cache';
import { history, listDrafts, publishedTexts, saveDraft, translationStatus } from '@/lib/copy/store';
import { useDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import type { Database } from '@/lib/db/connection';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));
// Expiry needs a running page cache; what matters here is what it is asked to expire.
vi.mock('@/lib/page-cache', async (original) => ({
  ...(await original<typeof import('@/lib/page-cache')>()),
  expireLanguage: vi.fn(async (locale: string) => [`/${locale}`, `/${locale}/about`]),
}));

// The team's copy routes: each checks the session and the origin itself, reads JSON from the
// inline editor or a form from a team page, and goes through lib/copy/store.ts.

const dbs = useTestDatabases();
useFormEnvironment();

type Handler = (request: Request) => Promise<Response>;
type Call = { body?: unknown; form?: Record<string, string | string[]>; cookie?: string; origin?: string; method?: string };

const HERO = 'HomePage.hero.title';
const CTA = 'HomePage.cta.title';

function request(path: string, { body, form, cookie, origin = TEST_SITE_URL, method = 'POST' }: Call): Request {
  const headers: Record<string, string> = { origin, 'sec-fetch-site': origin === TEST_SITE_URL ? 'same-origin' : 'cross-site' };
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  let payload: string | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) params.append(name, item);
    payload = params.toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return new Request(`${TEST_SITE_URL}${path}`, { method, headers, body: payload });
}

const routes: [string, string, Handler, unknown][] = [
  ['POST', '/api/team/copy/drafts', draftsPost, { locale: 'de', key: HERO, text: 'Neu' }],
  ['DELETE', '/api/team/copy/drafts', draftsDelete, { locale: 'de', key: HERO }],
  ['POST', '/api/team/copy/publish', publishPost, { locale: 'de' }],
  ['POST', '/api/team/copy/revert', revertPost, { locale: 'de', key: HERO, toVersionId: null }],
  ['POST', '/api/team/copy/confirm', confirmPost, { locale: 'de', key: HERO }],
];

describe.each(engines)('the copy routes on %s', (engine) => {
  let db: Database;
  let token: string;
  let member: { id: number; username: string };

  beforeAll(async () => {
    db = await dbs.open(engine);
    useDatabaseForTests(db);
    const user = await db.prisma.user.create({ data: { username: 'editor', password: 'x' } });
    member = { id: user.id, username: user.username };
    token = (await createSession(db.prisma, user.id, null)).token;
  });
  beforeEach(async () => {
    vi.mocked(expireLanguage).mockClear();
    await db.prisma.copyDraft.deleteMany();
  });

  describe.each(routes)('%s %s', (method, path, handler, body) => {
    it('answers 401 without a session, and with an ended one', async () => {
      for (const cookie of [undefined, 'A'.repeat(43)]) {
        const response = await handler(request(path, { method, body, cookie }));
        expect(response.status).toBe(401);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await db.prisma.copyDraft.count()).toBe(0);
    });

    it('answers 403 to a request from another site, even with a session', async () => {
      const response = await handler(request(path, { method, body, cookie: token, origin: 'https://evil.example' }));
      expect(response.status).toBe(403);
      expect(await db.prisma.copyDraft.count()).toBe(0);
      expect(expireLanguage).not.toHaveBeenCalled();
    });

    it('refuses a body that is neither JSON nor a form, or not the route’s shape', async () => {
      const plain = new Request(`${TEST_SITE_URL}${path}`, {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect((await handler(plain)).status).toBe(415);
      const extra = await handler(request(path, { method, body: { ...(body as object), admin: true }, cookie: token }));
      expect(extra.status).toBe(400);
      expect(await extra.json()).toMatchObject({ error: 'invalid-request', issues: [expect.objectContaining({ field: 'admin' })] });
      expect((await handler(request(path, { method, body: '{"locale":', cookie: token }))).status).toBe(400);
    });
  });

  describe('drafts', () => {
    it('saves a draft from the editor, refuses a broken one with its code, and discards', async () => {
      const saved = await draftsPost(request('/api/team/copy/drafts', { body: { locale: 'de', key: HERO, text: ' Neuer Titel ' }, cookie: token }));
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ draft: { locale: 'de', key: HERO, text: 'Neuer Titel', authorName: 'editor', updatedAt: expect.any(String) } });

      const broken = await draftsPost(
        request('/api/team/copy/drafts', { body: { locale: 'de', key: 'ContactForm.privacyNote', text: 'Ohne Link' }, cookie: token }),
      );
      expect(broken.status).toBe(422);
      expect(await broken.json()).toEqual({ error: 'tags' });
      const unknown = await draftsPost(request('/api/team/copy/drafts', { body: { locale: 'de', key: 'Nope.key', text: 'x' }, cookie: token }));
      expect(await unknown.json()).toEqual({ error: 'unknown-key' });

      const removed = await draftsDelete(request('/api/team/copy/drafts', { method: 'DELETE', body: { locale: 'de', key: HERO }, cookie: token }));
      expect(await removed.json()).toEqual({ discarded: true });
      expect(await listDrafts(db.prisma, 'de')).toEqual([]);
    });

    it("answers 409 with a colleague's draft instead of replacing it, and replaces it once the member says they saw it", async () => {
      const colleague = await db.prisma.user.create({ data: { username: 'colleague', password: 'x' } });
      await saveDraft(db.prisma, { locale: 'nl', key: CTA, text: 'Haar versie', user: { id: colleague.id, username: colleague.username } });
      const refused = await draftsPost(request('/api/team/copy/drafts', { body: { locale: 'nl', key: CTA, text: 'Mijn versie' }, cookie: token }));
      expect(refused.status).toBe(409);
      const { error, draft } = await refused.json();
      expect(error).toBe('colleague-draft');
      expect(draft).toMatchObject({ text: 'Haar versie', authorName: 'colleague' });
      expect((await listDrafts(db.prisma, 'nl')).map((entry) => entry.text)).toEqual(['Haar versie']);
      const replaced = await draftsPost(
        request('/api/team/copy/drafts', { body: { locale: 'nl', key: CTA, text: 'Mijn versie', replaces: draft.updatedAt }, cookie: token }),
      );
      expect(replaced.status).toBe(200);
      expect((await listDrafts(db.prisma, 'nl')).map((entry) => [entry.text, entry.authorName])).toEqual([['Mijn versie', 'editor']]);
    });

    it('discards from a team page form and goes back to it', async () => {
      await saveDraft(db.prisma, { locale: 'fr', key: HERO, text: 'Nouveau', user: member });
      const response = await draftsPost(
        request('/api/team/copy/drafts', { form: { locale: 'fr', key: HERO, back: '/en/team/copy?locale=fr' }, cookie: token }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en/team/copy?locale=fr&done=discarded');
      expect(await listDrafts(db.prisma, 'fr')).toEqual([]);
    });
  });

  describe('publish', () => {
    it("publishes the drafts of a language and expires that language's pages", async () => {
      await saveDraft(db.prisma, { locale: 'nl', key: HERO, text: 'Groei met ons', user: member });
      await saveDraft(db.prisma, { locale: 'nl', key: CTA, text: 'Begin vandaag', user: member });
      await saveDraft(db.prisma, { locale: 'de', key: CTA, text: 'Heute beginnen', user: member });

      const response = await publishPost(request('/api/team/copy/publish', { body: { locale: 'nl' }, cookie: token }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ published: [CTA, HERO], pages: ['/nl', '/nl/about'] });
      // A publish expires its language's pages (lib/page-cache/expiry.ts).
      expect(expireLanguage).toHaveBeenCalledExactlyOnceWith('nl');
      expect(await publishedTexts(db.prisma, 'nl')).toMatchObject({ [HERO]: 'Groei met ons', [CTA]: 'Begin vandaag' });
      expect(await listDrafts(db.prisma, 'de')).toHaveLength(1);
      expect((await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'copy-publish' }, orderBy: { id: 'desc' } })).actorName).toBe('editor');

      // Nothing left to publish: nothing is expired.
      const again = await publishPost(request('/api/team/copy/publish', { body: { locale: 'nl' }, cookie: token }));
      expect(await again.json()).toEqual({ published: [], pages: [] });
      expect(expireLanguage).toHaveBeenCalledOnce();
      expect(await (await publishPost(request('/api/team/copy/publish', { body: { locale: 'es' }, cookie: token }))).json()).toEqual({
        error: 'unknown-locale',
      });
    });

    it('publishes the keys a team page form names, then goes back to a team page only', async () => {
      await saveDraft(db.prisma, { locale: 'de', key: HERO, text: 'Wachsen mit uns', user: member });
      await saveDraft(db.prisma, { locale: 'de', key: CTA, text: 'Heute beginnen', user: member });
      const response = await publishPost(
        request('/api/team/copy/publish', { form: { locale: 'de', key: [HERO], back: '/de/team/copy?locale=de' }, cookie: token }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/de/team/copy?locale=de&done=published&count=1');
      expect(expireLanguage).toHaveBeenCalledExactlyOnceWith('de');
      expect((await listDrafts(db.prisma, 'de')).map((draft) => draft.key)).toEqual([CTA]);

      const elsewhere = await publishPost(request('/api/team/copy/publish', { form: { locale: 'de', back: 'https://evil.example/' }, cookie: token }));
      // Another site is never a way back: the texts page, which says what was published.
      expect(elsewhere.headers.get('location')).toBe('/de/team/copy?done=published&count=1');
    });
  });

  describe('revert', () => {
    it('goes back to the catalogue or an earlier version and expires that language’s pages', async () => {
      await saveDraft(db.prisma, { locale: 'fr', key: CTA, text: 'Commencez', user: member });
      await publishPost(request('/api/team/copy/publish', { body: { locale: 'fr' }, cookie: token }));
      const [first] = await history(db.prisma, 'fr', CTA);
      vi.mocked(expireLanguage).mockClear();

      const back = await revertPost(request('/api/team/copy/revert', { body: { locale: 'fr', key: CTA, toVersionId: null }, cookie: token }));
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual({
        version: { id: expect.any(Number), text: null, authorName: 'editor', createdAt: expect.any(String), revertOf: null },
        pages: ['/fr', '/fr/about'],
      });
      expect(expireLanguage).toHaveBeenCalledExactlyOnceWith('fr');
      expect((await publishedTexts(db.prisma, 'fr'))[CTA]).toBeUndefined();

      const restored = await revertPost(
        request('/api/team/copy/revert', { form: { locale: 'fr', key: CTA, version: String(first!.id), back: '/fr/team/copy' }, cookie: token }),
      );
      expect(restored.headers.get('location')).toBe('/fr/team/copy?done=reverted');
      expect((await publishedTexts(db.prisma, 'fr'))[CTA]).toBe('Commencez');

      const other = await revertPost(request('/api/team/copy/revert', { body: { locale: 'de', key: CTA, toVersionId: first!.id }, cookie: token }));
      expect(other.status).toBe(422);
      expect(await other.json()).toEqual({ error: 'unknown-version' });
      const unchanged = await revertPost(
        request('/api/team/copy/revert', { body: { locale: 'de', key: 'HomePage.hero.subtitle', toVersionId: null }, cookie: token }),
      );
      expect(await unchanged.json()).toEqual({ version: null, pages: [] });
      // The revert to the catalogue and the restore; nothing for the unchanged one.
      expect(expireLanguage).toHaveBeenCalledTimes(2);
    });
  });

  describe('confirm', () => {
    it('confirms a translation against the English visitors see, and not an English text', async () => {
      await saveDraft(db.prisma, { locale: 'en', key: HERO, text: 'Grow with us', user: member });
      await publishPost(request('/api/team/copy/publish', { body: { locale: 'en', keys: [HERO] }, cookie: token }));
      expect((await translationStatus(db.prisma, 'nl')).outdated.map((item) => item.key)).toEqual([HERO]);

      const confirmed = await confirmPost(request('/api/team/copy/confirm', { body: { locale: 'nl', key: HERO }, cookie: token }));
      expect(await confirmed.json()).toEqual({ confirmed: true });
      expect((await translationStatus(db.prisma, 'nl')).outdated).toEqual([]);
      const viaForm = await confirmPost(
        request('/api/team/copy/confirm', { form: { locale: 'de', key: HERO, back: '/en/team/copy?locale=de' }, cookie: token }),
      );
      expect(viaForm.headers.get('location')).toBe('/en/team/copy?locale=de&done=confirmed');

      const english = await confirmPost(request('/api/team/copy/confirm', { body: { locale: 'en', key: HERO }, cookie: token }));
      expect(english.status).toBe(422);
      expect(await english.json()).toEqual({ error: 'not-a-translation' });
      const refusedForm = await confirmPost(request('/api/team/copy/confirm', { form: { locale: 'en', key: HERO, back: '/en/team/copy' }, cookie: token }));
      expect(refusedForm.headers.get('location')).toBe('/en/team/copy?error=not-a-translation');
      expect(catalogueText('en', HERO)).not.toBe('Grow with us');
    });
  });
  describe('on a host that caches pages itself (a PAGE_CACHE=platform build)', () => {
    let hook: Server;
    let hookUrl: string;
    let posts = 0;
    beforeAll(async () => {
      hook = createServer((_request, response) => {
        posts += 1;
        response.writeHead(201).end();
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    });
    afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    beforeEach(() => {
      vi.stubEnv('GRANITE_PAGE_CACHE', 'platform');
      posts = 0;
    });
    afterEach(() => {
      vi.stubEnv('GRANITE_PAGE_CACHE', '');
      vi.stubEnv('DEPLOY_HOOK_URL', '');
      resetEnvForTests();
    });

    it('refuses to publish or revert without a deploy hook, and keeps the drafts', async () => {
      await saveDraft(db.prisma, { locale: 'de', key: CTA, text: 'Erst nach dem Deployment', user: member });
      const json = await publishPost(request('/api/team/copy/publish', { body: { locale: 'de' }, cookie: token }));
      expect(json.status).toBe(409);
      expect(await json.json()).toEqual({ error: 'no-deploy-hook' });
      const form = await publishPost(request('/api/team/copy/publish', { form: { locale: 'de', back: '/de/team/copy?lang=de' }, cookie: token }));
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/de/team/copy?lang=de&error=no-deploy-hook');
      const revert = await revertPost(request('/api/team/copy/revert', { body: { locale: 'de', key: HERO, toVersionId: null }, cookie: token }));
      expect(revert.status).toBe(409);
      expect(await revert.json()).toEqual({ error: 'no-deploy-hook' });
      expect((await listDrafts(db.prisma, 'de')).map((draft) => draft.text)).toEqual(['Erst nach dem Deployment']);
      expect((await publishedTexts(db.prisma, 'de'))[CTA]).not.toBe('Erst nach dem Deployment');
      // The session comes first: a stranger learns nothing about the host.
      expect((await publishPost(request('/api/team/copy/publish', { body: { locale: 'de' } }))).status).toBe(401);
    });

    it('refuses to schedule a publish without a deploy hook, like publishing; cancelling still works', async () => {
      await db.prisma.copyScheduledPublish.deleteMany();
      const when = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
      const json = await schedulePost(request('/api/team/copy/schedule', { body: { locale: 'de', when }, cookie: token }));
      expect(json.status).toBe(409);
      expect(await json.json()).toEqual({ error: 'no-deploy-hook' });
      const form = await schedulePost(request('/api/team/copy/schedule', { form: { locale: 'de', when, back: '/de/team/copy?lang=de' }, cookie: token }));
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/de/team/copy?lang=de&error=no-deploy-hook');
      expect(await db.prisma.copyScheduledPublish.count()).toBe(0);
      expect((await schedulePost(request('/api/team/copy/schedule', { body: { locale: 'de', when } }))).status).toBe(401);
      // With a hook the same request is taken.
      vi.stubEnv('DEPLOY_HOOK_URL', hookUrl);
      resetEnvForTests();
      // A schedule pins the drafts it publishes: there is one to pin.
      await saveDraft(db.prisma, { locale: 'de', key: CTA, text: 'Zum geplanten Zeitpunkt', user: member });
      const taken = await schedulePost(request('/api/team/copy/schedule', { body: { locale: 'de', when }, cookie: token }));
      expect(taken.status).toBe(200);
      expect(await db.prisma.copyScheduledPublish.count()).toBe(1);
      await db.prisma.copyScheduledPublish.deleteMany();
    });

    it('publishes, expires nothing and calls the deploy hook, audited', async () => {
      vi.stubEnv('DEPLOY_HOOK_URL', hookUrl);
      resetEnvForTests();
      await db.prisma.deployHookCall.deleteMany();
      await saveDraft(db.prisma, { locale: 'nl', key: HERO, text: 'Groei die doorwerkt', user: member });
      const response = await publishPost(request('/api/team/copy/publish', { body: { locale: 'nl' }, cookie: token }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ published: [HERO], pages: [], deployment: 'queued' });
      expect(expireLanguage).not.toHaveBeenCalled();
      expect(posts).toBe(1);
      expect(await db.prisma.deployHookCall.findMany({ select: { locale: true, requestedBy: true, status: true } })).toEqual([
        { locale: 'nl', requestedBy: 'editor', status: 'called' },
      ]);
      const actions = (await db.prisma.auditEntry.findMany({ orderBy: { id: 'desc' }, take: 3 })).map((entry) => entry.action);
      expect(actions).toEqual(['deploy-hook-called', 'deploy-hook-queued', 'copy-publish']);

      const reverted = await revertPost(request('/api/team/copy/revert', { body: { locale: 'nl', key: HERO, toVersionId: null }, cookie: token }));
      expect(await reverted.json()).toMatchObject({ pages: [], deployment: 'queued' });
      expect(posts).toBe(2);
    });
  });
});
