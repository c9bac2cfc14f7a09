import { describe, expect, it, vi } from 'vitest';
import { cancelScheduled, pendingSchedules, runDueSchedules, schedulePublish, scheduledKeys, SCHEDULE_FORMAT, textHash } from '@/lib/copy/schedule';
import { discardDraft, listDrafts, publishedTexts, saveDraft } from '@/lib/copy/store';
import { engines, useTestDatabases, type Engine } from '@/test/databases';

vi.mock('server-only', () => ({}));

// Scheduled publishes on both engines: they wait for their time, run once, publish as
// the member who scheduled them, can be cancelled before, and every step is audited.

const dbs = useTestDatabases();
const HERO = 'HomePage.hero.title';
const CTA = 'HomePage.cta.title';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(engine: Engine) {
  const { prisma } = await dbs.open(engine);
  const user = await prisma.user.create({ data: { username: `ada-${Math.random().toString(36).slice(2, 8)}`, password: 'x' } });
  return { prisma, ada: { id: user.id, username: user.username } };
}

describe.each(engines)('scheduled publishes on %s', (engine) => {
  it('publishes the language’s drafts once its time has come, and only then (a short delay)', async () => {
    const { prisma, ada } = await open(engine);
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Pünktlich zum Kampagnenstart', user: ada });
    await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Pas encore', user: ada });
    const scheduled = await schedulePublish(prisma, { locale: 'de', runAt: new Date(Date.now() + 800), user: ada });
    expect(scheduled.ok).toBe(true);
    expect((await pendingSchedules(prisma, 'de')).map((item) => item.createdByName)).toEqual([ada.username]);

    // Not yet: nothing runs, nothing is published.
    expect(await runDueSchedules(prisma)).toEqual([]);
    expect((await publishedTexts(prisma, 'de'))[HERO]).toBeUndefined();

    await sleep(1000);
    expect(await runDueSchedules(prisma)).toEqual([{ locale: 'de', published: [HERO] }]);
    expect((await publishedTexts(prisma, 'de'))[HERO]).toBe('Pünktlich zum Kampagnenstart');
    // As the member who scheduled it; the other language's draft is untouched.
    expect((await prisma.copyVersion.findFirstOrThrow({ where: { locale: 'de', key: HERO } })).authorName).toBe(ada.username);
    expect((await listDrafts(prisma, 'fr')).map((draft) => draft.key)).toEqual([HERO]);
    // Once: a second round finds nothing; it is no longer pending and records what went live.
    expect(await runDueSchedules(prisma)).toEqual([]);
    expect(await pendingSchedules(prisma, 'de')).toEqual([]);
    expect(await prisma.copyScheduledPublish.findUniqueOrThrow({ where: { id: scheduled.ok ? scheduled.schedule.id : 0 } })).toMatchObject({
      published: [HERO],
    });
    const actions = (await prisma.auditEntry.findMany({ where: { actorName: ada.username }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(['copy-schedule', 'copy-publish']);
  });

  it('can be cancelled before its time, and then never runs', async () => {
    const { prisma, ada } = await open(engine);
    await saveDraft(prisma, { locale: 'nl', key: CTA, text: 'Klaar voor de lancering', user: ada });
    const now = new Date();
    const scheduled = await schedulePublish(prisma, { locale: 'nl', runAt: new Date(now.getTime() + 60_000), user: ada }, now);
    if (!scheduled.ok) throw new Error(scheduled.code);
    expect(await cancelScheduled(prisma, { id: scheduled.schedule.id, user: ada })).toBe(true);
    expect(await cancelScheduled(prisma, { id: scheduled.schedule.id, user: ada })).toBe(false);
    expect(await pendingSchedules(prisma, 'nl')).toEqual([]);
    expect(await runDueSchedules(prisma, new Date(now.getTime() + 120_000))).toEqual([]);
    expect((await listDrafts(prisma, 'nl')).map((draft) => draft.key)).toEqual([CTA]);
    expect(await prisma.auditEntry.count({ where: { actorName: ada.username, action: 'copy-schedule-cancel' } })).toBe(1);
  });

  it('refuses a time in the past, one more than a year ahead and an unknown language', async () => {
    const { prisma, ada } = await open(engine);
    const now = new Date();
    expect(await schedulePublish(prisma, { locale: 'de', runAt: new Date(now.getTime() - 1000), user: ada }, now)).toEqual({ ok: false, code: 'in-the-past' });
    expect(await schedulePublish(prisma, { locale: 'de', runAt: new Date(now.getTime() + 400 * 86_400_000), user: ada }, now)).toEqual({
      ok: false,
      code: 'too-far',
    });
    expect(await schedulePublish(prisma, { locale: 'xx', runAt: new Date(now.getTime() + 1000), user: ada }, now)).toEqual({
      ok: false,
      code: 'unknown-locale',
    });
    expect(await prisma.copyScheduledPublish.count({ where: { createdByName: ada.username } })).toBe(0);
  });

  it('publishes the drafts pinned when it was scheduled, not a draft changed or added later', async () => {
    const { prisma, ada } = await open(engine);
    const ben = { id: (await prisma.user.create({ data: { username: `ben-${Math.random().toString(36).slice(2, 8)}`, password: 'x' } })).id, username: 'ben' };
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Die geplante Überschrift', user: ada });
    const now = new Date();
    const scheduled = await schedulePublish(prisma, { locale: 'de', runAt: new Date(now.getTime() + 60_000), user: ada }, now);
    if (!scheduled.ok) throw new Error(scheduled.code);
    // What it will publish, recorded now: the wording, who wrote it, and its hash.
    expect(scheduled.schedule.pinned).toEqual([
      expect.objectContaining({ key: HERO, text: 'Die geplante Überschrift', authorName: ada.username, hash: textHash('Die geplante Überschrift') }),
    ]);
    expect(scheduled.schedule.keys).toEqual([HERO]);

    // Later: Ada changes the pinned text, Ben drafts another one.
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Eine spätere Fassung', user: ada });
    await saveDraft(prisma, { locale: 'de', key: CTA, text: 'Später hinzugefügt', user: ben });
    const pins = scheduledKeys(await pendingSchedules(prisma, 'de'), [HERO, CTA]);
    expect([...pins.keys()]).toEqual([HERO]);
    expect(pins.get(HERO)).toMatchObject({ id: scheduled.schedule.id, text: 'Die geplante Überschrift' });

    expect(await runDueSchedules(prisma, new Date(now.getTime() + 61_000))).toEqual([{ locale: 'de', published: [HERO] }]);
    const live = await publishedTexts(prisma, 'de');
    expect(live[HERO]).toBe('Die geplante Überschrift');
    expect(live[CTA]).toBeUndefined();
    // Both later drafts stay drafts, with their wording.
    expect((await listDrafts(prisma, 'de')).map((draft) => [draft.key, draft.text])).toEqual([
      [CTA, 'Später hinzugefügt'],
      [HERO, 'Eine spätere Fassung'],
    ]);
  });

  it('drops a pinned draft that still reads as pinned, and publishes a pinned wording whose draft was discarded', async () => {
    const { prisma, ada } = await open(engine);
    await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Titre prévu', user: ada });
    await saveDraft(prisma, { locale: 'fr', key: CTA, text: 'Bouton prévu', user: ada });
    const now = new Date();
    const scheduled = await schedulePublish(prisma, { locale: 'fr', runAt: new Date(now.getTime() + 60_000), user: ada }, now);
    expect(scheduled.ok).toBe(true);
    expect(await discardDraft(prisma, { locale: 'fr', key: CTA })).toBe(true);
    expect((await runDueSchedules(prisma, new Date(now.getTime() + 61_000)))[0]?.published.sort()).toEqual([CTA, HERO].sort());
    expect(await listDrafts(prisma, 'fr')).toEqual([]);
    expect(await publishedTexts(prisma, 'fr')).toMatchObject({ [HERO]: 'Titre prévu', [CTA]: 'Bouton prévu' });
  });

  it('refuses a schedule with no draft to pin', async () => {
    const { prisma, ada } = await open(engine);
    const now = new Date();
    expect(await schedulePublish(prisma, { locale: 'nl', runAt: new Date(now.getTime() + 60_000), user: ada }, now)).toEqual({ ok: false, code: 'no-drafts' });
  });

  it('runs a schedule made before pinning (nothing pinned) with the drafts as they are then', async () => {
    const { prisma, ada } = await open(engine);
    const now = new Date();
    await prisma.copyScheduledPublish.create({
      data: { locale: 'nl', runAt: new Date(now.getTime() + 1000), createdById: ada.id, createdByName: ada.username },
    });
    await saveDraft(prisma, { locale: 'nl', key: HERO, text: 'Zoals het dan is', user: ada });
    expect(scheduledKeys(await pendingSchedules(prisma, 'nl'), [HERO]).get(HERO)).toMatchObject({ text: null });
    expect(await runDueSchedules(prisma, new Date(now.getTime() + 2000))).toEqual([{ locale: 'nl', published: [HERO] }]);
  });

  it('keeps a pinned schedule out of reach of a release that knows no format (a rollback), and runs it here at its time', async () => {
    const { prisma, ada } = await open(engine);
    const now = new Date();
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Fassung A', user: ada });
    const scheduled = await schedulePublish(prisma, { locale: 'de', runAt: new Date(now.getTime() + 60_000), user: ada }, now);
    if (!scheduled.ok) throw new Error(scheduled.code);
    expect(scheduled.schedule.runAt).toEqual(new Date(now.getTime() + 60_000));
    await saveDraft(prisma, { locale: 'de', key: HERO, text: 'Fassung B', user: ada });
    // What a release before pinning claims at its round, a day later: nothing (it would publish B).
    const olderRelease = await prisma.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "copy_scheduled_publishes"
      WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL AND "runAt" <= ${new Date(now.getTime() + 86_400_000)}`;
    expect(olderRelease).toEqual([]);
    // Such a release still lists it (in 9999) and may cancel it; this one shows its real time.
    expect((await pendingSchedules(prisma, 'de')).map((item) => item.runAt)).toEqual([new Date(now.getTime() + 60_000)]);
    expect(await runDueSchedules(prisma, new Date(now.getTime() + 61_000))).toEqual([{ locale: 'de', published: [HERO] }]);
    expect((await publishedTexts(prisma, 'de'))[HERO]).toBe('Fassung A');
  });

  it('leaves a due schedule of a newer format for a release that knows it, and runs the others', async () => {
    const { prisma, ada } = await open(engine);
    const now = new Date();
    await saveDraft(prisma, { locale: 'fr', key: HERO, text: 'Plus tard', user: ada });
    const newer = await prisma.copyScheduledPublish.create({
      data: {
        locale: 'fr',
        runAt: new Date(Date.UTC(9999, 11, 31)),
        dueAt: new Date(now.getTime() - 1000),
        format: SCHEDULE_FORMAT + 1,
        keys: [HERO],
        pinned: [],
        createdById: ada.id,
        createdByName: ada.username,
      },
    });
    await saveDraft(prisma, { locale: 'nl', key: HERO, text: 'Nu wel', user: ada });
    const known = await schedulePublish(prisma, { locale: 'nl', runAt: new Date(now.getTime() + 1000), user: ada }, now);
    expect(known.ok).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await runDueSchedules(prisma, new Date(now.getTime() + 2000))).toEqual([{ locale: 'nl', published: [HERO] }]);
      expect(await runDueSchedules(prisma, new Date(now.getTime() + 3000))).toEqual([]);
      expect(warn.mock.calls.filter(([line]) => String(line).includes('left for a newer release'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
    expect(await prisma.copyScheduledPublish.findUniqueOrThrow({ where: { id: newer.id } })).toMatchObject({ doneAt: null, published: [] });
    expect((await publishedTexts(prisma, 'fr'))[HERO]).toBeUndefined();
  });
});
