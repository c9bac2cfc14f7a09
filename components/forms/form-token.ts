// The form's half of the time trap (lib/spam): a signed "started at" fetched when the visitor
// starts on a form. A prerendered page cannot carry one, and fetching it on first focus
// rather than on load costs pages without a visitor at the form nothing.

/** Mirrors the server's minimum fill time (lib/spam/spam-check.ts). */
const MIN_FILL_MS = 2_000;
/** Well inside the server's 24 hours, so a tab left open overnight still sends a valid token. */
const REFRESH_AFTER_MS = 12 * 60 * 60 * 1000;

type Held = { token: string; receivedAt: number };

export type FormTokenSource = {
  /** Starts fetching the token, once; call it when the visitor reaches for the form. */
  prepare(): void;
  /** The token to send. Rejects when it cannot be fetched (offline), like the send itself would. */
  forSubmit(): Promise<string>;
};

export function formTokenSource(load: () => Promise<string> = fetchFormToken, now: () => number = Date.now): FormTokenSource {
  let held: Promise<Held> | undefined;
  const get = () =>
    (held ??= load()
      .then((token) => ({ token, receivedAt: now() }))
      .catch((error: unknown) => {
        held = undefined; // fetched again on the next attempt
        throw error;
      }));
  return {
    prepare: () => void get().catch(() => {}),
    async forSubmit() {
      let current = await get();
      if (now() - current.receivedAt > REFRESH_AFTER_MS) {
        held = undefined;
        current = await get();
      }
      // A token younger than the server's minimum would make a person look like a script and
      // their enquiry would be dropped as spam: a visitor whose browser filled the form in a
      // blink (autofill), or whose first fetch failed or went stale, waits out the rest.
      const wait = MIN_FILL_MS + 250 - (now() - current.receivedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return current.token;
    },
  };
}

async function fetchFormToken(): Promise<string> {
  const response = await fetch('/api/form-token', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`form token: ${response.status}`);
  const { token } = (await response.json()) as { token?: unknown };
  if (typeof token !== 'string') throw new Error('form token: no token in the answer');
  return token;
}
