import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as textGet } from '@/app/api/team/copy/text/route';
import { POST as schedulePost } from '@/app/api/team/copy/schedule/route';
import { GET as toolbarGet } from '@/app/api/team/copy/toolbar/route';
import { catalogueText } from '@/lib/copy/catalogue';
import { zonedTime } from '@/lib/copy/team-time';
import { publish, saveDraft } from '@/lib/copy/store';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { createSession, SESSION_COOKIE } from '@/lib/team/sessions';
import { setMemberTimeZone } from '@/lib/team/time-zone';
import { engines, useTestDatabases } from '@/test/databases';
import { TEST_SITE_URL, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// The two routes the editor asks in publish mode: the toolbar's figures after every
// draft and publish, and what is shown beside a text being edited. Reads only, members only.

const dbs = useTestDatabases();
useFormEnvironment();

const HERO = 'HomePage.hero.title';
const ABOUT = 'AboutPage.title';

const get = (handler: (request: Request) => Promise<Response>, path: string, cookie?: string) =>
  handler(new Request(`${TEST_SITE_URL}${path}`, { headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} }));

describe.each(engines)('the editor’s routes on %s', (engine) => {
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
    await db.prisma.copyDraft.deleteMany();
  });

  it('answers 401 without a session', async () => {
    for (const [handler, path] of [
      [toolbarGet, '/api/team/copy/toolbar?locale=de&path=/de'],
      [textGet, `/api/team/copy/text?locale=de&key=${HERO}`],
    ] as const) {
      const response = await get(handler, path);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a path that is not one of the site’s pages, or of another language', async () => {
    for (const path of ['https://evil.example/de', '/de/nope', '/en/about', '//evil.example', '']) {
      const response = await get(toolbarGet, `/api/team/copy/toolbar?locale=de&path=${encodeURIComponent(path)}`, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid-request' });
    }
  });

  it('gives the toolbar this page’s drafts, the language’s count and the words for them', async () => {
    const empty = await (await get(toolbarGet, '/api/team/copy/toolbar?locale=de&path=/de', token)).json();
    expect(empty).toMatchObject({ pageDrafts: [], languageDrafts: 0, summary: 'Keine Entwürfe auf dieser Seite · 0 Entwürfe in dieser Sprache' });
    await saveDraft(db.prisma, { locale: 'de', key: HERO, text: 'Neue Überschrift', user: member });
    await saveDraft(db.prisma, { locale: 'de', key: ABOUT, text: 'Über uns, neu', user: member });
    const answer = await (await get(toolbarGet, '/api/team/copy/toolbar?locale=de&path=/de', token)).json();
    expect(answer).toMatchObject({
      pageDrafts: [HERO],
      languageDrafts: 2,
      pageDraftAuthors: ['editor'],
      summary: '1 Entwurf auf dieser Seite (von editor) · 2 Entwürfe in dieser Sprache',
    });
    expect(answer.notice).toBeUndefined();

    // After a publish: the confirmation names what went live, in words.
    expect(await publish(db.prisma, { locale: 'de', keys: [HERO], user: member })).toEqual([HERO]);
    const after = await (await get(toolbarGet, `/api/team/copy/toolbar?locale=de&path=/de&published=${HERO}`, token)).json();
    expect(after).toMatchObject({ pageDrafts: [], languageDrafts: 1, notice: 'Veröffentlicht: Startseite · hero · Überschrift. Besucher sehen ihn jetzt.' });
    const nothing = await (await get(toolbarGet, '/api/team/copy/toolbar?locale=de&path=/de&published=', token)).json();
    expect(nothing.notice).toBe('Nichts geändert: Besucher sehen diese Texte bereits.');
  });

  it("reads a scheduled time in the member's own zone and stores it in UTC", async () => {
    await setMemberTimeZone(db.prisma, member.id, 'Europe/Berlin');
    // A schedule pins the drafts it publishes: there is one to pin.
    await saveDraft(db.prisma, { locale: 'de', key: HERO, text: 'Pünktlich zum Start', user: member });
    const when = `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T09:30`;
    const response = await schedulePost(
      new Request(`${TEST_SITE_URL}/api/team/copy/schedule`, {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'de', when }),
      }),
    );
    expect(response.status).toBe(200);
    // 09:30 on a Berlin clock, an hour (or two) before 09:30 on a London one.
    const runAt = (await response.json()).schedule.runAt;
    expect(runAt).toBe(zonedTime(when, 'Europe/Berlin')!.toISOString());
    expect(new Date(runAt).getTime()).toBeLessThan(zonedTime(when, 'Europe/London')!.getTime());
  });

  it('shows beside a text its English, its original and what visitors see now', async () => {
    await saveDraft(db.prisma, { locale: 'en', key: HERO, text: 'Growth, published', user: member });
    await publish(db.prisma, { locale: 'en', keys: [HERO], user: member });
    const response = await get(textGet, `/api/team/copy/text?locale=de&key=${HERO}`, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Startseite · hero · Überschrift',
      english: 'Growth, published',
      original: catalogueText('de', HERO),
      current: expect.any(String),
      draft: null,
      labels: { english: 'Englisch', original: 'Originaltext' },
    });
    // A colleague's draft of the text comes along, for the editor to show and ask about.
    const bea = await db.prisma.user.create({ data: { username: 'bea', password: 'x' } });
    await saveDraft(db.prisma, { locale: 'de', key: HERO, text: 'Beas Überschrift', user: { id: bea.id, username: bea.username } });
    const withDraft = await (await get(textGet, `/api/team/copy/text?locale=de&key=${HERO}`, token)).json();
    expect(withDraft.draft).toMatchObject({ text: 'Beas Überschrift', authorName: 'bea', mine: false });
    const unknown = await get(textGet, '/api/team/copy/text?locale=de&key=Nope.nothing', token);
    expect(unknown.status).toBe(404);
    expect((await get(textGet, `/api/team/copy/text?locale=xx&key=${HERO}`, token)).status).toBe(400);
  });
});
