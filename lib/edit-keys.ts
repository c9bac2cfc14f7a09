/**
 * Marks an element whose whole text is one catalogue string, so the inline editor can find it
 * and apply a visitor's override: `<h2 {...edit('story.title')}>{t('story.title')}</h2>`.
 * Never put it on a link or a button (or inside one): those texts are not editable.
 *
 * A visitor's override is put in before the page is painted (components/inline-edit/overrides-script.ts),
 * so React finds the visitor's text where its server text was: suppressHydrationWarning tells it
 * to keep that text (one level deep: exactly the element's own text).
 */
export function editMark(key: string) {
  return { 'data-edit-key': key, suppressHydrationWarning: true } as const;
}

export function editKeys(namespace: string) {
  return (key: string) => editMark(`${namespace}.${key}`);
}
