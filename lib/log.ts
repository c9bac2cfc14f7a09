// One JSON line per event, for a deployer's log shipper: time, level, message, and fields such
// as the request id. Nothing a visitor typed reaches a log: e-mail addresses are masked
// wherever they appear, and errors are cut to their first line (database errors carry the
// offending row's values in their detail, which is dropped).

export type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | undefined>;

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const MAX_TEXT = 300;

/** `jane.doe@example.com` → `j***@example.com`: enough to tell two apart, not to write to. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** An error as one short line: its code and first line, masked, never its detail or stack. */
export function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  const raw = error instanceof Error ? error.message || error.name : String(error);
  const code = typeof (error as { code?: unknown })?.code === 'string' ? `${(error as { code: string }).code}: ` : '';
  const text = maskEmails(`${code}${driverMessage(error) ?? firstLine(raw)}`);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * Prisma's errors start with an empty line and "Invalid `prisma.…()` invocation:"; the cause
 * is further down. The first line that says something is kept.
 */
function firstLine(raw: string): string {
  const lines = raw.split('\n').map((line) => line.trim());
  return lines.find((line) => line !== '' && !/^Invalid `[^`]*` invocation:?$/.test(line)) ?? '';
}

/** What the database driver said, when Prisma passes a driver adapter's error on (P2010 and others). */
function driverMessage(error: unknown): string | undefined {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: Record<string, unknown> } } })?.meta?.driverAdapterError?.cause;
  if (!cause) return undefined;
  const message = typeof cause.originalMessage === 'string' ? cause.originalMessage : undefined;
  if (message) return `${typeof cause.originalCode === 'string' ? `${cause.originalCode} ` : ''}${firstLine(message)}`;
  return undefined;
}

export function formatLine(level: Level, message: string, fields: LogFields = {}, now = new Date()): string {
  const entry: Record<string, string | number | boolean> = { time: now.toISOString(), level, message: maskEmails(message) };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key in entry) continue;
    entry[key] = typeof value === 'string' ? maskEmails(value) : value;
  }
  return JSON.stringify(entry);
}

function write(level: Level, message: string, fields?: LogFields): void {
  // Through console, so the line goes to stdout (info) or stderr (warn, error) in one write.
  const line = formatLine(level, message, fields);
  if (level === 'info') console.info(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};
