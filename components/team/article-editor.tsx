'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { versionText } from '@/lib/articles/body-text';
import { briefDiff } from '@/lib/articles/brief-diff';
import { isSafeHref } from '@/lib/articles/href';
import { articleProse } from '@/lib/articles/prose';
import { slugify } from '@/lib/articles/slug';
import { cn } from '@/lib/cn';
import { zonedTime } from '@/lib/copy/team-time';
import { wordDiff } from '@/lib/copy/diff';
import { memberDateTime } from '@/lib/team/format-time';
import type en from '@/messages/en.json';
import { ConfirmDialog } from './article-confirm';
import { ArticleDiff } from './article-diff';
import { ArticleHistory, type HistoryItem } from './article-history';
import { ImageAltDialog, LinkDialog, type LinkTarget } from './article-insert-dialogs';
import { ArticleToolbar } from './article-toolbar';
import { useLeaveGuard } from './use-leave-guard';

// The article editor of the team area: TipTap (ProseMirror) for the text, limited to what the
// public renderer knows (lib/articles/body.ts) and styled as it publishes it
// (lib/articles/prose.ts), plain fields for the rest. The working copy is saved a moment after
// each change (and shows when it was); leaving with changes not yet saved asks first; publishing,
// scheduling and restoring ask first and show what changes. It talks JSON to app/api/team/articles/*.

export type EditorLabels = (typeof en)['TeamArticles'];
type Initial = {
  slug: string;
  title: string;
  summary: string;
  body: unknown;
  seoTitle: string;
  seoDescription: string;
  tags: string[];
  coverImageId: number | null;
  coverAlt: string;
  scheduledAt: string | null;
  saved: boolean;
  /** When the working copy was last saved (ISO), if it was. */
  savedAt: string | null;
};
type Props = {
  uiLocale: Locale;
  lang: Locale;
  articleId: number | null;
  labels: EditorLabels;
  initial: Initial;
  /** The member's zone: the schedule is typed and shown in it. */
  timeZone: string;
  /** What visitors see now (title, summary, text), or null before the first publication. */
  liveText: string | null;
  history: HistoryItem[];
  linkTargets: LinkTarget[];
  /** The member may read this language but not change it (an editor limited to others). */
  readOnly: boolean;
  /** A translation's English original, rendered as published, shown beside the translation. */
  original?: ReactNode;
};
type Notice = { tone: 'success' | 'error'; text: string } | null;
type Confirming = { kind: 'publish' } | { kind: 'schedule'; at: string } | { kind: 'restore'; entry: HistoryItem } | null;
type SaveState = { state: 'saved'; at: Date | null } | { state: 'unsaved' } | { state: 'saving' } | { state: 'failed'; reason: string; retry: boolean };

/** How long the editor waits after the last change before it saves the working copy. */
const AUTOSAVE_MS = 2_000;
/** A save the network or server failed (not one the server refused) is tried again this often. */
const RETRY_MS = 5_000;

// Images keep their size, so the public page reserves their space (no layout shift).
const SizedImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), width: { default: null }, height: { default: null } };
  },
});

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, data };
}

