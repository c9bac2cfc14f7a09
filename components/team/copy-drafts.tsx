import { getTranslations } from 'next-intl/server';
import type { KeySchedule } from '@/lib/copy/schedule';
import type { TranslationStatus } from '@/lib/copy/store';
import { CopyDiff } from './copy-diff';
import { CopyAction, CopyCell, CopyEmpty, CopyKey, CopySection, CopyText, copyRoutes, keyCell, OriginalBadge, textCell, type CopyView } from './copy-parts';
import { stackedRow, TeamTable } from './team-table';

/** Texts changed on the site and not yet published: what visitors see now beside the draft. */
export async function CopyDrafts({ view, drafts, scheduled }: { view: CopyView; drafts: TranslationStatus['drafts']; scheduled?: Map<string, KeySchedule> }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  const { lang, back, labels } = view;
  const headings = [t('key'), t('drafts.current'), t('drafts.draft'), t('by'), t('drafts.saved'), t('drafts.actions')] as const;
  const publishAll = drafts.length > 0 && (
    <CopyAction
      action={copyRoutes.publish}
      fields={{ locale: lang, back }}
      label={t('drafts.publishAll', { count: drafts.length, language: lang })}
      variant="default"
      size="default"
      blockedBy={view.publishBlockedBy}
    />
  );
  return (
    <CopySection id="copy-drafts" title={t('drafts.title')} count={drafts.length} intro={t('drafts.intro')} action={publishAll}>
      {drafts.length === 0 ? (
        <CopyEmpty>{t('drafts.empty')}</CopyEmpty>
      ) : (
        <TeamTable caption={t('drafts.tableCaption')} minWidth="sm:min-w-[62rem]" headings={[...headings]} stackOnPhone>
          {drafts.map((draft) => (
            <tr key={draft.key} className={stackedRow}>
              <CopyCell label={headings[0]} className={keyCell}>
                <CopyKey view={view} name={draft.key} />
              </CopyCell>
              <CopyCell label={headings[1]} className={textCell}>
                <CopyText view={view} text={draft.currentText} />
                {draft.currentText === draft.catalogueText && <OriginalBadge label={t('original')} />}
              </CopyCell>
              <CopyCell label={headings[2]} className={`${textCell} bg-amber-50/70`}>
                {/* Changes marked against what visitors see now. */}
                <CopyDiff locale={view.locale} lang={lang} before={draft.currentText} after={draft.draftText} />
                <ScheduledNote view={view} draftText={draft.draftText} schedule={scheduled?.get(draft.key)} />
              </CopyCell>
              <CopyCell label={headings[3]}>{draft.authorName}</CopyCell>
              <CopyCell label={headings[4]} className="whitespace-nowrap">
                <time dateTime={draft.updatedAt.toISOString()}>{labels.dateTime(draft.updatedAt)}</time>
              </CopyCell>
              <CopyCell label={headings[5]}>
                <div className="flex flex-wrap gap-2">
                  <CopyAction
                    action={copyRoutes.publish}
                    fields={{ locale: lang, key: draft.key, back }}
                    label={t('drafts.publish')}
                    name={t('drafts.publishKey', { key: view.names(draft.key) })}
                    variant="default"
                    blockedBy={view.publishBlockedBy}
                  />
                  <CopyAction
                    action={copyRoutes.drafts}
                    fields={{ locale: lang, key: draft.key, back }}
                    label={t('drafts.discard')}
                    name={t('drafts.discardKey', { key: view.names(draft.key) })}
                    variant="ghost"
                  />
                </div>
              </CopyCell>
            </tr>
          ))}
        </TeamTable>
      )}
    </CopySection>
  );
}

/**
 * A pending schedule that publishes this key: "Scheduled for …" when it pins this very wording
 * (or, made before pinning, takes the draft as it is then); else the draft changed after it was
 * scheduled, and the schedule keeps the earlier wording (lib/copy/schedule.ts).
 */
export async function ScheduledNote({ view, draftText, schedule }: { view: CopyView; draftText: string; schedule: KeySchedule | undefined }) {
  if (!schedule) return null;
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy.drafts' });
  const time = view.labels.dateTime(schedule.runAt);
  return schedule.text === null || schedule.text === draftText ? (
    <p className="mt-2 inline-flex rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-inset ring-sky-200" data-scheduled>
      {t('scheduled', { time })}
    </p>
  ) : (
    <p className="mt-2 rounded-lg bg-sky-50 px-2 py-1 text-xs text-sky-900 ring-1 ring-inset ring-sky-200" data-scheduled>
      {t('changedSinceScheduled', { time })}
    </p>
  );
}
