'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import { isSafeHref } from '@/lib/articles/href';
import { cn } from '@/lib/cn';
import type { EditorLabels } from './article-editor';

// The editor's own dialogs for what it inserts (never the browser's prompt()): a link, chosen by
// searching the site's pages and articles or typed, and an uploaded image's description.

export type LinkTarget = { title: string; href: string };

function Frame({
  open,
  onOpenChange,
  title,
  intro,
  close,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: string;
  close: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <div className="pr-8">
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-muted">{intro}</Dialog.Description>
          </div>
          <Dialog.Close
            aria-label={close}
            className="absolute right-4 top-4 grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

type LinkProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: EditorLabels;
  targets: readonly LinkTarget[];
  initial: string;
  onLink: (href: string | null) => void;
};

/** A link: search the site (pages and published articles of this language) or type an address. */
export function LinkDialog({ open, onOpenChange, labels, targets, initial, onLink }: LinkProps) {
  const t = labels.linkDialog;
  const id = useId();
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState(false);
  const query = fold(href.trim());
  const found = query.length < 2 ? [] : targets.filter((target) => fold(target.title).includes(query) || target.href.includes(query)).slice(0, 8);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!isSafeHref(value)) return setProblem(true);
    onLink(value);
  };
  return (
    <Frame open={open} onOpenChange={onOpenChange} title={t.title} intro={t.intro} close={labels.confirm.close}>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <div>
          <label htmlFor={`${id}-href`} className="block text-sm font-medium">
            {t.address}
          </label>
          <input
            id={`${id}-href`}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setProblem(false);
            }}
            className={cn(inputClasses, 'mt-1 w-full')}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem || undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
            {t.hint}
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-800">
              {t.invalid}
            </p>
          )}
        </div>
        {found.length > 0 && (
          <ul aria-label={t.results} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {found.map((target) => (
              <li key={target.href}>
                <button
                  type="button"
                  onClick={() => onLink(target.href)}
                  className="block w-full px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="block font-medium">{target.title}</span>
                  <span className="block text-xs text-ink-muted">{target.href}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          {initial && (
            <button type="button" className={buttonClasses({ variant: 'ghost' })} onClick={() => onLink(null)}>
              {t.remove}
            </button>
          )}
          <Dialog.Close className={buttonClasses({ variant: 'outline' })}>{labels.confirm.cancel}</Dialog.Close>
          <button type="submit" className={buttonClasses({})}>
            {t.apply}
          </button>
        </div>
      </form>
    </Frame>
  );
}

type ImageProps = { open: boolean; onOpenChange: (open: boolean) => void; labels: EditorLabels; preview: string | null; onImage: (alt: string) => void };

/** An uploaded image's description: required, unless the writer marks the image as decorative. */
export function ImageAltDialog({ open, onOpenChange, labels, preview, onImage }: ImageProps) {
  const t = labels.imageDialog;
  const id = useId();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decorative && alt.trim() === '') return setProblem(true);
    onImage(decorative ? '' : alt.trim());
  };
  return (
    <Frame open={open} onOpenChange={onOpenChange} title={t.title} intro={t.intro} close={labels.confirm.close}>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        {preview && <img src={preview} alt="" className="max-h-48 rounded-lg border border-slate-200" />}
        <div>
          <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
            {t.alt}
          </label>
          <textarea
            id={`${id}-alt`}
            value={alt}
            rows={2}
            disabled={decorative}
            onChange={(event) => {
              setAlt(event.target.value);
              setProblem(false);
            }}
            className={cn(inputClasses, 'mt-1 w-full')}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem || undefined}
            required={!decorative}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
            {t.hint}
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-800">
              {t.missing}
            </p>
          )}
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked);
              setProblem(false);
            }}
            className="size-4"
          />
          {t.decorative}
        </label>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Dialog.Close className={buttonClasses({ variant: 'outline' })}>{labels.confirm.cancel}</Dialog.Close>
          <button type="submit" className={buttonClasses({})}>
            {t.insert}
          </button>
        </div>
      </form>
    </Frame>
  );
}
