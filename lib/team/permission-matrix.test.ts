import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { can, permissionTable, roles, type Permission, type Role } from '@/lib/team/permissions';
import { createPendingSignIn, PENDING_COOKIE } from '@/lib/team/second-factor/pending-sign-in';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import type { RoutePermission, TeamRouteHandler } from '@/lib/team/team-route';
import { useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));
const pageCookie = { current: '' };
vi.mock('next/headers', () => ({ headers: async () => new Headers(pageCookie.current ? { cookie: pageCookie.current } : {}) }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('redirect'), { to });
  },
}));

// Every team route and page × every role × no session, generated from the files on disk: a new
// route or page that declares no permission, or one this table does not know, fails here.

/** What each route and page needs: changing a line here is changing who may do what. */
const expectedRoutes: Record<string, RoutePermission> = {
  'POST /api/team/sign-in': 'anyone',
  // Mailed one-time links: open by design, the link's token is the permission.
  'GET /api/team/invitation': 'anyone',
  'POST /api/team/invitation': 'anyone',
  'GET /api/team/unlock-link': 'anyone',
  'POST /api/team/unlock-link': 'anyone',
  'POST /api/team/unlock-link/use': 'anyone',
  'POST /api/team/invitations': 'members.manage',
  'POST /api/team/invitations/[id]': 'members.manage',
  'POST /api/team/sign-out': 'team.self',
  'POST /api/team/preferences': 'team.self',
  'POST /api/team/leads/[kind]/[id]': 'leads.work',
  'POST /api/team/day-mail': 'leads.read',
  'POST /api/team/leads/[kind]/[id]/retry': 'leads.work',
  'POST /api/team/leads/export': 'leads.export',
  'POST /api/team/leads/bulk': 'leads.work',
  'POST /api/team/insights/export': 'insights.read',
  'POST /api/team/insights/weekly': 'insights.weekly',
  'POST /api/team/subject-requests/export': 'subjects.manage',
  'POST /api/team/subject-requests/erase': 'subjects.manage',
  'POST /api/team/webhooks': 'webhooks.manage',
  'POST /api/team/webhooks/[id]': 'webhooks.manage',
  'POST /api/team/webhooks/[id]/retry': 'webhooks.manage',
  'POST /api/team/webhooks/[id]/test': 'webhooks.manage',
  'GET /api/team/copy/text': 'copy.edit',
  'GET /api/team/copy/toolbar': 'copy.edit',
  'POST /api/team/copy/drafts': 'copy.edit',
  'DELETE /api/team/copy/drafts': 'copy.edit',
  'POST /api/team/copy/confirm': 'copy.edit',
  'POST /api/team/copy/preview': 'copy.edit',
  'POST /api/team/copy/publish': 'copy.publish',
  'POST /api/team/copy/revert': 'copy.publish',
  'POST /api/team/copy/schedule': 'copy.publish',
  'GET /api/team/white-paper/preview': 'copy.edit',
  'POST /api/team/white-paper/drafts': 'copy.edit',
  'POST /api/team/members/[id]': 'members.manage',
  'POST /api/team/articles': 'articles.edit',
  'POST /api/team/articles/images': 'articles.edit',
  'POST /api/team/articles/publish': 'articles.edit',
  'POST /api/team/articles/revert': 'articles.edit',
  'POST /api/team/articles/schedule': 'articles.edit',
  'POST /api/team/sign-in/second-factor': 'anyone',
  'POST /api/team/sign-in/passkey': 'anyone',
  'POST /api/team/sign-in/passkey/options': 'anyone',
  'POST /api/team/account/totp': 'account.manage',
  'POST /api/team/account/recovery-codes': 'account.manage',
  'POST /api/team/account/passkeys': 'account.manage',
  'POST /api/team/account/passkeys/options': 'account.manage',
  'POST /api/team/account/passkeys/[id]': 'account.manage',
  'POST /api/team/account/password': 'account.manage',
  'POST /api/team/account/display-name': 'account.manage',
  'POST /api/team/account/confirmation': 'account.manage',
  'POST /api/team/members/[id]/second-factor': 'members.manage',
  'POST /api/team/settings/second-factor': 'members.manage',
};
const expectedPages: Record<string, Permission | 'anyone'> = {
  '/team': 'team.self',
  '/team/sign-in': 'anyone',
  '/team/invitation': 'anyone',
  '/team/leads': 'leads.read',
  '/team/day': 'leads.read',
  '/team/leads/[kind]/[id]': 'leads.read',
  '/team/insights': 'insights.read',
  '/team/copy': 'copy.edit',
  '/team/copy/restore': 'copy.publish',
  '/team/white-paper': 'copy.edit',
  '/team/requests': 'subjects.manage',
  '/team/audit': 'audit.read',
  '/team/webhooks': 'webhooks.manage',
  '/team/members': 'members.manage',
  '/team/articles': 'articles.edit',
  '/team/articles/[id]/[lang]': 'articles.edit',
  '/team/articles/[id]/[lang]/preview': 'articles.edit',
  '/team/account': 'account.manage',
  '/team/sign-in/second-factor': 'anyone',
};

