import type { ReactNode } from 'react';

/** One part of the account page: a titled card. */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}
