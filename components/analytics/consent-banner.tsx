import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

export type ConsentLabels = { title: string; text: string; accept: string; reject: string; privacy: string; region: string };

/**
 * The cookie question, in the page's HTML so that it is painted with the page. Drawn by React
 * after hydration it came seconds after the text, as the page's largest paint on a phone. Shown
 * or hidden by app/globals.css from the marks on <html> (consent.ts); the buttons and the
 * footer's "Cookie Settings" are handled by delegation in analytics.tsx.
 */
export function ConsentBanner({ labels, privacyHref }: { labels: ConsentLabels; privacyHref: string }) {
  return (
    // data-consent-banner: the DIY shortcut (components/layout/diy-shortcut.tsx) steps aside while this shows.
    <section
      aria-label={labels.region}
      data-consent-banner=""
      className="fixed inset-x-3 bottom-3 z-40 max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:left-6 sm:right-auto sm:bottom-6"
    >
      <h2 className="text-base font-semibold text-ink">{labels.title}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        {labels.text}{' '}
        <Link href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
          {labels.privacy}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" data-consent-choice="denied" className={buttonClasses({ variant: 'outline' })}>
          {labels.reject}
        </button>
        <button type="button" data-consent-choice="granted" className={buttonClasses({ variant: 'outline' })}>
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
