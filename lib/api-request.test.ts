import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, visibleErrorMessage } from '@/lib/api-request';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and the cookies', async () => {
    const fetchMock = stubFetch(Response.json({ emailSent: true }));
    const response = await apiRequest('POST', '/api/contact', { firstName: 'Ada' });
    expect(await response.json()).toEqual({ emailSent: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Ada"}',
      credentials: 'include',
    });
  });

  it('sets no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response('ok'));
    await apiRequest('GET', '/api/ping');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws "status: body" for a response that is not OK', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiRequest('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: '500: boom', status: 500, body: 'boom' });
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/submit', {})).rejects.toThrow('503: Service Unavailable');
  });

  it('lets network failures through unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('POST', '/submit', {})).rejects.toThrow(TypeError);
  });
});

describe('visibleErrorMessage', () => {
  it('keeps "status: body" for a plain-text body', () => {
    expect(visibleErrorMessage(new ApiRequestError(500, 'boom', 'Internal Server Error'))).toBe('500: boom');
  });

  it('shows the sentence of our JSON error shape instead of the raw JSON', () => {
    const body = JSON.stringify({ error: 'Bitte versuchen Sie es später erneut.' });
    expect(visibleErrorMessage(new ApiRequestError(503, body, 'Service Unavailable'))).toBe('503: Bitte versuchen Sie es später erneut.');
  });

  it('has nothing to show for other failures, so the form uses its fallback', () => {
    expect(visibleErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
