// Small numeric helpers shared by the bench parts.

/** Median of the finite values; NaN when there are none. */
export function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
