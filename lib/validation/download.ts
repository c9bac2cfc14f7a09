import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';
import { sourceField } from '@/lib/insights/source';
import { spamTrapFields, type SpamTraps } from '@/lib/validation/trap-fields';
import { singleLine } from '@/lib/validation/plain-text';

// Shared by the white-paper download modal (client) and POST /submit (server). No user-facing
// text here: the caller passes a translator for these keys (see lib/validation/contact.ts).

export const downloadLimits = { name: 100, email: 254, company: 200 } as const;

export type DownloadMessageKey = 'fieldRequired' | 'emailInvalid' | 'privacyRequired' | 'tooLong' | 'invalidValue';

export function downloadSchema(t: (key: DownloadMessageKey) => string) {
  const requiredText = (max: number) =>
    z
      .string({ error: t('fieldRequired') })
      .trim()
      .min(1, t('fieldRequired'))
      .max(max, t('tooLong'))
      .regex(singleLine, t('invalidValue'));
  return z.strictObject({
    firstName: requiredText(downloadLimits.name),
    lastName: requiredText(downloadLimits.name),
    email: requiredText(downloadLimits.email).pipe(z.email({ error: t('emailInvalid') })),
    company: requiredText(downloadLimits.company),
    agreeMarketing: z.boolean({ error: t('fieldRequired') }),
    // A boolean input (not `true` only) so a form can start unchecked; only `true` passes.
    agreePrivacy: z.boolean({ error: t('privacyRequired') }).refine((agreed) => agreed, { message: t('privacyRequired') }),
    // The version of the consent wording the page rendered (lib/consent/shown-wording.ts): the
    // server looks the wording up by it and never takes wording from the request.
    consentVersion: z
      .string({ error: t('invalidValue') })
      .max(100, t('tooLong'))
      .optional(),
    // Where the visit came from (lib/insights/source.ts): cleaned field by field, never a reason to refuse.
    source: sourceField,
    ...spamTrapFields(t),
  });
}

export type DownloadInput = z.input<ReturnType<typeof downloadSchema>>;
/** What the form sends, spam traps included. */
export type DownloadPayload = z.output<ReturnType<typeof downloadSchema>>;
/** What is stored. */
export type DownloadData = Omit<DownloadPayload, keyof SpamTraps | 'source'> & { source?: DownloadPayload['source'] };
