import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const teamCell = 'px-3 py-2.5 align-top';

/** For a table with `stackOnPhone`: its rows, and its cells (each with `data-label`, its heading). */
export const stackedRow = 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:py-1';
export const stackedCell =
  'max-sm:block max-sm:before:mb-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase ' +
  'max-sm:before:tracking-wide max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]';

type Props = {
  caption: string;
  /** A heading `{ text, hidden: true }` is read out but takes no room (a column of checkboxes). */
  headings: (string | { text: string; hidden: true })[];
  /** A Tailwind class, e.g. min-w-[40rem]; sm:min-w-[40rem] for a table that stacks on a phone. */
  minWidth: string;
  /** Prose rather than data: on a phone each row is a card, every cell under its heading, instead of scrolling sideways. */
  stackOnPhone?: boolean;
  /** False for a table shown only where it fits: no sideways scrolling, so no extra Tab stop. */
  scrolls?: boolean;
  children: ReactNode;
};

/** A team list as a table that scrolls sideways on a phone (a focusable region, so keyboards can too). */
export function TeamTable({ caption, headings, minWidth, stackOnPhone = false, scrolls = true, children }: Props) {
  const stack = (classes: string) => stackOnPhone && classes;
  return (
    <div
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white', stack('max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent'))}
    >
      <table className={cn('w-full text-left text-sm', minWidth, stack('max-sm:block'))}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-ink-muted', stack('max-sm:sr-only'))}>
          <tr>
            {headings.map((heading) =>
              typeof heading === 'string' ? (
                <th key={heading} scope="col" className={teamCell}>
                  {heading}
                </th>
              ) : (
                <th key={heading.text} scope="col" className={cn(teamCell, 'w-px')}>
                  <span className="sr-only">{heading.text}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-100', stack('max-sm:block max-sm:space-y-3 max-sm:divide-y-0'))}>{children}</tbody>
      </table>
    </div>
  );
}
