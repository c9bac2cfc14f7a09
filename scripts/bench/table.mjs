// Tables as Markdown, so the same text reads well in a terminal and pastes into docs/performance.md.

/**
 * @param {string} title
 * @param {string[]} headers
 * @param {(string|number)[][]} rows
 * @param {string} [note] a line under the table
 */
export function table(title, headers, rows, note) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)));
  // Text columns left, figures right.
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => /^[-+≤<>~]?[\d.,]+( ?[%a-zA-Z/×]+)?$|^[-–]$/.test(String(row[column] ?? '-'))),
  );
  const line = (row) => `| ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (numeric[column] ? '-'.repeat(width - 1) + ':' : '-'.repeat(width))).join(' | ')} |`;
  return [`### ${title}`, '', line(cells[0]), rule, ...cells.slice(1).map(line), ...(note ? ['', note] : []), ''].join('\n');
}

export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
export const thousands = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-GB') : '-');
export const percent = (ratio) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : '-');
