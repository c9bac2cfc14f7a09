import { getTranslations } from 'next-intl/server';
import type { TranslationStatus } from '@/lib/copy/store';
import { CopyAction, CopyCell, CopyEmpty, CopyKey, CopySection, CopyText, copyRoutes, keyCell, textCell, type CopyView } from './copy-parts';
import { stackedRow, TeamTable } from './team-table';

/** Translations written against an older English text: update them on the site, or confirm them. */
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
        <TeamTable caption={t('outdated.tableCaption')} minWidth="sm:min-w-[52rem]" headings={[...headings]} stackOnPhone>
          {outdated.map((item) => (
            <tr key={item.key} className={stackedRow}>
              <CopyCell label={headings[0]} className={keyCell}>
                <CopyKey view={view} name={item.key} />
              </CopyCell>
              <CopyCell label={headings[1]} className={textCell}>
                <CopyText view={view} text={item.englishText} />
              </CopyCell>
              <CopyCell label={headings[2]} className={textCell}>
                <CopyText view={view} text={item.currentText} />
              </CopyCell>
              <CopyCell label={headings[3]}>
                <CopyAction
                  action={copyRoutes.confirm}
                  fields={{ locale: lang, key: item.key, back }}
                  label={t('outdated.confirm')}
                  name={t('outdated.confirmKey', { key: view.names(item.key) })}
                />
              </CopyCell>
            </tr>
          ))}
        </TeamTable>
      )}
    </CopySection>
  );
}
