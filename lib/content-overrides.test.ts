import { describe, expect, it, vi } from 'vitest';
import { loadOverrides, MAX_OVERRIDE_LENGTH, sanitizeOverrides, saveOverrides, STORAGE_KEY, withEdit, withoutOverride } from './content-overrides';

const memory = (value: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEY ? value : null) });

describe('loadOverrides', () => {
  it('reads the per-language map', () => {
    expect(loadOverrides(memory('{"de":{"HomePage.hero.title":"Hallo"}}'))).toEqual({ de: { 'HomePage.hero.title': 'Hallo' } });
  });

  it('warns and starts empty when the store is corrupt or unreadable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadOverrides(memory('{oops'))).toEqual({});
    expect(
      loadOverrides({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('Failed to load content overrides');
    warn.mockRestore();
  });
});

describe('sanitizeOverrides', () => {
  it('drops unknown languages, malformed keys, non-strings and blanks; caps length', () => {
    const long = 'x'.repeat(MAX_OVERRIDE_LENGTH + 50);
    expect(
      sanitizeOverrides({
        en: { 'HomePage.hero.title': long, '__proto__.x': 'a', 'lowercase.key': 'b', 'About.x': 5, 'About.y': '   ' },
        xx: { 'HomePage.hero.title': 'c' },
        nl: ['HomePage.hero.title'],
      }),
    ).toEqual({ en: { 'HomePage.hero.title': 'x'.repeat(MAX_OVERRIDE_LENGTH) } });
    expect(sanitizeOverrides(null)).toEqual({});
    expect(sanitizeOverrides('{"en":{}}')).toEqual({});
  });
});

describe('saveOverrides', () => {
  it('warns instead of throwing when storage is full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      saveOverrides(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        {},
      ),
    ).toBe(false);
    expect(warn.mock.calls[0]?.[0]).toBe('Failed to save content overrides');
    warn.mockRestore();
  });
});

describe('withEdit', () => {
  const base = { en: { 'A.b': 'kept' } };

  it('stores the trimmed text when it differs from what is shown', () => {
    expect(withEdit(base, 'en', 'A.c', '  New  ', 'Old', 'Old')).toEqual({ en: { 'A.b': 'kept', 'A.c': 'New' } });
  });

  it('saves nothing for unchanged or blank text', () => {
    expect(withEdit(base, 'en', 'A.c', ' Old ', 'Old', 'Old')).toBeUndefined();
    expect(withEdit(base, 'en', 'A.c', '   ', 'Old', 'Old')).toBeUndefined();
  });

  it('drops the override when the text is edited back to the original', () => {
    expect(withEdit({ en: { 'A.c': 'Mine' } }, 'en', 'A.c', 'Original', 'Mine', 'Original')).toEqual({ en: {} });
  });

  it('never touches another language', () => {
    expect(withEdit({ de: { 'A.c': 'Meins' } }, 'en', 'A.c', 'Mine', 'Orig', 'Orig')).toEqual({ de: { 'A.c': 'Meins' }, en: { 'A.c': 'Mine' } });
  });
});

describe('withoutOverride', () => {
  it('removes one key of one language', () => {
    expect(withoutOverride({ en: { 'A.b': '1', 'A.c': '2' }, de: { 'A.b': '3' } }, 'en', 'A.b')).toEqual({ en: { 'A.c': '2' }, de: { 'A.b': '3' } });
  });
});
