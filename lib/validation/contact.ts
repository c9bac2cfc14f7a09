import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';
import { sourceField } from '@/lib/insights/source';
import { spamTrapFields, type SpamTraps } from '@/lib/validation/trap-fields';
import { multiLine, singleLine } from '@/lib/validation/plain-text';

// Shared by the contact form (client) and POST /api/contact (server). The schema holds no
// user-facing text: the caller passes a translator for these keys, e.g. next-intl's
// `useTranslations('FormValidation')` in the browser or `createTranslator` on the server.

export const contactServices = ['ai-marketing', 'web-design', 'translation', 'strategy', 'content', 'analytics'] as const;
export type ContactService = (typeof contactServices)[number];

/** Each service's display name, from the catalogue's `Services` group (values differ from its keys). */
export function serviceNames(Services: {
  aiMarketing: string;
  webDesign: string;
  translation: string;
  strategy: string;
  content: string;
  analytics: string;
}): Record<ContactService, string> {
  return {
    'ai-marketing': Services.aiMarketing,
    'web-design': Services.webDesign,
    translation: Services.translation,
    strategy: Services.strategy,
    content: Services.content,
    analytics: Services.analytics,
  };
}

export const contactLimits = { name: 100, email: 254, company: 200, messageMin: 10, message: 5000 } as const;

export type ContactMessageKey = 'firstNameRequired' | 'lastNameRequired' | 'emailInvalid' | 'messageTooShort' | 'tooLong' | 'invalidValue';

export function contactSchema(t: (key: ContactMessageKey) => string) {
  const requiredText = (key: ContactMessageKey, max: number) =>
    z
      .string({ error: t(key) })
      .trim()
      .min(1, t(key))
      .max(max, t('tooLong'))
      .regex(singleLine, t('invalidValue'));
  return z.strictObject({
    firstName: requiredText('firstNameRequired', contactLimits.name),
    lastName: requiredText('lastNameRequired', contactLimits.name),
    email: z
      .string({ error: t('emailInvalid') })
      .trim()
      .max(contactLimits.email, t('tooLong'))
      .pipe(z.email({ error: t('emailInvalid') })),
    // Optional fields arrive as '' from an untouched input or select: that means "not given".
    company: z
      .string({ error: t('invalidValue') })
      .trim()
      .max(contactLimits.company, t('tooLong'))
      .regex(singleLine, t('invalidValue'))
      .nullish()
      .transform((value) => value || undefined),
    service: z
      .union([z.enum(contactServices), z.literal('')], { error: t('invalidValue') })
      .nullish()
      .transform((value) => value || undefined),
    message: z
      .string({ error: t('messageTooShort') })
      .trim()
      .min(contactLimits.messageMin, t('messageTooShort'))
      .max(contactLimits.message, t('tooLong'))
      .regex(multiLine, t('invalidValue')),
    // Where the visit came from (lib/insights/source.ts): cleaned field by field, never a reason to refuse.
    source: sourceField,
    ...spamTrapFields(t),
  });
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
/** What the form sends, spam traps included. */
export type ContactPayload = z.output<ReturnType<typeof contactSchema>>;
/** What is stored. */
export type ContactData = Omit<ContactPayload, keyof SpamTraps | 'source'> & { source?: ContactPayload['source'] };
