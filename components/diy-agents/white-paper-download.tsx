'use client';

import { Download, FileCheck2 } from 'lucide-react';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
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
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-busy={waiting || undefined}
          data-white-paper-button=""
          onClick={() => {
            const show = (component: ComponentType<DownloadDialogProps>) => {
              setDownloadDialog(() => component);
              setOpen(true);
            };
            const loaded = dialog.loaded();
            if (loaded) return show(loaded);
            setWaiting(true);
            dialog
              .load()
              .then(show, (error: unknown) => console.error('the white paper dialog could not be loaded', error))
              .finally(() => setWaiting(false));
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
      {DownloadDialog && (
        <DownloadDialog
          open={open}
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
