/**
 * Marks an element whose whole text is one catalogue string, so the inline editor can find it
 * and apply a visitor's override: `<h2 {...edit('story.title')}>{t('story.title')}</h2>`.
 * Never put it on a link or a button (or inside one): those texts are not editable.
 */
export function editKeys(namespace: string) {
  return (key: string) => ({ 'data-edit-key': `${namespace}.${key}` });
}
