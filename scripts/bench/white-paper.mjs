// The white paper's generation time and size per language (scripts/bench/white-paper-measure.tsx
// in its own process, so the first render includes loading the fonts), beside the figures of
// the hand-made pdf-lib engine it replaced, measured the same way before the change.
import { fixed, table, thousands } from './table.mjs';
import { measureInChild } from './child-measure.mjs';

/** pdf-lib + Helvetica engine, 2026-11-25, this machine, load average ~17 (median of 11 renders). */
export const handMadeEngine = {
  en: { medianMs: 204, minMs: 169, bytes: 44_970 },
  de: { medianMs: 159, minMs: 126, bytes: 48_054 },
  fr: { medianMs: 199, minMs: 169, bytes: 47_802 },
  nl: { medianMs: 148, minMs: 102, bytes: 46_664 },
};

export function runWhitePaper({ runs = 5 } = {}) {
  return measureInChild('scripts/bench/white-paper-measure.tsx', { env: { WHITE_PAPER_RUNS: String(runs) } });
}

export function whitePaperTable(rows) {
  return table(
    `White paper: generation time and size per language (react-pdf, site fonts embedded), ${rows[0]?.runs ?? ''} renders each`,
    ['language', 'first ms', 'median ms', 'fastest ms', 'KB', 'before: median ms', 'before: KB'],
    rows.map((row) => {
      const before = handMadeEngine[row.locale];
      return [
        row.locale,
        fixed(row.firstMs),
        fixed(row.medianMs),
        fixed(row.minMs),
        fixed(row.bytes / 1024, 1),
        thousands(before?.medianMs),
        fixed((before?.bytes ?? NaN) / 1024, 1),
      ];
    }),
    'A render is two layout passes (the contents page needs the page of every section). "before" is the hand-made pdf-lib engine with the built-in Helvetica (no fonts embedded), measured before the change. ' +
      'The server renders a language once per published wording (lib/white-paper/published.ts), so a download after the first is served from memory.',
  );
}
