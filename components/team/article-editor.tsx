'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState, type ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { isSafeHref } from '@/lib/articles/href';
import { slugify } from '@/lib/articles/slug';
import { cn } from '@/lib/cn';
import { zonedTime } from '@/lib/copy/team-time';
import { memberDateTime } from '@/lib/team/format-time';
import type en from '@/messages/en.json';

// The article editor of the team area: TipTap (ProseMirror) for the text, limited to what the
// public renderer knows (lib/articles/body.ts: headings 2-4, lists, quotes, code, links, images
// of our own image route), plain fields for the rest. It talks JSON to app/api/team/articles/*.

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
};
type Props = { uiLocale: Locale; lang: Locale; articleId: number | null; labels: EditorLabels; initial: Initial; /** The member's zone: the schedule is typed and shown in it. */ timeZone: string };
type Notice = { tone: 'success' | 'error'; text: string } | null;

// Images keep their size, so the public page reserves their space (no layout shift).
const SizedImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), width: { default: null }, height: { default: null } };
  },
});

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, data };
}

async function upload(file: File): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch('/api/team/articles/images', { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });
  return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export function ArticleEditor({ uiLocale, lang, articleId, labels, initial, timeZone }: Props) {
  const dateTime = memberDateTime(uiLocale, timeZone);
  const [fields, setFields] = useState({ ...initial, tagsText: initial.tags.join(', ') });
  const [slugTouched, setSlugTouched] = useState(initial.saved);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [when, setWhen] = useState('');
  const bodyImage = useRef<HTMLInputElement>(null);
  const coverImage = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], isAllowedUri: (url) => isSafeHref(url) },
      }),
      SizedImage.configure({ inline: false }),
    ],
    content: initial.body as object,
    editorProps: { attributes: { class: 'article-editor min-h-80 rounded-b-lg border border-slate-300 bg-white p-4 focus:outline-none', 'aria-label': labels.field.body } },
  });

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value, ...(name === 'title' && !slugTouched ? { slug: slugify(value) } : {}) }));
    if (name === 'slug') setSlugTouched(true);
  };
  const errorText = (code: unknown) => (labels.error as Record<string, string>)[String(code)] ?? labels.error.failed;

  /** Saves the working copy; returns the article's id (a new article gets one here). */
  async function save(): Promise<number | null> {
    if (!editor) return null;
    const { ok, data } = await postJson('/api/team/articles', {
      ...(articleId && { articleId }),
      locale: lang,
      slug: fields.slug,
      title: fields.title,
      summary: fields.summary,
      body: editor.getJSON(),
      seoTitle: fields.seoTitle,
      seoDescription: fields.seoDescription,
      tags: fields.tagsText.split(',').map((tag) => tag.trim()).filter(Boolean),
      coverImageId: fields.coverImageId,
      coverAlt: fields.coverAlt,
    });
    if (!ok) {
      setNotice({ tone: 'error', text: errorText(data.error) });
      return null;
    }
    const id = Number(data.articleId);
    // A new article moves to its own address, where the other languages and the history are.
    if (!articleId) window.location.assign(`/${uiLocale}/team/articles/${id}/${lang}?saved=1`);
    return id;
  }

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

  const onSave = () => run('save', async () => {
    if ((await save()) && articleId) setNotice({ tone: 'success', text: labels.saved });
  });
  const onPublish = () => run('publish', async () => {
    const id = await save();
    if (!id || !articleId) return;
    const { ok, data } = await postJson('/api/team/articles/publish', { articleId: id, locale: lang });
    if (!ok) return setNotice({ tone: 'error', text: errorText(data.error) });
    window.location.assign(`/${uiLocale}/team/articles/${id}/${lang}?published=1`);
  });
  const onPreview = () => run('preview', async () => {
    const id = await save();
    if (id && articleId) window.open(`/${uiLocale}/team/articles/${id}/${lang}/preview`, '_blank', 'noopener');
  });
  const onSchedule = (at: string | null) => run('schedule', async () => {
    const id = await save();
    if (!id || !articleId) return;
    const { ok, data } = await postJson('/api/team/articles/schedule', { articleId: id, locale: lang, at });
    if (!ok) return setNotice({ tone: 'error', text: errorText(data.error) });
    setFields((current) => ({ ...current, scheduledAt: at }));
    setNotice({ tone: 'success', text: at ? labels.scheduled.replace('{date}', dateTime(new Date(at))) : labels.saved });
  });
  const onImage = (file: File | undefined, target: 'body' | 'cover') => run('upload', async () => {
    if (!file || !editor) return;
    const { ok, data } = await upload(file);
    if (!ok) return setNotice({ tone: 'error', text: errorText(data.error) });
    if (target === 'cover') {
      setFields((current) => ({ ...current, coverImageId: Number(data.id) }));
      return;
    }
    const alt = window.prompt(labels.toolbar.altPrompt)?.trim();
    if (!alt) return;
    editor.chain().focus().insertContent({ type: 'image', attrs: { src: String(data.src), alt, width: Number(data.width), height: Number(data.height) } }).run();
  });

  const input = cn(inputClasses, 'mt-1 w-full');
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

  return (
    <div className="space-y-5">
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-4 py-3 text-sm', notice.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900')}>
          {notice.text}
        </p>
      )}
      {field('title', labels.field.title)}
      {field('slug', labels.field.slug, labels.field.slugHint)}
      <label className="block text-sm font-medium">
        {labels.field.summary}
        <textarea value={fields.summary} onChange={set('summary')} rows={3} className={input} />
      </label>
      <div>
        <span className="text-sm font-medium" id="article-body-label">{labels.field.body}</span>
        {editor && <Toolbar editor={editor} labels={labels} onImage={() => bodyImage.current?.click()} />}
        <EditorContent editor={editor} />
        <input ref={bodyImage} type="file" accept="image/*" hidden onChange={(event) => onImage(event.target.files?.[0], 'body')} />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium">{labels.field.cover}</legend>
        {fields.coverImageId && <img src={`/api/article-images/${fields.coverImageId}`} alt="" className="max-h-40 rounded-lg" />}
        <button type="button" className={buttonClasses({ variant: 'outline', size: 'sm' })} onClick={() => coverImage.current?.click()} disabled={busy !== null}>
          {busy === 'upload' ? labels.uploading : labels.upload}
        </button>
        <input ref={coverImage} type="file" accept="image/*" hidden aria-label={labels.field.cover} onChange={(event) => onImage(event.target.files?.[0], 'cover')} />
        {field('coverAlt', labels.field.coverAlt)}
      </fieldset>
      {field('tagsText', labels.field.tags, labels.field.tagsHint)}
      {field('seoTitle', labels.field.seoTitle, labels.field.seoHint)}
      <label className="block text-sm font-medium">
        {labels.field.seoDescription}
        <textarea value={fields.seoDescription} onChange={set('seoDescription')} rows={2} className={input} />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={onSave} disabled={busy !== null}>
          {busy === 'save' ? labels.saving : labels.save}
        </button>
        {articleId && (
          <>
            <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={onPreview} disabled={busy !== null}>
              {labels.preview}
            </button>
            <button type="button" className={buttonClasses({})} onClick={onPublish} disabled={busy !== null}>
              {labels.publish}
            </button>
          </>
        )}
      </div>
      {articleId && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            {labels.scheduleWhen} <span className="font-normal text-ink-muted">({timeZone})</span>
            <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} className={input} />
          </label>
          <button type="button" className={buttonClasses({ variant: 'outline' })} disabled={busy !== null || !when} onClick={() => {
              // Typed on the member's clock, stored in UTC; a malformed value never unschedules.
              const at = zonedTime(when, timeZone);
              if (at) onSchedule(at.toISOString());
            }}>
            {labels.schedule}
          </button>
          {fields.scheduledAt && (
            <button type="button" className={buttonClasses({ variant: 'ghost' })} disabled={busy !== null} onClick={() => onSchedule(null)}>
              {labels.unschedule}
            </button>
          )}
        </div>
      )}
      {fields.scheduledAt && <p className="text-sm text-ink-muted">{labels.scheduled.replace('{date}', dateTime(new Date(fields.scheduledAt)))}</p>}
    </div>
  );
}

