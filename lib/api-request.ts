/**
 * Thrown for any response that is not OK. The message follows the spec, `${status}: ${body}`
 * (the status text when the body is empty); `status` and `body` stay available to the caller.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }
}

/** One JSON call to our own API: cookies included, a JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, response.statusText);
  }
  return response;
}

/**
 * The text to show a visitor for a failed call, or undefined when there is none worth showing.
 * Our endpoints answer `{ error }` in the visitor's language; that sentence replaces the raw
 * JSON after the status. A network failure carries only the browser's English wording, so it
 * gets the form's own fallback instead.
 */
export function visibleErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const readable = jsonErrorText(error.body);
  return readable ? `${error.status}: ${readable}` : error.message;
}

function jsonErrorText(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the body is shown as it is.
  }
  return undefined;
}
