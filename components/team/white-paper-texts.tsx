import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PaperGroup, PaperText } from '@/lib/white-paper';
import { CopyDiff } from './copy-diff';
import { CopyAction, CopySection, copyRoutes, wrapping, type CopyView } from './copy-parts';

// The white-paper screen's parts (app/[locale]/team/white-paper/page.tsx): the drafts with what
// they change, and every text of the document in print order, each with its own plain form.

export const whitePaperRoutes = { drafts: '/api/team/white-paper/drafts', preview: '/api/team/white-paper/preview' } as const;

type T = Awaited<ReturnType<typeof getTranslations<'Team.whitePaper'>>>;

/** What the screen needs beside the Texts page's view. */
export type PaperView = CopyView & { editable: boolean; canPublish: boolean };

const containers = new Set(['rows', 'steps', 'items', 'paragraphs']);

/** "List 1 · item 3 · lead-in": a text's place in its part of the document, in words. */
export function partName(t: T, part: string): string {
  const words: string[] = [];
  let previous = '';
  for (const segment of part.split('.')) {
    const numbered = /^([a-zA-Z]+?)([0-9]+)$/.exec(segment);
    if (/^[0-9]+$/.test(segment)) {
      const index =
        previous === 'rows'
          ? 'row'
          : /^[0-9]+$/.test(previous) || previous === 'columns'
            ? 'column'
            : previous === 'steps'
              ? 'step'
              : previous === 'paragraphs'
                ? 'paragraph'
                : 'item';
      words.push(t(`parts.index.${index}`, { n: Number(segment) }));
    } else if (numbered && t.has(`parts.numbered.${numbered[1]}` as 'parts.numbered.p')) {
      words.push(t(`parts.numbered.${numbered[1]}` as 'parts.numbered.p', { n: Number(numbered[2]) }));
    } else if (containers.has(segment)) {
      // Named by the numbers that follow ("row 2 · column 3").
    } else if (t.has(`parts.plain.${segment}` as 'parts.plain.heading')) {
      words.push(t(`parts.plain.${segment}` as 'parts.plain.heading'));
    } else {
      words.push(segment);
    }
    previous = segment;
  }
  return words.join(' · ');
}

/** A part of the document by name: a section by its heading as the PDF prints it. */
export function groupTitle(t: T, group: PaperGroup): string {
  if (group.id.startsWith('sections.')) return group.texts.find((text) => text.part === 'heading')?.live ?? group.id;
  return t.has(`groups.${group.id}` as 'groups.cover') ? t(`groups.${group.id}` as 'groups.cover') : group.id;
}

