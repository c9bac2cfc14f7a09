'use client';

import { Toaster } from 'sonner';

/**
 * Notices for the forms, mounted only on pages that have one. One at a time, five seconds,
 * swipe right to dismiss, F8 moves focus to them. `toast()` is the default variant and
 * `toast.error()` the destructive one.
 */
export function FormToaster({ label }: { label: string }) {
  return (
    <Toaster
      position="top-right"
      offset={{ top: 80, right: 24 }}
      mobileOffset={{ top: 76, left: 12, right: 12 }}
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      hotkey={['F8']}
      containerAriaLabel={label}
      closeButton
      toastOptions={{
        classNames: {
          toast: '!rounded-xl !border-slate-200 !bg-white !font-sans !text-ink !shadow-xl !shadow-brand-900/10',
          title: '!text-[0.9375rem] !font-semibold !leading-snug',
          description: '!mt-0.5 !text-sm !leading-relaxed !text-ink-muted',
          error: '!border-red-200 !bg-red-50 [&_[data-title]]:!text-red-900 [&_[data-description]]:!text-red-900 [&_[data-icon]]:!text-red-700',
          success: '[&_[data-icon]]:!text-emerald-600',
          closeButton: '!border-slate-200 !bg-white !text-ink-muted hover:!text-ink',
        },
      }}
    />
  );
}
