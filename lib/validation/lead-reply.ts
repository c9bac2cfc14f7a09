import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';
import { locales } from '@/i18n/locales';
import { multiLine, singleLine } from '@/lib/validation/plain-text';

// The reply a member writes on a lead's page: shared by the form (client) and the lead route.
// No user-facing text here: the caller passes a translator for these keys.

export const leadReplyLimits = { subject: 200, body: 10_000 } as const;

export type LeadReplyMessageKey = 'subjectRequired' | 'bodyRequired' | 'tooLong' | 'invalidValue';

export function leadReplySchema(t: (key: LeadReplyMessageKey) => string) {
  return z.object({
    replyLocale: z.enum(locales, { error: t('invalidValue') }),
    // One line: it becomes a mail header.
    subject: z
      .string({ error: t('subjectRequired') })
      .trim()
      .min(1, t('subjectRequired'))
      .max(leadReplyLimits.subject, t('tooLong'))
      .regex(singleLine, t('invalidValue')),
    body: z
      .string({ error: t('bodyRequired') })
      .trim()
      .min(1, t('bodyRequired'))
      .refine((text) => [...text].length <= leadReplyLimits.body, t('tooLong'))
      .regex(multiLine, t('invalidValue')),
  });
}

export type LeadReplyInput = z.infer<ReturnType<typeof leadReplySchema>>;
