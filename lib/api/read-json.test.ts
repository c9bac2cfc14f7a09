import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { MAX_BODY_BYTES, readJson } from '@/lib/api/read-json';
import { streamedPost } from '@/test/form-env';

vi.mock('server-only', () => ({}));

const post = (body: string, contentType = 'application/json; charset=utf-8') =>
  new Request('https://granite.test/x', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('readJson', () => {
  it('parses JSON declared with a charset parameter, in any case', async () => {
    expect(await readJson(post('{"a":[1,"ü"]}', 'Application/JSON; charset=UTF-8'))).toEqual({ a: [1, 'ü'] });
  });

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    const fits = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect(await readJson(post(fits))).toHaveLength(MAX_BODY_BYTES - 2);
    await expect(readJson(post(`"${'x'.repeat(MAX_BODY_BYTES - 1)}"`))).rejects.toMatchObject({ status: 413 });
  });

  it('stops reading an oversized stream instead of buffering all of it', async () => {
    let pulled = 0;
    const request = streamedPost('https://granite.test/x', 10 * 1024 * 1024);
    const reader = request.body!;
    const counting = new Request('https://granite.test/x', {
      method: 'POST',
      headers: request.headers,
      body: reader.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      ),
      duplex: 'half',
    } as RequestInit);
    await expect(readJson(counting)).rejects.toBeInstanceOf(ApiError);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 64 * 1024);
  });
});
