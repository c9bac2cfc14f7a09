import { z } from 'zod';

// The two spam traps travel with the form data, so both form schemas accept them by name
// (they stay strict: any other unknown field is still an error). Shared with the browser.

/**
 * The honeypot: hidden from people and assistive technology, so only a bot fills it in. A name
 * no browser or password manager autofills (unlike "website" or "url"), or people would trip it.
 */
export const HONEYPOT_FIELD = 'referenceCode';
/** The signed time at which the visitor started on the form (GET /api/form-token). */
export const FORM_TOKEN_FIELD = 'formToken';

export type SpamTrapMessageKey = 'tooLong' | 'invalidValue';

export function spamTrapFields(t: (key: SpamTrapMessageKey) => string) {
  return {
    [HONEYPOT_FIELD]: z
      .string({ error: t('invalidValue') })
      .max(500, t('tooLong'))
      .optional(),
    [FORM_TOKEN_FIELD]: z
      .string({ error: t('invalidValue') })
      .max(200, t('tooLong'))
      .optional(),
  };
}

export type SpamTraps = { referenceCode?: string | undefined; formToken?: string | undefined };
