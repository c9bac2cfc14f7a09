import { editMark } from '@/lib/edit-keys';

type Props = {
  label: string;
  editKey: string;
  entries: ReadonlyArray<{ id: string; title: string }>;
};

/** In-page links to every section; sticky beside the text on wide screens, a card above it on phones. */
export function TableOfContents({ label, editKey, entries }: Props) {
  return (
    <nav
      aria-labelledby="legal-toc-label"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <p id="legal-toc-label" {...editMark(editKey)} className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {label}
      </p>
      <ol className="mt-3 grid gap-x-6 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {entries.map(({ id, title }, index) => (
          <li key={id}>
            <a href={`#${id}`} className="flex gap-3 rounded-lg px-2 py-1.5 text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800">
              <span aria-hidden="true" className="w-5 shrink-0 text-right font-semibold tabular-nums text-brand-600">
                {index + 1}
              </span>
              <span>{title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
