/**
 * A UTC instant for a TIMESTAMP(3) column, as Prisma stores DateTime. Sent as text and cast:
 * PostgreSQL ignores the `Z` for a timestamp without time zone, whatever the session's zone.
 */
export function timestamp(date: Date): string;
export function timestamp(date: Date | null): string | null;
export function timestamp(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
