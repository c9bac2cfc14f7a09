import { locales } from '@/i18n/locales';

/**
 * A visitor's own wording for catalogue texts, per language, kept in their browser only:
 * localStorage `contentOverrides` = {"en": {"HomePage.hero.title": "…"}}. Everything read back
 * is treated as untrusted: plain strings only, known key shape, bounded length.
 */
export const STORAGE_KEY = 'contentOverrides';
/** The `window` property the head script (components/inline-edit/overrides-script.ts) leaves for the editor. */
export const OVERRIDES_GLOBAL = '__contentOverrides';
export const MAX_OVERRIDE_LENGTH = 2000;
const KEY_SHAPE = /^[A-Z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+){1,6}$/;
const LANGUAGES: readonly string[] = locales;

export type Overrides = Record<string, Record<string, string>>;

export function isOverrideKey(key: string): boolean {
  return key.length <= 200 && KEY_SHAPE.test(key);
}

/** Keeps only well-formed entries of whatever was stored. */
export function sanitizeOverrides(value: unknown): Overrides {
  const clean: Overrides = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return clean;
  for (const language of LANGUAGES) {
    const entries = (value as Record<string, unknown>)[language];
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) continue;
    for (const [key, text] of Object.entries(entries)) {
      if (!isOverrideKey(key) || typeof text !== 'string') continue;
      const trimmed = text.trim().slice(0, MAX_OVERRIDE_LENGTH);
      if (trimmed) (clean[language] ??= {})[key] = trimmed;
    }
  }
  return clean;
}

/** The stored overrides; a corrupt store reads as none, with a warning unless it was already given. */
export function loadOverrides(storage: Pick<Storage, 'getItem'>, { reported = false } = {}): Overrides {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    return raw ? sanitizeOverrides(JSON.parse(raw)) : {};
  } catch (error) {
    if (!reported) console.warn('Failed to load content overrides', error);
    return {};
  }
}

export function saveOverrides(storage: Pick<Storage, 'setItem'>, overrides: Overrides): boolean {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
    return true;
  } catch (error) {
    console.warn('Failed to save content overrides', error);
    return false;
  }
}

/** The new set after an edit: saved only if the trimmed text differs from what is shown. */
export function withEdit(overrides: Overrides, language: string, key: string, text: string, shown: string, original: string): Overrides | undefined {
  const trimmed = text.trim().slice(0, MAX_OVERRIDE_LENGTH);
  if (!trimmed || trimmed === shown.trim()) return undefined;
  const next: Overrides = { ...overrides, [language]: { ...overrides[language] } };
  if (trimmed === original) delete next[language]![key];
  else next[language]![key] = trimmed;
  return next;
}

export function withoutOverride(overrides: Overrides, language: string, key: string): Overrides {
  const next: Overrides = { ...overrides, [language]: { ...overrides[language] } };
  delete next[language]![key];
  return next;
}
