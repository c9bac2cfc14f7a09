import { editMark } from '@/lib/edit-keys';

/** `editKey` is the full catalogue key of the label, for the inline editor. */
type Stat = { value: string; label: string; editKey?: string };

export function StatsRow({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt {...(stat.editKey ? editMark(stat.editKey) : {})} className="mt-1 text-sm font-medium text-ink-muted">
              {stat.label}
            </dt>
            <dd className="bg-gradient-to-br from-brand-600 to-accent-600 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
