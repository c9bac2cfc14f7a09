'use client';

import type { Editor } from '@tiptap/react';
import { Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useEditorState } from '@tiptap/react';
import { cn } from '@/lib/cn';
import type { EditorLabels } from './article-editor';

type Props = { editor: Editor; labels: EditorLabels; onLink: () => void; onImage: () => void };

/**
 * The formatting buttons. Each shows its name as text beside its icon, so what a sighted user
 * reads is what a screen reader or voice control says (no aria-label that differs from it). On a
 * phone they are one row that scrolls sideways, so the text stays in view while writing.
 */
export function ArticleToolbar({ editor, labels, onLink, onImage }: Props) {
  const t = labels.toolbar;
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, Icon: LucideIcon, action: () => void, pressed?: boolean, disabled = false) => (
    <button
      type="button"
      {...(pressed !== undefined && { 'aria-pressed': pressed })}
      disabled={disabled}
      // A mouse press leaves the focus (and the selection) in the text: tiptap's focus() puts it
      // back only in the next animation frame, and what is typed before that frame would be lost.
      // The keyboard still reaches every button with Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded px-2 text-sm font-medium text-ink hover:bg-slate-200 disabled:opacity-50',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        pressed && 'bg-brand-100 text-brand-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </button>
  );
  return (
    <div
      role="toolbar"
      aria-label={t.label}
      aria-controls="article-body"
      className="sticky top-0 z-10 mt-1 flex gap-1 overflow-x-auto rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1 sm:flex-wrap sm:overflow-visible"
    >
      {button(t.bold, Bold, () => chain().toggleBold().run(), active.bold)}
      {button(t.italic, Italic, () => chain().toggleItalic().run(), active.italic)}
      {button(t.heading2, Heading2, () => chain().toggleHeading({ level: 2 }).run(), active.h2)}
      {button(t.heading3, Heading3, () => chain().toggleHeading({ level: 3 }).run(), active.h3)}
      {button(t.bulletList, List, () => chain().toggleBulletList().run(), active.bullet)}
      {button(t.orderedList, ListOrdered, () => chain().toggleOrderedList().run(), active.ordered)}
      {button(t.blockquote, Quote, () => chain().toggleBlockquote().run(), active.quote)}
      {button(t.codeBlock, Code, () => chain().toggleCodeBlock().run(), active.code)}
      {button(t.link, Link2, onLink, active.link)}
      {button(t.image, ImagePlus, onImage)}
      {button(t.undo, Undo2, () => chain().undo().run(), undefined, !active.canUndo)}
      {button(t.redo, Redo2, () => chain().redo().run(), undefined, !active.canRedo)}
    </div>
  );
}
