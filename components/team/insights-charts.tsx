import type { ReactNode } from 'react';
import { TeamTable, teamCell } from './team-table';

// Charts of the Insights page, drawn on the server as SVG: no script, nothing for the strict
// CSP to refuse (colours are classes, not style attributes). Every chart has its numbers in a
// table right behind it, for screen readers and for anyone who wants the exact figures.

const palette = [
  { fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  { fill: 'fill-amber-400', swatch: 'bg-amber-400' },
  { fill: 'fill-emerald-500', swatch: 'bg-emerald-500' },
  { fill: 'fill-rose-400', swatch: 'bg-rose-400' },
  { fill: 'fill-slate-400', swatch: 'bg-slate-400' },
] as const;

const W = 640;
const H = 200;
const PAD = { left: 40, right: 8, top: 10, bottom: 30 };
// Big enough to read when the chart is scaled down to a phone's width.
const label = 'fill-slate-500 text-[15px]';

export type ChartSeries = { label: string; counts: number[]; total: number };

type StackedProps = {
  id: string;
  title: string;
  /** One sentence for screen readers: what the chart shows in total. */
  summary: string;
  columns: string[];
  series: ChartSeries[];
  numbersLabel: string;
  totalLabel: string;
  nameLabel: string;
  empty: string;
};

/** Counts per week as stacked bars, one colour per line, with its table. */
export function StackedWeeks({ id, title, summary, columns, series, numbersLabel, totalLabel, nameLabel, empty }: StackedProps) {
  const totals = columns.map((_, i) => series.reduce((sum, line) => sum + (line.counts[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, columns.length);
  const barW = Math.min(48, Math.max(2, slot * 0.7));
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const every = Math.ceil(columns.length / 5);
  // Whole numbers only: counts have no halves.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-bold">
        {title}
      </figcaption>
      {series.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="mt-3 h-auto w-full">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" strokeWidth={1} />
                <text x={PAD.left - 6} y={y(tick) + 5} textAnchor="end" className={label}>
                  {tick}
                </text>
              </g>
            ))}
            {columns.map((column, i) => {
              let base = 0;
              const x = PAD.left + i * slot + (slot - barW) / 2;
              return (
                <g key={column}>
                  {series.map((line, s) => {
                    const value = line.counts[i] ?? 0;
                    if (value === 0) return null;
                    const top = y(base + value);
                    const height = y(base) - top;
                    base += value;
                    return <rect key={line.label} x={x} y={top} width={barW} height={height} className={palette[s % palette.length]!.fill} />;
                  })}
                  {i % every === 0 && (
                    <text x={x + barW / 2} y={H - 8} textAnchor="middle" className={label}>
                      {column}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {series.map((line, s) => (
              <li key={line.label} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${palette[s % palette.length]!.swatch}`} />
                {line.label} <span className="text-ink-muted">({line.total})</span>
              </li>
            ))}
          </ul>
          <details className="mt-3">
            <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700">{numbersLabel}</summary>
            <TeamTable caption={title} minWidth="min-w-[32rem]" headings={[nameLabel, ...columns, totalLabel]}>
              {series.map((line) => (
                <tr key={line.label}>
                  <th scope="row" className={`${teamCell} font-medium`}>
                    {line.label}
                  </th>
                  {line.counts.map((count, i) => (
                    <td key={columns[i]} className={`${teamCell} tabular-nums`}>
                      {count}
                    </td>
                  ))}
                  <td className={`${teamCell} font-semibold tabular-nums`}>{line.total}</td>
                </tr>
              ))}
            </TeamTable>
          </details>
        </>
      )}
    </figure>
  );
}

type Bar = { label: string; value: number | null; tone: 'good' | 'fair' | 'poor' | 'none' };
const tones = { good: 'fill-emerald-500', fair: 'fill-amber-400', poor: 'fill-rose-500', none: 'fill-slate-200' } as const;

/** One metric's value per day as bars coloured by Google's thresholds, with the "good" line. */
export function DailyBars({
  title,
  summary,
  bars,
  good,
  format,
}: {
  title: string;
  summary: string;
  bars: Bar[];
  good: number;
  format: (value: number) => string;
}) {
  const max = Math.max(good * 1.5, ...bars.map((bar) => bar.value ?? 0));
  const h = 120;
  const slot = W / Math.max(1, bars.length);
  const barW = Math.min(48, Math.max(2, slot * 0.7));
  const y = (value: number) => h - (value / max) * (h - 12);
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <svg viewBox={`0 0 ${W} ${h + 4}`} role="img" aria-label={summary} className="mt-1 h-auto w-full">
        {bars.map((bar, i) =>
          bar.value === null ? null : (
            <rect key={bar.label} x={i * slot + (slot - barW) / 2} y={y(bar.value)} width={barW} height={h - y(bar.value)} className={tones[bar.tone]} />
          ),
        )}
        <line x1={0} x2={W} y1={y(good)} y2={y(good)} className="stroke-emerald-700" strokeDasharray="4 4" strokeWidth={1} />
        <text x={W - 2} y={y(good) - 4} textAnchor="end" className="fill-emerald-800 text-[15px]">
          {format(good)}
        </text>
      </svg>
    </div>
  );
}

/** A figure with a heading, for the sections that are tables only. */
export function InsightsSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    // No landmark of its own: its tables are regions already, named like the section.
    <section className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-3xl text-sm text-ink-muted">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
