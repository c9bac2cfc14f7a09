'use client';

import Link from 'next/link';
import { Menu, X } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { NavLinks } from './nav-links';
import type { NavLink } from './nav-items';

type Props = {
  links: NavLink[];
  cta: NavLink;
  labels: { open: string; close: string; title: string; nav: string };
};

/**
 * The browser's own invoker commands (`commandfor` + `command`: Chromium 135, Firefox 144,
 * Safari 26.2): the button opens and closes the dialog without any script, so a tap before the
 * page's code has arrived opens the menu at once (lib/scripts-after-paint.ts lets such presses
 * through). React knows neither attribute yet, hence the spread; the onClick handlers do the
 * same for older browsers, and are no-ops after the command (showModal on an open modal dialog,
 * close on a closed one).
 */
const invoke = (dialogId: string, command: 'show-modal' | 'close') => ({ commandfor: dialogId, command });

/**
 * Slide-in side menu on a native modal <dialog>: the browser makes the page behind it inert
 * and handles Escape, which keeps this off the JavaScript budget of every page.
 */
export function MobileMenu({ links, cta, labels }: Props) {
  const dialogId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  // A tap on the backdrop (the dialog box itself, outside the panel) closes the menu.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  // Keep Tab cycling inside the panel instead of escaping to the browser's own controls.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button
        type="button"
        {...invoke(dialogId, 'show-modal')}
        onClick={() => dialog.current?.showModal()}
        aria-label={labels.open}
        aria-haspopup="dialog"
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
      >
        <Menu className="!size-6" aria-hidden="true" />
      </button>
      <dialog
        id={dialogId}
        ref={dialog}
        aria-label={labels.title}
        onClick={closeOnBackdrop}
        onKeyDown={trapFocus}
        className="mobile-menu fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[300px] max-w-full bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/40 backdrop:backdrop-blur-sm sm:w-[400px]"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5">
            <p className="text-base font-semibold">{labels.title}</p>
            <button
              type="button"
              {...invoke(dialogId, 'close')}
              onClick={close}
              aria-label={labels.close}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <X className="!size-5" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={labels.nav} className="flex-1 overflow-y-auto px-3 py-4">
            <NavLinks
              links={links}
              className="flex flex-col gap-1"
              linkClassName="block rounded-lg px-3 py-3 text-base font-medium text-ink-muted hover:bg-slate-100 hover:text-ink"
              activeClassName="bg-brand-50 !text-brand-700"
              onNavigate={close}
            />
          </nav>
          <div className="border-t border-slate-200 p-5">
            <Link href={cta.href} onClick={close} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              {cta.label}
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
