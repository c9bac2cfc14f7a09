import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWentAway, errorResponse } from '@/lib/api/errors';

vi.mock('server-only', () => ({}));

/** Node's error when the client hangs up before its request body arrived (IncomingMessage 'aborted'). */
const hungUp = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

describe('errorResponse and a client that went away', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a cut-off request body at info, not error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await errorResponse(hungUp(), 'en', new Request('http://localhost/api/contact', { method: 'POST' }));
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(info.mock.calls[0]![0]))).toMatchObject({ level: 'info', error: 'ECONNRESET: aborted' });
  });

  it('logs a request whose signal was aborted at info too', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(clientWentAway(new Error('anything'), new Request('http://localhost/submit', { signal: controller.signal }))).toBe(true);
  });

  it('keeps a database connection reset at error level, answered 503 with Retry-After', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const database = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    const response = await errorResponse(database, 'en', new Request('http://localhost/api/contact', { method: 'POST' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(info).not.toHaveBeenCalled();
    expect(JSON.parse(String(error.mock.calls[0]![0]))).toMatchObject({ level: 'error', message: 'request failed' });
  });
});