/** The drafts of the white paper in this language, what each changes, and publishing them. */
export async function WhitePaperDrafts({ view, groups }: { view: PaperView; groups: PaperGroup[] }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.whitePaper' });
  const drafts = groups.flatMap((group) => group.texts.filter((text) => text.draft).map((text) => ({ group, text })));
  const publish = drafts.length > 0 && view.editable && view.canPublish && (
    <form method="post" action={copyRoutes.publish}>
      <input type="hidden" name="locale" value={view.lang} />
      {drafts.map(({ text }) => (
        <input key={text.key} type="hidden" name="key" value={text.key} />
      ))}
      <input type="hidden" name="back" value={view.back} />
      <button
        type="submit"
        disabled={view.publishBlockedBy !== undefined}
        aria-describedby={view.publishBlockedBy ?? 'white-paper-publish-hint'}
        className={buttonClasses({ className: wrapping })}
      >
        {t('drafts.publish', { count: drafts.length, language: view.lang })}
      </button>
      <p id="white-paper-publish-hint" className="mt-1 max-w-xs text-xs text-ink-muted">
        {t('drafts.publishHint')}
      </p>
    </form>
  );
  return (
    <CopySection id="white-paper-drafts" title={t('drafts.title')} count={drafts.length} intro={t('drafts.intro')} action={publish}>
      {drafts.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{t('drafts.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {drafts.map(({ group, text }) => (
            <li key={text.key} className="rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-white-paper-draft={text.key}>
              <p className="font-semibold">
                <a href={`#${anchor(text.key)}`} className="underline-offset-2 hover:underline">
                  {groupTitle(t, group)} · {partName(t, text.part)}
                </a>
              </p>
              <DraftFacts t={t} view={view} text={text} />
              <div className="mt-2 rounded-lg bg-white p-3 ring-1 ring-inset ring-amber-200">
                <CopyDiff locale={view.locale} lang={view.lang} before={text.live} after={text.draft!.text} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </CopySection>
  );
}

/** Who wrote a draft and when, and what a pending schedule does with it. */
function DraftFacts({ t, view, text }: { t: T; view: PaperView; text: PaperText }) {
  const draft = text.draft!;
  const scheduled = text.scheduled;
  return (
    <>
      <p className="mt-1 text-xs text-ink-muted">{t('drafts.by', { author: draft.authorName, time: view.labels.dateTime(draft.updatedAt) })}</p>
      {scheduled && (scheduled.text === null || scheduled.text === draft.text) && (
        <p className="mt-1 inline-flex rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-inset ring-sky-200" data-scheduled>
          {t('drafts.scheduled', { time: view.labels.dateTime(scheduled.runAt) })}
        </p>
      )}
      {scheduled && scheduled.text !== null && scheduled.text !== draft.text && (
        <p className="mt-1 rounded-lg bg-sky-50 px-2 py-1 text-xs text-sky-900 ring-1 ring-inset ring-sky-200" data-scheduled>
          {t('drafts.changedSinceScheduled', { time: view.labels.dateTime(scheduled.runAt) })}
        </p>
      )}
    </>
  );
}

const anchor = (key: string) => `text-${key.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** Every text of the white paper in print order, by part of the document; parts with drafts open. */
export async function WhitePaperSections({ view, groups }: { view: PaperView; groups: PaperGroup[] }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.whitePaper' });
  return (
    <CopySection id="white-paper-texts" title={t('sections.title')} intro={t(view.editable ? 'sections.intro' : 'sections.introReadOnly')}>
      <div className="space-y-3">
        {groups.map((group) => {
          const drafts = group.texts.filter((text) => text.draft).length;
          return (
            <details key={group.id} open={drafts > 0} className="group/part rounded-xl border border-slate-200 bg-white" data-white-paper-part={group.id}>
              <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                <span className="font-semibold" lang={view.lang}>
                  {groupTitle(t, group)}
                </span>
                <span className="text-sm text-ink-muted">{t('sections.count', { count: group.texts.length })}</span>
                {drafts > 0 && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('sections.drafts', { count: drafts })}</span>
                )}
              </summary>
              <ol className="divide-y divide-slate-100 border-t border-slate-100">
                {group.texts.map((text) => (
                  <PaperTextItem key={text.key} t={t} view={view} text={text} />
                ))}
              </ol>
            </details>
          );
        })}
      </div>
    </CopySection>
  );
}

function PaperTextItem({ t, view, text }: { t: T; view: PaperView; text: PaperText }) {
  const name = partName(t, text.part);
  const id = anchor(text.key);
  const draft = text.draft;
  return (
    <li id={id} className="scroll-mt-24 px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{name}</p>
      <p lang={view.lang} className={cn('mt-1 whitespace-pre-wrap break-words', draft && 'text-ink-muted')}>
        <Printed text={text.live} />
      </p>
      {draft && (
        <div className="mt-2 rounded-lg bg-amber-50/70 p-3 ring-1 ring-inset ring-amber-200">
          <p className="text-xs font-semibold text-amber-900">{t('draft')}</p>
          <CopyDiff locale={view.locale} lang={view.lang} before={text.live} after={draft.text} />
          <DraftFacts t={t} view={view} text={text} />
        </div>
      )}
      {view.editable && (
        <details className="mt-2">
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700">{t(draft ? 'editDraft' : 'edit')}</summary>
          <form method="post" action={whitePaperRoutes.drafts} className="mt-2 space-y-2">
            <input type="hidden" name="locale" value={view.lang} />
            <input type="hidden" name="key" value={text.key} />
            <input type="hidden" name="back" value={`${view.back}`} />
            {/* Editing a colleague's draft is choosing to change it: the draft seen goes with the form. */}
            {draft && <input type="hidden" name="replaces" value={draft.updatedAt.toISOString()} />}
            <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
              {t('textLabel', { name })}
            </label>
            <textarea
              id={`${id}-text`}
              name="text"
              lang={view.lang}
              required
              rows={Math.min(10, Math.max(2, Math.ceil((draft?.text ?? text.live).length / 80)))}
              defaultValue={draft?.text ?? text.live}
              aria-describedby={draft && !draft.mine ? `${id}-colleague` : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
            />
            {draft && !draft.mine && (
              <p id={`${id}-colleague`} className="text-xs text-amber-900">
                {t('colleagueDraft', { author: draft.authorName })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" aria-label={t('saveLabel', { name })} className={buttonClasses({ size: 'sm', className: wrapping })}>
                {t('save')}
              </button>
            </div>
          </form>
          {draft && (
            <div className="mt-2">
              <CopyAction
                action={copyRoutes.drafts}
                fields={{ locale: view.lang, key: text.key, back: view.back }}
                label={t('discard')}
                name={t('discardLabel', { name })}
                variant="ghost"
              />
            </div>
          )}
        </details>
      )}
    </li>
  );
}

/** A text as the PDF prints it: its `<b>…</b>` runs bold (the form keeps the tags, which a publish checks). */
function Printed({ text }: { text: string }) {
  const parts = text.split(/(<b>[\s\S]*?<\/b>)/);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('<b>') && part.endsWith('</b>') ? <strong key={index}>{part.slice(3, -4)}</strong> : <span key={index}>{part}</span>,
      )}
    </>
  );
}