/** Files under `dir` named `name`, as paths from the repository's root (Node 20 has no fs.glob). */
const filesNamed = (dir: string, name: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === name || file.endsWith(`/${name}`))
    .map((file) => `${dir}/${file}`)
    .sort();

/** The routes open to anyone answer an empty form with a redirect, but for the passkey ones (JSON, 400). */
const anyoneWithoutForm: Record<string, number> = { 'POST /api/team/sign-in/passkey': 400, 'POST /api/team/sign-in/passkey/options': 400 };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const sampleParams: Record<string, string> = { kind: 'contact', id: '1' };

type RouteCase = { name: string; handler: TeamRouteHandler<Record<string, string>>; params: Record<string, string> };

async function routeCases(): Promise<RouteCase[]> {
  const cases: RouteCase[] = [];
  for (const file of filesNamed('app/api/team', 'route.ts')) {
    const path = `/${file.replace(/^app\//, '').replace(/\/route\.ts$/, '')}`;
    const module = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const params = Object.fromEntries([...path.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, sampleParams[name!] ?? '1']));
    for (const method of METHODS) {
      if (module[method]) cases.push({ name: `${method} ${path}`, handler: module[method] as RouteCase['handler'], params });
    }
  }
  return cases;
}

function pagePermissions(): Record<string, string | undefined> {
  return Object.fromEntries(
    filesNamed('app/[locale]/team', 'page.tsx').map((file) => {
      const path = `/${file.replace(/^app\/\[locale\]\//, '').replace(/\/page\.tsx$/, '')}`;
      const source = readFileSync(file, 'utf8');
      const declared = /teamPage\([^;]*'([a-z.-]+)'\)/s.exec(source)?.[1];
      // Only the sign-in and invitation pages are open to anyone, and they read no session at all.
      return [path, declared ?? (source.includes('teamPage(') || source.includes('Session') ? undefined : 'anyone')];
    }),
  );
}

describe('the permission table', () => {
  it('gives every permission to the owner, and each role only what its work needs', () => {
    for (const permission of Object.keys(permissionTable) as Permission[]) expect(can({ role: 'owner', languages: [] }, permission)).toBe(true);
    const granted = (role: Role) => (Object.keys(permissionTable) as Permission[]).filter((permission) => can({ role, languages: [] }, permission));
    expect(granted('editor')).toEqual(['team.self', 'insights.read', 'copy.edit', 'copy.publish', 'articles.edit', 'account.manage']);
    expect(granted('account-manager')).toEqual(['team.self', 'leads.read', 'leads.work', 'leads.export', 'insights.read', 'account.manage']);
  });

  it('knows every team page on disk, and each one declares its permission', () => {
    expect(pagePermissions()).toEqual(expectedPages);
  });

  it('knows every team route on disk, and each one declares its permission through the wrapper', async () => {
    const declared = Object.fromEntries((await routeCases()).map(({ name, handler }) => [name, handler.permission]));
    expect(declared).toEqual(expectedRoutes);
  });
});

