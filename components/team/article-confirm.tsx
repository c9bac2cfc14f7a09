'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: string;
  confirm: string;
  cancel: string;
  close: string;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
};

/** The editor's one way of asking first: a title, what will happen, what changes, and two buttons. */
export function ConfirmDialog({ open, onOpenChange, title, intro, confirm, cancel, close, busy = false, onConfirm, children }: Props) {
  const wrapping = '!h-auto min-h-10 py-2 !whitespace-normal';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
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
          {children && <div className="mt-4 max-h-[50dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3">{children}</div>}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClasses({ variant: 'outline', className: wrapping })}>{cancel}</Dialog.Close>
            <button type="button" className={buttonClasses({ className: wrapping })} disabled={busy} onClick={onConfirm}>
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
