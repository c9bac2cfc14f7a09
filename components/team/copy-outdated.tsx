import { getTranslations } from 'next-intl/server';
import type { TranslationStatus } from '@/lib/copy/store';
import { CopyDiff } from './copy-diff';
import { CopyAction, CopyCell, CopyEmpty, CopyKey, CopySection, CopyText, copyRoutes, keyCell, textCell, type CopyView } from './copy-parts';
import { stackedRow, TeamTable } from './team-table';

/**
 * Translations written against an older English text, side by side: the English before, the
 * English now with its changes marked, the translation; then "still fits" or edit it on the page.
 */
export async function CopyOutdated({ view, outdated }: { view: CopyView; outdated: TranslationStatus['outdated'] }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  const { lang, back } = view;
  // English is what the others are translated from: nothing of it can be out of date.
  if (lang === 'en') {
    return <CopySection id="copy-outdated" title={t('outdated.title')} intro={t('outdated.source')} />;
  }
  const headings = [t('key'), t('outdated.english'), `${t('outdated.translation')} (${view.labels.language(lang)})`, t('drafts.actions')] as const;
  return (
    <CopySection id="copy-outdated" title={t('outdated.title')} count={outdated.length} intro={t('outdated.intro')}>
      {outdated.length === 0 ? (
        <CopyEmpty>{t('outdated.empty')}</CopyEmpty>
      ) : (
        <TeamTable caption={t('outdated.tableCaption')} minWidth="sm:min-w-[60rem]" headings={[...headings]} stackOnPhone>
          {outdated.map((item) => (
            <tr key={item.key} className={stackedRow}>
              <CopyCell label={headings[0]} className={keyCell}>
                <CopyKey view={view} name={item.key} />
              </CopyCell>
              <CopyCell label={headings[1]} className={textCell}>
                <div lang="en" className="space-y-2">
                  <div>
                    <p className="text-xs font-semibold text-ink-muted">{t('outdated.old')}</p>
                    {item.oldEnglishText === null ? (
                      <p className="text-xs italic text-ink-muted">{t('outdated.noOld')}</p>
                    ) : (
                      <CopyText view={view} text={item.oldEnglishText} />
                    )}
                  </div>
                  <div>
                    <p className="text-xs font-semibold text-ink-muted">{t('outdated.now')}</p>
                    {item.oldEnglishText === null ? (
                      <CopyText view={view} text={item.englishText} />
                    ) : (
                      <CopyDiff locale={view.locale} before={item.oldEnglishText} after={item.englishText} />
                    )}
                  </div>
                </div>
              </CopyCell>
              <CopyCell label={headings[2]} className={textCell}>
                <div lang={lang}>
                  <CopyText view={view} text={item.currentText} />
                </div>
              </CopyCell>
              <CopyCell label={headings[3]}>
                <div className="flex flex-wrap gap-2">
                  <CopyAction
                    action={copyRoutes.confirm}
                    fields={{ locale: lang, key: item.key, back }}
                    label={t('outdated.confirm')}
                    name={t('outdated.confirmKey', { key: view.names(item.key) })}
                  />
                  {/* On the first page that shows it, in publish mode: edited where it is read. */}
                  {view.pages(item.key)[0] && (
                    <CopyAction
                      action={copyRoutes.preview}
                      fields={{ locale: lang, on: '1', next: view.pages(item.key)[0]! }}
                      label={t('outdated.edit')}
                      name={t('outdated.editKey', { key: view.names(item.key) })}
                      variant="ghost"
                    />
                  )}
                </div>
              </CopyCell>
            </tr>
          ))}
        </TeamTable>
      )}
    </CopySection>
  );
}