async function upload(file: File): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch('/api/team/articles/images', { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });
  return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export function ArticleEditor({ uiLocale, lang, articleId: givenId, labels, initial, timeZone, liveText, history, linkTargets, readOnly, original }: Props) {
  const dateTime = memberDateTime(uiLocale, timeZone);
  const [articleId, setArticleId] = useState(givenId);
  const [fields, setFields] = useState({ ...initial, tagsText: initial.tags.join(', ') });
  const [slugTouched, setSlugTouched] = useState(initial.saved);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [pendingImage, setPendingImage] = useState<{ src: string; width: number; height: number } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ state: 'saved', at: initial.savedAt ? new Date(initial.savedAt) : null });
  const [changes, setChanges] = useState(0);
  const bodyImage = useRef<HTMLInputElement>(null);
  const coverImage = useRef<HTMLInputElement>(null);
  const savedSnapshot = useRef<string | null>(null);
  // A translation opened for the first time shows the English text but has no row of its own yet.
  const stored = useRef(initial.saved);
  const saving = useRef<Promise<number | null> | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], isAllowedUri: (url) => isSafeHref(url) },
      }),
      SizedImage.configure({ inline: false }),
    ],
    content: initial.body as object,
    onUpdate: () => setChanges((count) => count + 1),
    editorProps: {
      attributes: {
        id: 'article-body',
        class: cn(
          articleProse,
          'article-editor min-h-80 rounded-b-lg border border-slate-300 bg-white p-4 [&>*:first-child]:mt-0',
          'focus:outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        ),
        'aria-labelledby': 'article-body-label',
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
      },
    },
  });

  const payload = useCallback(
    () => ({
      ...(articleId && { articleId }),
      locale: lang,
      slug: fields.slug,
      title: fields.title,
      summary: fields.summary,
      body: editor?.getJSON() ?? initial.body,
      seoTitle: fields.seoTitle,
      seoDescription: fields.seoDescription,
      tags: fields.tagsText
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      coverImageId: fields.coverImageId,
      coverAlt: fields.coverAlt,
    }),
    [articleId, editor, fields, initial.body, lang],
  );
  const snapshot = () => JSON.stringify({ ...payload(), articleId: undefined });
  // The page as loaded is what is saved (a new article: nothing yet, so anything typed is a change).
  if (editor && savedSnapshot.current === null)
    savedSnapshot.current = initial.saved ? snapshot() : JSON.stringify({ ...payload(), articleId: undefined, title: '', summary: '', body: editor.getJSON() });
  const unsaved = editor !== null && savedSnapshot.current !== null && snapshot() !== savedSnapshot.current;
  const guard = useLeaveGuard(unsaved && !readOnly);

  const errorText = (code: unknown) => (labels.error as Record<string, string>)[String(code)] ?? labels.error.failed;

  /** Saves the working copy (waiting for a save under way first); the article's id, or null when it could not be saved. */
  const save = async (): Promise<number | null> => {
    if (saving.current) await saving.current;
    if (!editor) return null;
    const body = payload();
    const sent = JSON.stringify({ ...body, articleId: undefined });
    if (articleId && stored.current && sent === savedSnapshot.current) return articleId;
    const work = (async () => {
      setSaveState({ state: 'saving' });
      const { ok, status, data } = await postJson('/api/team/articles', body).catch(() => ({
        ok: false,
        status: 0,
        data: { error: 'failed' } as Record<string, unknown>,
      }));
      if (!ok) {
        setSaveState({ state: 'failed', reason: errorText(data.error), retry: status === 0 || status === 429 || status >= 500 });
        return null;
      }
      savedSnapshot.current = sent;
      stored.current = true;
      setSaveState({ state: 'saved', at: new Date() });
      const id = Number(data.articleId);
      if (!articleId) {
        // A new article has its own address from now on: a reload finds it there.
        setArticleId(id);
        window.history.replaceState(null, '', `/${uiLocale}/team/articles/${id}/${lang}`);
      }
      return id;
    })();
    saving.current = work;
    try {
      return await work;
    } finally {
      if (saving.current === work) saving.current = null;
    }
  };

  // Autosave: a moment after the last change, if the working copy can be saved at all; again
  // and again while the network or the server is away (what is typed stays on screen meanwhile).
  const retrying = saveState.state === 'failed' && saveState.retry;
  useEffect(() => {
    if (readOnly || !unsaved) return;
    setSaveState((current) => (current.state === 'saved' ? { state: 'unsaved' } : current));
    if (!articleId && (!fields.title.trim() || !fields.slug)) return;
    const timer = window.setTimeout(() => void save(), retrying ? RETRY_MS : AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes, fields, unsaved, readOnly, retrying]);

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value, ...(name === 'title' && !slugTouched ? { slug: slugify(value, lang) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
  };

  async function run(name: string, work: () => Promise<void>) {
    setBusy(name);
    setNotice(null);
    try {
      await work();
    } catch {
      setNotice({ tone: 'error', text: labels.error.failed });
    } finally {
      setBusy(null);
    }
  }

  /** Leaves for `path` without asking: what the member asked for is done and saved. */
  const go = (path: string) => {
    guard.allow();
    window.location.assign(path);
  };

  const onSave = () =>
    run('save', async () => {
      const id = await save();
      if (!id) return setNotice({ tone: 'error', text: saveState.state === 'failed' ? saveState.reason : labels.error.failed });
      // A new article's page gains its languages and history.
      if (!givenId) return go(`/${uiLocale}/team/articles/${id}/${lang}?saved=1`);
      setNotice({ tone: 'success', text: labels.saved });
    });
  const publish = () =>
    run('publish', async () => {
      const id = await save();
      if (!id) return setNotice({ tone: 'error', text: labels.error.failed });
      const { ok, data } = await postJson('/api/team/articles/publish', { articleId: id, locale: lang });
      // On success the dialog stays until the page reloads: nothing can be typed that the reload would drop.
      if (!ok) {
        setConfirming(null);
        return setNotice({ tone: 'error', text: errorText(data.error) });
      }
      go(`/${uiLocale}/team/articles/${id}/${lang}?published=1`);
    });
  const onPreview = () =>
    run('preview', async () => {
      const id = await save();
      if (id) window.open(`/${uiLocale}/team/articles/${id}/${lang}/preview`, '_blank', 'noopener');
    });
  const schedule = (at: string | null) =>
    run('schedule', async () => {
      const id = await save();
      if (!id) return setNotice({ tone: 'error', text: labels.error.failed });
      const { ok, data } = await postJson('/api/team/articles/schedule', { articleId: id, locale: lang, at });
      setConfirming(null);
      if (!ok) return setNotice({ tone: 'error', text: errorText(data.error) });
      setFields((current) => ({ ...current, scheduledAt: at }));
      setNotice({ tone: 'success', text: at ? labels.scheduled.replace('{date}', dateTime(new Date(at))) : labels.unscheduled });
    });
  const restore = (entry: HistoryItem) =>
    run('restore', async () => {
      // What is on screen is saved first; the server keeps it as a revision before replacing it.
      if ((await save()) === null) return setNotice({ tone: 'error', text: labels.error.failed });
      const { ok, data } = await postJson('/api/team/articles/revert', { revisionId: entry.id });
      if (!ok) {
        setConfirming(null);
        return setNotice({ tone: 'error', text: errorText(data.error) });
      }
      go(`/${uiLocale}/team/articles/${articleId}/${lang}?restored=1`);
    });
  const onImage = (file: File | undefined, target: 'body' | 'cover') =>
    run('upload', async () => {
      if (!file || !editor) return;
      const { ok, data } = await upload(file);
      if (!ok) return setNotice({ tone: 'error', text: errorText(data.error) });
      if (target === 'cover') return setFields((current) => ({ ...current, coverImageId: Number(data.id) }));
      setPendingImage({ src: String(data.src), width: Number(data.width), height: Number(data.height) });
    });

  const workingText = () => versionText({ title: fields.title, summary: fields.summary, body: editor?.getJSON() ?? initial.body });
  const diffLabels = labels.diff;
  const input = cn(inputClasses, 'mt-1 w-full read-only:bg-slate-50');
  // A hint sits outside its label (linked by aria-describedby), so the field's name is the label alone.
  const field = (name: 'title' | 'slug' | 'seoTitle' | 'coverAlt' | 'tagsText', label: string, hint?: string) => (
    <div>
      <label htmlFor={`article-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`article-${name}`}
        value={fields[name]}
        onChange={set(name)}
        readOnly={readOnly}
        lang={name === 'slug' ? undefined : lang}
        className={input}
        {...(hint && { 'aria-describedby': `article-${name}-hint` })}
        {...(name === 'slug' && { pattern: '[a-z0-9]+(-[a-z0-9]+)*', spellCheck: false })}
      />
      {hint && (
        <p id={`article-${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
  const status =
    saveState.state === 'saving'
      ? labels.autosave.saving
      : saveState.state === 'unsaved'
        ? labels.autosave.unsaved
        : saveState.state === 'failed'
          ? labels.autosave.failed.replace('{reason}', saveState.reason)
          : saveState.at
            ? labels.autosave.savedAt.replace('{time}', dateTime(saveState.at))
            : '';

  const confirmation = confirmDialogText();
  function confirmDialogText() {
    const c = labels.confirm;
    if (!confirming) return null;
    if (confirming.kind === 'restore') {
      const current = workingText();
      const keeps = current !== confirming.entry.text && current !== liveText;
      return {
        title: c.restoreTitle,
        intro: keeps ? `${c.restoreIntro} ${c.restoreKeeps}` : c.restoreIntro,
        confirm: c.restore,
        before: current,
        after: confirming.entry.text,
        action: () => restore(confirming.entry),
      };
    }
    const intro =
      liveText === null
        ? c.firstPublish
        : confirming.kind === 'publish'
          ? c.publishIntro
          : c.scheduleIntro.replace('{date}', dateTime(new Date(confirming.at)));
    const title = confirming.kind === 'publish' ? c.publishTitle : c.scheduleTitle;
    const action = confirming.kind === 'publish' ? publish : () => schedule(confirming.at);
    return {
      title,
      intro:
        liveText === null && confirming.kind === 'schedule'
          ? `${c.scheduleIntro.replace('{date}', dateTime(new Date(confirming.at)))} ${c.firstPublish}`
          : intro,
      confirm: confirming.kind === 'publish' ? c.publish : c.schedule,
      before: liveText ?? '',
      after: workingText(),
      action,
    };
  }

  return (
    <div className={cn('grid gap-8', original ? 'lg:grid-cols-2' : 'lg:grid-cols-[minmax(0,1fr)_18rem]')}>
      <div className="min-w-0 space-y-5">
        {readOnly && (
          <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {labels.readOnly}
          </p>
        )}
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg border px-4 py-3 text-sm',
              notice.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900',
            )}
          >
            {notice.text}
          </p>
        )}
        {field('title', labels.field.title)}
        {field('slug', labels.field.slug, labels.field.slugHint)}
        <div>
          <label htmlFor="article-summary" className="block text-sm font-medium">
            {labels.field.summary}
          </label>
          <textarea id="article-summary" value={fields.summary} onChange={set('summary')} rows={3} readOnly={readOnly} lang={lang} className={input} />
        </div>
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm font-medium" id="article-body-label">
              {labels.field.body}
            </span>
            {!readOnly && (
              <span
                className={cn('text-xs', saveState.state === 'failed' ? 'font-medium text-red-800' : 'text-ink-muted')}
                aria-live="polite"
                data-save-state={saveState.state}
              >
                {status}
              </span>
            )}
          </div>
          {editor && !readOnly && (
            <ArticleToolbar editor={editor} labels={labels} onLink={() => setLinkOpen(true)} onImage={() => bodyImage.current?.click()} />
          )}
          <EditorContent editor={editor} />
          <input ref={bodyImage} type="file" accept="image/*" hidden onChange={(event) => onImage(event.target.files?.[0], 'body')} />
        </div>
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium">{labels.field.cover}</legend>
          {fields.coverImageId && <img src={`/api/article-images/${fields.coverImageId}`} alt="" className="max-h-40 rounded-lg" />}
          {!readOnly && (
            <button
              type="button"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
              onClick={() => coverImage.current?.click()}
              disabled={busy !== null}
            >
              {busy === 'upload' ? labels.uploading : labels.upload}
            </button>
          )}
          <input
            ref={coverImage}
            type="file"
            accept="image/*"
            hidden
            aria-label={labels.field.cover}
            onChange={(event) => onImage(event.target.files?.[0], 'cover')}
          />
          {field('coverAlt', labels.field.coverAlt)}
        </fieldset>
        {field('tagsText', labels.field.tags, labels.field.tagsHint)}
        {field('seoTitle', labels.field.seoTitle, labels.field.seoHint)}
        <div>
          <label htmlFor="article-seoDescription" className="block text-sm font-medium">
            {labels.field.seoDescription}
          </label>
          <textarea
            id="article-seoDescription"
            value={fields.seoDescription}
            onChange={set('seoDescription')}
            rows={2}
            readOnly={readOnly}
            lang={lang}
            className={input}
          />
        </div>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={onSave} disabled={busy !== null}>
              {busy === 'save' ? labels.saving : labels.save}
            </button>
            {articleId && (
              <>
                <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={onPreview} disabled={busy !== null}>
                  {labels.preview}
                </button>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  className={buttonClasses({})}
                  onClick={() => setConfirming({ kind: 'publish' })}
                  disabled={busy !== null}
                >
                  {labels.publish}
                </button>
              </>
            )}
          </div>
        )}
        {articleId && !readOnly && (
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium">
              {labels.scheduleWhen} <span className="font-normal text-ink-muted">({timeZone})</span>
              <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} className={input} />
            </label>
            <button
              type="button"
              aria-haspopup="dialog"
              className={buttonClasses({ variant: 'outline' })}
              disabled={busy !== null || !when}
              onClick={() => {
                // Typed on the member's clock, stored in UTC; a malformed value never unschedules.
                const at = zonedTime(when, timeZone);
                if (at) setConfirming({ kind: 'schedule', at: at.toISOString() });
              }}
            >
              {labels.schedule}
            </button>
            {fields.scheduledAt && (
              <button type="button" className={buttonClasses({ variant: 'ghost' })} disabled={busy !== null} onClick={() => schedule(null)}>
                {labels.unschedule}
              </button>
            )}
          </div>
        )}
        {fields.scheduledAt && <p className="text-sm text-ink-muted">{labels.scheduled.replace('{date}', dateTime(new Date(fields.scheduledAt)))}</p>}
      </div>
      {(original || articleId) && (
        <div className="min-w-0 space-y-6">
          {original && (
            <section
              aria-labelledby="article-original"
              className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
            >
              <h2 id="article-original" className="text-sm font-semibold text-ink-muted">
                {labels.original}
              </h2>
              {original}
            </section>
          )}
          {articleId && (
            <ArticleHistory
              locale={uiLocale}
              lang={lang}
              entries={history}
              labels={labels}
              dateTime={dateTime}
              {...(!readOnly && { onRestore: (entry: HistoryItem) => setConfirming({ kind: 'restore', entry }) })}
            />
          )}
        </div>
      )}
      {confirmation && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirmation.title}
          intro={confirmation.intro}
          confirm={confirmation.confirm}
          cancel={labels.confirm.cancel}
          close={labels.confirm.close}
          busy={busy !== null}
          onConfirm={confirmation.action}
        >
          <ArticleDiff locale={uiLocale} lang={lang} parts={briefDiff(wordDiff(confirmation.before, confirmation.after))} labels={diffLabels} />
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={guard.pending !== null}
        onOpenChange={(open) => !open && guard.stay()}
        title={labels.leave.title}
        intro={saveState.state === 'failed' ? `${labels.leave.intro} ${saveState.reason}` : labels.leave.intro}
        confirm={labels.leave.leave}
        cancel={labels.leave.stay}
        close={labels.confirm.close}
        onConfirm={guard.leave}
      />
      {linkOpen && editor && (
        <LinkDialog
          open
          onOpenChange={setLinkOpen}
          labels={labels}
          targets={linkTargets}
          initial={String(editor.getAttributes('link').href ?? '')}
          onLink={(href) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) chain.unsetLink().run();
            else chain.setLink({ href }).run();
          }}
        />
      )}
      {pendingImage && editor && (
        <ImageAltDialog
          open
          onOpenChange={(open) => !open && setPendingImage(null)}
          labels={labels}
          preview={pendingImage.src}
          onImage={(alt) => {
            editor
              .chain()
              .focus()
              .insertContent({ type: 'image', attrs: { ...pendingImage, alt } })
              .run();
            setPendingImage(null);
          }}
        />
      )}
    </div>
  );
}