describe('every team route × every role × no session', async () => {
  const dbs = useTestDatabases();
  useFormEnvironment();
  let db: Database;
  const members = new Map<Role, number>();
  const cases = await routeCases();

  beforeAll(async () => {
    db = await dbs.open('pglite');
    useDatabaseForTests(db);
    for (const role of roles) members.set(role, (await db.prisma.user.create({ data: { username: `m-${role}`, password: 'x', role } })).id);
  });

  // A fresh session per call: a sign-out ends the one it was given.
  const call = async ({ name, handler, params }: RouteCase, role: Role | undefined, headers: Record<string, string> = {}) => {
    const [method, path] = name.split(' ') as [string, string];
    const cookie = role ? `${SESSION_COOKIE}=${(await createSession(db.prisma, members.get(role)!, null)).token}` : '';
    const request = new Request(`${TEST_SITE_URL}${path.replace(/\[(\w+)\]/g, (_, key: string) => params[key]!)}`, {
      method,
      headers: {
        origin: TEST_SITE_URL,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      ...(method === 'GET' ? {} : { body: '' }),
    });
    return handler(request, { params: Promise.resolve(params) });
  };

  /** The routes that want the password or a current factor in the request (lib/team/second-factor/re-authentication.ts). */
  const reauthenticated = new Set(['POST /api/team/account/passkeys/options', 'POST /api/team/account/recovery-codes']);

  it.each(cases.map((route) => [route.name, route] as const))('%s: no session 401, a role without the permission 403, with it through', async (_, route) => {
    const permission = route.handler.permission;
    const none = await call(route, undefined);
    expect(none.status).toBe(permission === 'anyone' ? (anyoneWithoutForm[route.name] ?? 303) : 401);
    if (permission !== 'anyone') expect(await none.json()).toEqual({ error: 'unauthorized' });
    for (const role of roles) {
      const response = await call(route, role);
      if (permission === 'anyone' || can({ role, languages: [] }, permission)) {
        // Past the wrapper: a change to how a member signs in then asks for their password too.
        if (response.status === 401 && reauthenticated.has(route.name)) expect(await response.json()).toEqual({ error: 'reauthentication-required' });
        else expect([401, 403], `${role} is allowed ${route.name}`).not.toContain(response.status);
      } else {
        expect(response.status, `${role} must be refused ${route.name}`).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden' });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it.each(cases.filter((route) => route.handler.permission !== 'anyone').map((route) => [route.name, route] as const))(
    '%s: a half-finished sign-in (right password, no second factor yet) is no session',
    async (_, route) => {
      const pending = await createPendingSignIn(db.prisma, members.get('owner')!, '/en/team/leads');
      const response = await call(route, undefined, { cookie: `${PENDING_COOKIE}=${pending}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    },
  );

  it.each(cases.filter((route) => !route.name.startsWith('GET')).map((route) => [route.name, route] as const))(
    '%s: refused from another site, even to the owner',
    async (_, route) => {
      const response = await call(route, 'owner', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'cross-site' });
    },
  );

  it("limits an editor's article work to their languages, in the wrapper, for every route that names one", async () => {
    // The routes whose permission an editor's languages limit: changing this is changing who may do what.
    expect(
      cases
        .filter(({ handler }) => handler.languageLimited)
        .map(({ name }) => name)
        .sort(),
    ).toEqual(['POST /api/team/articles', 'POST /api/team/articles/publish', 'POST /api/team/articles/revert', 'POST /api/team/articles/schedule']);
    const { saveArticleDraft, publishArticle, articleHistory } = await import('@/lib/articles/store');
    const owner = { id: members.get('owner')!, username: 'm-owner' };
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo' }] }] };
    const created = await saveArticleDraft(db.prisma, { locale: 'en', slug: 'limits', title: 'Limits', summary: 'S', body: doc }, owner);
    if (!created.ok) throw new Error(created.code);
    const { articleId } = created;
    for (const [locale, slug] of [
      ['de', 'grenzen'],
      ['nl', 'grenzen-nl'],
    ] as const)
      await saveArticleDraft(db.prisma, { articleId, locale, slug, title: 'Grenzen', summary: 'S', body: doc }, owner);
    for (const locale of ['en', 'de'] as const) await publishArticle(db.prisma, { articleId, locale, user: owner });
    const germanRevision = (await articleHistory(db.prisma, articleId, 'de'))[0]!.id;
    const dutch = await db.prisma.user.create({ data: { username: 'nl-editor', password: 'x', role: 'editor', languages: ['nl'] } });
    const json = async (path: string, body: unknown) => {
      const route = cases.find(({ name }) => name === `POST ${path}`)!;
      const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, dutch.id, null)).token}`;
      return route.handler(
        new Request(`${TEST_SITE_URL}${path}`, {
          method: 'POST',
          headers: { origin: TEST_SITE_URL, cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    };
    const refused = [
      ['/api/team/articles/publish', { articleId, locale: 'de' }],
      ['/api/team/articles', { articleId, locale: 'de', slug: 'grenzen', title: 'Overschreven', summary: 'S', body: doc }],
      ['/api/team/articles', { locale: 'en', slug: 'new-one', title: 'New', summary: 'S', body: doc }],
      ['/api/team/articles/schedule', { articleId, locale: 'en', at: '2099-01-01T00:00:00.000Z' }],
      ['/api/team/articles/revert', { revisionId: germanRevision }],
    ] as const;
    for (const [path, body] of refused) {
      const response = await json(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(403);
      expect(await response.json()).toEqual({ error: 'not-your-language' });
    }
    expect((await db.prisma.articleTranslation.findFirstOrThrow({ where: { articleId, locale: 'de' } })).title).toBe('Grenzen');
    // Their own language goes through.
    expect((await json('/api/team/articles', { articleId, locale: 'nl', slug: 'grenzen-nl', title: 'Grenzen, beter', summary: 'S', body: doc })).status).toBe(
      200,
    );
    const published = await json('/api/team/articles/publish', { articleId, locale: 'nl' });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ ok: true, locale: 'nl' });
    // A body that names no language is the handler's to refuse, not a way past the limit.
    expect((await json('/api/team/articles/publish', { articleId })).status).toBe(400);
  });

  it('answers a browser form with a short page in the language of the team page it came from', async () => {
    const route = cases.find(({ name }) => name === 'POST /api/team/copy/publish')!;
    const german = await call(route, 'account-manager', { accept: 'text/html', referer: `${TEST_SITE_URL}/de/team/leads?status=new` });
    expect(german.status).toBe(403);
    expect(await german.text()).toContain('<html lang="de">');
    const signedOut = await call(route, undefined, { accept: 'text/html', referer: `${TEST_SITE_URL}/nl/team/copy` });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('href="/nl/team/sign-in?error=expired"');
    // Anything else: the browser's language.
    const other = await call(route, 'account-manager', { accept: 'text/html', referer: 'https://evil.example/', 'accept-language': 'fr-BE,fr;q=0.9' });
    expect(await other.text()).toContain('<html lang="fr">');
  });

  it('sends a member whose role does not cover a page to their own first section, and anyone else to sign in', async () => {
    const { teamPage } = await import('@/lib/team/team-page');
    const visit = async (role: Role | undefined, permission: Permission) => {
      pageCookie.current = role ? `${SESSION_COOKIE}=${(await createSession(db.prisma, members.get(role)!, null)).token}` : '';
      try {
        return (await teamPage('de', '/de/team/leads', permission)).role;
      } catch (error) {
        return (error as { to?: string }).to ?? String(error);
      }
    };
    for (const permission of new Set(Object.values(expectedPages).filter((value) => value !== 'anyone'))) {
      expect(await visit(undefined, permission as Permission)).toBe('/de/team/sign-in?next=%2Fde%2Fteam%2Fleads');
      for (const role of roles) {
        // An account manager starts at their day, the others at their first section.
        const home = role === 'editor' ? '/de/team/copy' : role === 'account-manager' ? '/de/team/day' : '/de/team/leads';
        expect(await visit(role, permission as Permission)).toBe(can({ role, languages: [] }, permission as Permission) ? role : home);
      }
    }
  });
});