function Toolbar({ editor, labels, onImage }: { editor: Editor; labels: EditorLabels; onImage: () => void }) {
  const t = labels.toolbar;
  const button = (label: string, active: boolean, action: () => void, text: ReactNode = label) => (
    <button
      type="button"
      aria-pressed={active}
      title={label}
      aria-label={label}
      onClick={action}
      className={cn('min-h-9 rounded px-2 text-sm font-medium hover:bg-slate-200', active && 'bg-slate-300')}
    >
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  const link = () => {
    if (editor.isActive('link')) return chain().unsetLink().run();
    const href = window.prompt(t.linkPrompt)?.trim();
    if (href && isSafeHref(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div role="toolbar" aria-label={t.label} className="mt-1 flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1">
      {button(t.bold, editor.isActive('bold'), () => chain().toggleBold().run(), <strong>B</strong>)}
      {button(t.italic, editor.isActive('italic'), () => chain().toggleItalic().run(), <em>I</em>)}
      {button(t.heading2, editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button(t.heading3, editor.isActive('heading', { level: 3 }), () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {button(t.bulletList, editor.isActive('bulletList'), () => chain().toggleBulletList().run(), '•')}
      {button(t.orderedList, editor.isActive('orderedList'), () => chain().toggleOrderedList().run(), '1.')}
      {button(t.blockquote, editor.isActive('blockquote'), () => chain().toggleBlockquote().run(), '“')}
      {button(t.codeBlock, editor.isActive('codeBlock'), () => chain().toggleCodeBlock().run(), '</>')}
      {button(t.link, editor.isActive('link'), link)}
      {button(t.image, false, onImage)}
      {button(t.undo, false, () => chain().undo().run(), '↶')}
      {button(t.redo, false, () => chain().redo().run(), '↷')}
    </div>
  );
}
