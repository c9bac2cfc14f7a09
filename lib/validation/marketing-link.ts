import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';

// What the confirmation and unsubscribe pages send: the token from the link in our mail.
// Checked for shape here; its signature is checked by lib/consent/consent-token.ts.

export type MarketingLinkMessageKey = 'fieldRequired' | 'invalidValue';

export function marketingLinkSchema(t: (key: MarketingLinkMessageKey) => string) {
  return z.strictObject({
    token: z
      .string({ error: t('fieldRequired') })
      .min(1, t('fieldRequired'))
      .max(200, t('invalidValue'))
      .regex(/^[\w.-]+$/, t('invalidValue')),
  });
}

export type MarketingLinkPayload = z.output<ReturnType<typeof marketingLinkSchema>>;
