'use client';

import { Download, FileCheck2, Loader2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyPart, loadOnIntent } from '@/lib/intent';
import type { DownloadDialogProps } from './download-dialog';

// Radix Dialog, react-hook-form and zod are not part of the page's own script, so its first paint
// and hydration do not wait for them. They load on first intent (hover, focus, a tap or a press
// that came before hydration) and, as the button is the page's main action, once the page has
// hydrated and the browser is idle: a press on the settled page then waits for neither.
const dialog = lazyPart(() => import('./download-dialog').then((module) => module.DownloadDialog));
loadOnIntent('[data-white-paper-button]', dialog.load, { whenIdle: true });
// A press the browser answered before this module arrived left a frame open: the code is wanted now, not after hydration.
if (typeof document !== 'undefined' && document.querySelector('dialog[data-white-paper-frame][open]')) void dialog.load();

/**
 * The browser's own invoker commands (as in components/layout/mobile-menu.tsx): the button opens
 * the dialog's frame (the stand-in below) without any script, so a press before the page's code
 * has arrived, or before the dialog's code has, is answered in the next frame. React knows
 * neither attribute yet, hence the spread.
 */
const invoke = (dialogId: string, command: 'show-modal' | 'close') => ({ commandfor: dialogId, command });

type Props = Pick<DownloadDialogProps, 'locale' | 'messages' | 'privacyNote' | 'consentVersion'> & {
  labels: { open: string; readyTitle: string; readyText: string; download: string };
  /** `light` for the dark hero, `solid` on white. */
  tone?: 'light' | 'solid';
  /** Further actions shown beside the button, e.g. a link to the contents. */
  children?: ReactNode;
};

/** The download button, the modal it opens and, after a request, the download link. */
export function WhitePaperDownload({ locale, messages, privacyNote, consentVersion, labels, tone = 'solid', children }: Props) {
  const [DownloadDialog, setDownloadDialog] = useState<ComponentType<DownloadDialogProps>>();
  const [waiting, setWaiting] = useState(false);
  const [open, setOpen] = useState(false);
  const [downloadUrl, setDownloadUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [instant, setInstant] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The stand-in: a native modal <dialog> with the dialog's frame, title and a loading line, on
  // the page from the server. A press opens it at once (the command, or onClick where commands
  // are not supported); once the dialog's code is there it gives way to the real dialog, in the
  // same place and without the opening animation. Closed meanwhile, nothing else opens.
  const standInId = useId();
  const standIn = useRef<HTMLDialogElement>(null);
  const m = messages.DownloadForm;

  const show = (component: ComponentType<DownloadDialogProps>, replacing = false) => {
    standIn.current?.close();
    setInstant(replacing);
    setDownloadDialog(() => component);
    setOpen(true);
  };
  const loadIntoStandIn = () => {
    setFailed(false);
    setWaiting(true);
    dialog
      .load()
      .then(
        (component) => {
          if (standIn.current?.open) show(component, true);
        },
        (error: unknown) => {
          console.error('the white paper dialog could not be loaded', error);
          setFailed(true);
        },
      )
      .finally(() => setWaiting(false));
  };

  // A press the browser answered before the page's code arrived left the stand-in open.
  useEffect(() => {
    if (standIn.current?.open) loadIntoStandIn();
    // Once, on hydration: later presses go through onClick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          // No aria-expanded: the HTML standard leaves a command button's state to the browser.
          aria-busy={waiting || undefined}
          data-white-paper-button=""
          {...invoke(standInId, 'show-modal')}
          onClick={(event) => {
            const loaded = dialog.loaded();
            if (loaded) {
              // The real dialog at once; the command (which runs after this handler) is cancelled.
              event.preventDefault();
              return show(loaded);
            }
            // Where commands are supported the browser opens it right after this; a no-op then.
            if (!standIn.current?.open) standIn.current?.showModal();
            loadIntoStandIn();
          }}
          className={buttonClasses({
            size: 'lg',
            className: cn(
              // Long labels (German) wrap instead of overflowing a phone screen.
              '!h-auto min-h-12 w-full !whitespace-normal py-3 text-center sm:w-auto',
              tone === 'light' && '!bg-white !text-brand-800 shadow-lg shadow-brand-950/30 hover:!bg-brand-50',
            ),
          })}
        >
          <Download aria-hidden="true" />
          {labels.open}
        </button>
        {children}
      </div>
      {downloadUrl && (
        <div className="flex w-full max-w-md items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-left text-emerald-950">
          <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div className="min-w-0">
            <p className="font-semibold">{labels.readyTitle}</p>
            <p className="mt-1 text-sm leading-relaxed">{labels.readyText}</p>
            <a
              href={downloadUrl}
              className="mt-3 inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
            >
              <Download aria-hidden="true" className="size-4" />
              {labels.download}
            </a>
          </div>
        </div>
      )}
      <dialog
        id={standInId}
        ref={standIn}
        data-white-paper-frame=""
        // A press outside the frame closes it, as outside the real dialog (`closedby`: Chromium 134; onClick elsewhere).
        closedby="any"
        onClick={(event) => {
          if (event.target === event.currentTarget) standIn.current?.close();
        }}
        aria-labelledby={`${standInId}-title`}
        aria-describedby={`${standInId}-text`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[500px] overflow-y-auto rounded-2xl bg-white p-6 text-left text-ink shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm sm:p-8"
      >
        <div className="pr-8">
          <h2 id={`${standInId}-title`} className="text-2xl font-bold tracking-tight text-ink">
            {m.title}
          </h2>
          <p id={`${standInId}-text`} className="mt-2 leading-relaxed text-ink-muted">
            {m.subtitle}
          </p>
        </div>
        <button
          type="button"
          {...invoke(standInId, 'close')}
          onClick={() => standIn.current?.close()}
          aria-label={m.close}
          className="absolute right-4 top-4 grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
          {failed ? (
            m.loadFailed
          ) : (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {m.loading}
            </>
          )}
        </p>
      </dialog>
      {DownloadDialog && (
        <DownloadDialog
          open={open}
          instant={instant}
          onOpenChange={setOpen}
          onDownloadReady={setDownloadUrl}
          returnFocusTo={buttonRef}
          locale={locale}
          messages={messages}
          privacyNote={privacyNote}
          consentVersion={consentVersion}
        />
      )}
    </div>
  );
}
