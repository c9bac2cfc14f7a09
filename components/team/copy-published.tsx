import { getTranslations } from 'next-intl/server';
import type { CopyVersionEntry, TranslationStatus } from '@/lib/copy/store';
import { teamPath } from '@/lib/team/paths';
import { CopyDiff } from './copy-diff';
import { RestoreVersion } from './copy-restore';
import { CopyAction, CopyCell, CopyEmpty, CopyKey, CopySection, CopyText, copyRoutes, keyCell, textCell, type CopyView } from './copy-parts';
import { stackedRow, TeamTable } from './team-table';

type Published = TranslationStatus['published'][number];
type Props = { view: CopyView; published: TranslationStatus['published']; histories: Map<string, CopyVersionEntry[]> };

/** Texts visitors see instead of the catalogue's, each with its history and the way back. */
export async function CopyPublished({ view, published, histories }: Props) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  const headings = [t('key'), t('published.text'), t('by'), t('published.publishedAt')] as const;
  return (
    <CopySection id="copy-published" title={t('published.title')} count={published.length} intro={t('published.intro')}>
      {published.length === 0 ? (
        <CopyEmpty>{t('published.empty')}</CopyEmpty>
      ) : (
        <TeamTable caption={t('published.tableCaption')} minWidth="sm:min-w-[48rem]" headings={[...headings]} stackOnPhone>
          {published.map((item) => (
            <tr key={item.key} className={stackedRow}>
              <CopyCell label={headings[0]} className={keyCell}>
                <CopyKey view={view} name={item.key} />
              </CopyCell>
              <CopyCell label={headings[1]} className={`${textCell} sm:w-full`}>
                {item.publishedText === null ? <p className="italic text-ink-muted">{t('original')}</p> : <CopyText view={view} text={item.publishedText} />}
                {!item.applied && (
                  <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-inset ring-amber-200">{t('published.notApplied')}</p>
                )}
                <CopyHistory view={view} item={item} versions={histories.get(item.key) ?? []} />
              </CopyCell>
              <CopyCell label={headings[2]}>{item.authorName}</CopyCell>
              <CopyCell label={headings[3]} className="whitespace-nowrap">
                <time dateTime={item.publishedAt.toISOString()}>{view.labels.dateTime(item.publishedAt)}</time>
              </CopyCell>
            </tr>
          ))}
        </TeamTable>
      )}
    </CopySection>
  );
}

/** Every version, newest first; any older one (or the catalogue text) can be published again. */
async function CopyHistory({ view, item, versions }: { view: CopyView; item: Published; versions: CopyVersionEntry[] }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  const { lang, back, labels } = view;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('published.history', { count: versions.length })}</summary>
      {versions.length > 1 && <p className="mt-2 text-xs text-ink-muted">{t('diff.legend')}</p>}
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
        {versions.map((version, index) => {
          const time = labels.dateTime(version.createdAt);
          const restorable = index > 0 && (version.text ?? item.catalogueText) !== item.currentText;
          return (
            <li key={version.id}>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
                <span className="font-semibold text-ink">{version.authorName}</span>
                <time dateTime={version.createdAt.toISOString()}>{time}</time>
                {version.revertOf !== null && <span>· {t('published.restoredVersion')}</span>}
                {index === 0 && item.applied && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-900 ring-1 ring-inset ring-emerald-200">
                    {t('published.current')}
                  </span>
                )}
              </p>
              <div className="mt-1">
                {version.text === null && <p className="italic text-ink-muted">{t('original')}</p>}
                {/* The live version as it reads; every other one as what restoring it would change. */}
                {index === 0 || (version.text ?? item.catalogueText) === item.currentText ? (
                  version.text !== null && <CopyText view={view} text={version.text} />
                ) : (
                  <div aria-label={t('published.versus')} role="group">
                    <CopyDiff locale={view.locale} lang={lang} before={item.currentText} after={version.text ?? item.catalogueText} />
                  </div>
                )}
              </div>
              {restorable && (
                <div className="mt-2">
                  {/* Asks first: the two wordings side by side, then publishes (a page without scripts). */}
                  <RestoreVersion
                    confirmPage={teamPath(view.locale, '/copy/restore')}
                    revert={{ action: copyRoutes.revert, locale: lang, lang, textKey: item.key, version: String(version.id), back }}
                    label={t('published.restore')}
                    name={t('published.restoreLabel', { author: version.authorName, time })}
                    chosen={version.text ?? item.catalogueText}
                    current={item.currentText}
                    labels={{
                      title: t('restore.title'),
                      intro: t('restore.intro'),
                      chosen: t('restore.chosen', { author: version.authorName, time }),
                      current: t('restore.current'),
                      confirm: t('restore.confirm'),
                      cancel: t('restore.cancel'),
                      close: t('restore.close'),
                    }}
                    blockedBy={view.publishBlockedBy}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {item.currentText !== item.catalogueText && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
          <p className="text-xs font-semibold text-ink-muted">{t('published.originalLabel')}</p>
          <div className="mb-2 mt-1" lang={lang}>
            <CopyText view={view} text={item.catalogueText} />
          </div>
          <CopyAction
            action={copyRoutes.revert}
            fields={{ locale: lang, key: item.key, version: 'catalogue', back }}
            label={t('published.backToOriginal')}
            name={t('published.backToOriginalKey', { key: view.names(item.key) })}
            blockedBy={view.publishBlockedBy}
          />
        </div>
      )}
    </details>
  );
}
