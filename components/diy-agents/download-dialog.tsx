'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Messages } from 'next-intl';
import { useState, type ReactNode, type RefObject } from 'react';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { DownloadForm } from './download-form';

export type DownloadDialogProps = {
  open: boolean;
  /** Opened in place of the stand-in frame already on screen: no opening animation. */
  instant?: boolean;
  onOpenChange: (open: boolean) => void;
  onDownloadReady: (downloadUrl: string) => void;
  /** The button outside this lazily loaded module that opened the dialog. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  locale: Locale;
  messages: Pick<Messages, 'DownloadForm' | 'FormValidation'>;
  /** The privacy sentence with its link, rendered on the server. */
  privacyNote: ReactNode;
  /** The version of the consent wording rendered on the server (lib/consent). */
  consentVersion: string;
};

/** The modal. Its form unmounts on close, so cancelling or closing always starts it afresh. */
export function DownloadDialog({
  open,
  instant = false,
  onOpenChange,
  onDownloadReady,
  returnFocusTo,
  locale,
  messages,
  privacyNote,
  consentVersion,
}: DownloadDialogProps) {
  const m = messages.DownloadForm;
  const [busy, setBusy] = useState(false);
  // While the request runs the dialog stays put: both buttons are disabled and Escape waits.
  const changeOpen = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn('fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm', !instant && 'data-[state=open]:animate-[fade-in_150ms_ease-out]')}
        />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
            !instant && 'data-[state=open]:animate-[pop-in_150ms_ease-out]',
          )}
        >
          <div className="pr-8">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">{m.title}</Dialog.Title>
            <Dialog.Description className="mt-2 leading-relaxed text-ink-muted">{m.subtitle}</Dialog.Description>
          </div>
          <Dialog.Close
            disabled={busy}
            aria-label={m.close}
            className="absolute right-4 top-4 grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <DownloadForm
            locale={locale}
            messages={m}
            validation={messages.FormValidation}
            privacyNote={privacyNote}
            consentVersion={consentVersion}
            onBusyChange={setBusy}
            onDone={(downloadUrl) => {
              onOpenChange(false);
              if (downloadUrl) onDownloadReady(downloadUrl);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
