import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

// lib/copy/site-messages.ts: the messages a page is rendered with at run time. With the store
// failing, the page must come out with the catalogue and its language's pages be expired again
// a little later, so the published texts come back by themselves instead of being cached away.

const store = vi.hoisted(() => ({ publishedTexts: vi.fn(), listDrafts: vi.fn() }));
const expireLater = vi.hoisted(() => vi.fn());
const preview = vi.hoisted(() => ({ building: vi.fn(() => false), previewMember: vi.fn(async () => null as null | { id: number; username: string }) }));
vi.mock('@/lib/copy/store', () => store);
vi.mock('@/lib/page-cache', async (original) => ({ ...(await original<typeof import('@/lib/page-cache')>()), expireLater }));
vi.mock('@/lib/copy/preview', () => preview);
vi.mock('@/lib/db/client', () => ({ getDb: async () => ({}) }));

const { siteMessages } = await import('@/lib/copy/site-messages');

afterEach(() => vi.clearAllMocks());

describe('siteMessages', () => {
  it('renders the published texts over the catalogue', async () => {
    store.publishedTexts.mockResolvedValue({ 'HomePage.hero.title': 'Published headline' });
    const messages = (await siteMessages('de', en)) as typeof en;
    expect(messages.HomePage.hero.title).toBe('Published headline');
    expect(messages.HomePage.hero.subtitle).toBe(en.HomePage.hero.subtitle);
    expect(expireLater).not.toHaveBeenCalled();
  });

  it('with the store failing: the catalogue, and every page of the language expired again later', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.publishedTexts.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(await siteMessages('de', en)).toBe(en);
    expect(expireLater).toHaveBeenCalledTimes(1);
    const paths = expireLater.mock.calls[0]![0] as string[];
    expect(paths).toContain('/de');
    expect(paths).toContain('/de/diy-agents');
    expect(paths).toContain('/de/email/unsubscribe');
    expect(paths.every((path) => path.startsWith('/de'))).toBe(true);
    expect(String(logged.mock.calls[0]?.[0])).toContain('published texts unavailable');
    logged.mockRestore();
  });

  it("adds the member's drafts in publish mode, and never reads the store while building", async () => {
    store.publishedTexts.mockResolvedValue({});
    store.listDrafts.mockResolvedValue([{ key: 'HomePage.hero.title', text: 'Draft headline' }]);
    preview.previewMember.mockResolvedValueOnce({ id: 1, username: 'pia' });
    expect(((await siteMessages('en', en)) as typeof en).HomePage.hero.title).toBe('Draft headline');
    preview.building.mockReturnValueOnce(true);
    expect(await siteMessages('en', en)).toBe(en);
    expect(store.publishedTexts).toHaveBeenCalledTimes(1);
  });

  it('on a build for a host that caches pages itself: the published texts, and a failed read fails the build', async () => {
    vi.stubEnv('GRANITE_PAGE_CACHE', 'platform');
    vi.stubEnv('DATABASE_URL', 'postgresql://build@db.invalid/granite');
    preview.building.mockReturnValue(true);
    try {
      store.publishedTexts.mockResolvedValueOnce({ 'HomePage.hero.title': 'Built headline' });
      expect(((await siteMessages('fr', en)) as typeof en).HomePage.hero.title).toBe('Built headline');
      // Read once per language and build worker.
      expect(((await siteMessages('fr', en)) as typeof en).HomePage.hero.title).toBe('Built headline');
      expect(store.publishedTexts).toHaveBeenCalledTimes(1);

      store.publishedTexts.mockRejectedValueOnce(new Error('getaddrinfo ENOTFOUND db.invalid'));
      await expect(siteMessages('nl', en)).rejects.toThrow(
        /^next build: cannot read the published texts from DATABASE_URL \(getaddrinfo ENOTFOUND db\.invalid\)/,
      );
      expect(expireLater).not.toHaveBeenCalled();

      // Without a database the build renders the catalogue, as with our own page cache.
      vi.stubEnv('DATABASE_URL', '');
      expect(await siteMessages('de', en)).toBe(en);
      vi.stubEnv('DATABASE_URL', 'postgresql://build@db.invalid/granite');
      vi.stubEnv('GRANITE_PAGE_CACHE', 'own');
      expect(await siteMessages('de', en)).toBe(en);
      expect(store.publishedTexts).toHaveBeenCalledTimes(2);
    } finally {
      preview.building.mockReturnValue(false);
      vi.unstubAllEnvs();
    }
  });
});
