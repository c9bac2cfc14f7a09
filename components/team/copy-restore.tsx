'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

// "Restore this version" asks first. Without scripts its button opens the confirmation page
// (app/[locale]/team/copy/restore); with them the same question in a dialog: the chosen
// version's wording beside the live one, then the plain form that publishes it.

export type RestoreLabels = { title: string; intro: string; chosen: string; current: string; confirm: string; cancel: string; close: string };

type Props = {
  /** The confirmation page, for browsers without scripts. */
  confirmPage: string;
  revert: { action: string; locale: string; lang: string; textKey: string; version: string; back: string };
  label: string;
  name: string;
  chosen: string;
  current: string;
  labels: RestoreLabels;
  blockedBy?: string;
};

export function RestoreVersion({ confirmPage, revert, label, name, chosen, current, labels, blockedBy }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wrapping = '!h-auto min-h-10 py-2 !whitespace-normal text-left';
  return (
    <>
      <form
        method="get"
        action={confirmPage}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="lang" value={revert.lang} />
        <input type="hidden" name="key" value={revert.textKey} />
        <input type="hidden" name="version" value={revert.version} />
        <button
          ref={opener}
          type="submit"
          aria-label={name}
          aria-haspopup="dialog"
          disabled={blockedBy !== undefined}
          aria-describedby={blockedBy}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: wrapping })}
        >
          {label}
        </button>
      </form>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          >
            <div className="pr-8">
              <Dialog.Title className="text-xl font-bold text-ink">{labels.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{labels.intro}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={labels.close}
              className="absolute right-4 top-4 grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <Wordings chosen={chosen} current={current} labels={labels} lang={revert.lang} />
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClasses({ variant: 'outline', className: wrapping })}>{labels.cancel}</Dialog.Close>
              <form method="post" action={revert.action}>
                <input type="hidden" name="locale" value={revert.locale} />
                <input type="hidden" name="key" value={revert.textKey} />
                <input type="hidden" name="version" value={revert.version} />
                <input type="hidden" name="back" value={revert.back} />
                <button type="submit" className={buttonClasses({ className: wrapping })}>
                  {labels.confirm}
                </button>
              </form>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** The two wordings side by side (stacked on a phone): the one to restore, and the one live now. */
export function Wordings({
  chosen,
  current,
  labels,
  lang,
}: {
  chosen: string;
  current: string;
  labels: Pick<RestoreLabels, 'chosen' | 'current'>;
  lang: string;
}) {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <figure className="rounded-lg bg-emerald-50/60 p-3 ring-1 ring-inset ring-emerald-200">
        <figcaption className="text-xs font-semibold text-emerald-900">{labels.chosen}</figcaption>
        <p lang={lang} className="mt-1 whitespace-pre-wrap break-words" data-restore-chosen>
          {chosen}
        </p>
      </figure>
      <figure className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <figcaption className="text-xs font-semibold text-ink-muted">{labels.current}</figcaption>
        <p lang={lang} className="mt-1 whitespace-pre-wrap break-words" data-restore-current>
          {current}
        </p>
      </figure>
    </div>
  );
}
