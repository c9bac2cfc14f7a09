import { describe, expect, it, vi } from 'vitest';
import { errorText, formatLine, maskEmails } from '@/lib/log';

vi.mock('server-only', () => ({}));

describe('log lines', () => {
  it('are one JSON object with time, level, message and the given fields', () => {
    const line = formatLine('warn', 'outbox worker failing', { requestId: 'r-1', attempts: 3, skipped: undefined }, new Date('2026-11-23T10:00:00Z'));
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ time: '2026-11-23T10:00:00.000Z', level: 'warn', message: 'outbox worker failing', requestId: 'r-1', attempts: 3 });
  });

  it('mask e-mail addresses in the message and in fields', () => {
    expect(maskEmails('to jane.doe@example.com and x@y.co')).toBe('to j***@example.com and x***@y.co');
    const parsed = JSON.parse(formatLine('info', 'mail to bob@granite.test', { to: 'alice+tag@example.org' }));
    expect(parsed.message).toBe('mail to b***@granite.test');
    expect(parsed.to).toBe('a***@example.org');
    expect(JSON.stringify(parsed)).not.toMatch(/bob@|alice/);
  });

  it('keep only the code and first line of an error, masked and capped', () => {
    const dbError = Object.assign(new Error('duplicate key value violates unique constraint "x"\nDETAIL: Key (email)=(jane@example.com) already exists.'), {
      code: '23505',
    });
    expect(errorText(dbError)).toBe('23505: duplicate key value violates unique constraint "x"');
    expect(errorText(new Error('cannot send to jane@example.com'))).toBe('cannot send to j***@example.com');
    expect(errorText(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(301);
    expect(errorText(new AggregateError([new Error('connect ECONNREFUSED 127.0.0.1:9')]))).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(errorText('plain')).toBe('plain');
  });

  it("keep the driver's text of a Prisma error, which starts with an empty line (P2010)", () => {
    // The shapes Prisma 7 throws through @prisma/adapter-pg (seen with PgBouncer and a closed port).
    const prismaError = (message: string, cause: Record<string, unknown>) =>
      Object.assign(new Error(message), { code: 'P2010', meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });
    const refused = prismaError(
      '\nInvalid `prisma.$queryRawUnsafe()` invocation:\n\n\nRaw query failed. Code: `08P01`. Message: `unsupported startup parameter: options`',
      {
        kind: 'postgres',
        originalCode: '08P01',
        originalMessage: 'unsupported startup parameter: options',
      },
    );
    expect(errorText(refused)).toBe('P2010: 08P01 unsupported startup parameter: options');
    const unreachable = prismaError(
      "\nInvalid `prisma.$queryRawUnsafe()` invocation:\n\n\nRaw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:9`",
      {
        kind: 'DatabaseNotReachable',
        host: '127.0.0.1',
        port: 9,
      },
    );
    expect(errorText(unreachable)).toBe("P2010: Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:9`");
  });
});
