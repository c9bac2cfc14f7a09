import type { ReactNode } from 'react';

export const teamCell = 'px-3 py-2.5 align-top';

type Props = { caption: string; headings: string[]; minWidth: string /* a Tailwind class, e.g. min-w-[40rem] */; children: ReactNode };

/** A team list as a table that scrolls sideways on a phone (a focusable region, so keyboards can too). */
export function TeamTable({ caption, headings, minWidth, children }: Props) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={teamCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
