'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Loader2 } from 'lucide-react';
import type { Messages } from 'next-intl';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField, checkboxClasses, FormField, inputClasses } from '@/components/forms/form-field';
import { formTokenSource } from '@/components/forms/form-token';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { plainTranslator } from '@/components/forms/plain-translator';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/analytics';
import { visitSource } from '@/lib/insights/capture';
import { apiRequest, ApiRequestError, visibleErrorMessage } from '@/lib/api-request';
import { downloadSchema, type DownloadInput, type DownloadPayload } from '@/lib/validation/download';
import { focusAtSubmit, focusFirstError } from '@/components/forms/focus-after-refusal';

const empty: DownloadInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  agreeMarketing: false,
  agreePrivacy: false,
  referenceCode: '',
};

type Props = {
  locale: Locale;
  messages: Messages['DownloadForm'];
  validation: Messages['FormValidation'];
  privacyNote: ReactNode;
  /** The version of the consent wording this page rendered; the server records that wording. */
  consentVersion: string;
  onBusyChange: (busy: boolean) => void;
  /** Called after a successful request, with the signed link when the server sent one. */
  onDone: (downloadUrl: string | undefined) => void;
};

const fieldOrder = ['firstName', 'lastName', 'email', 'company', 'agreeMarketing', 'agreePrivacy'] as const;

export function DownloadForm({ locale, messages: m, validation, privacyNote, consentVersion, onBusyChange, onDone }: Props) {
  const id = useId();
  const schema = useMemo(() => downloadSchema(plainTranslator(validation)), [validation]);
  // The modal opens on the visitor's click, so the time trap starts when the form mounts.
  const [formToken] = useState(formTokenSource);
  useEffect(() => formToken.prepare(), [formToken]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DownloadInput, unknown, DownloadPayload>({ resolver: zodResolver(schema), defaultValues: empty, shouldFocusError: false });

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

  async function submit(data: DownloadPayload) {
    try {
      const response = await apiRequest('POST', '/submit', { ...data, consentVersion, source: visitSource(), formToken: await formToken.forSubmit() });
      const { message, downloadUrl } = (await response.json()) as { message?: string; downloadUrl?: string };
      onDone(downloadUrl);
      toast.success(m.success.title, {
        description: (
          <>
            <p>{message || m.success.fallback}</p>
            {downloadUrl && (
              <a
                href={downloadUrl}
                className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                <Download aria-hidden="true" className="size-4" />
                {m.success.download}
              </a>
            )}
          </>
        ),
        // A download link is worth more time than the usual five seconds.
        duration: downloadUrl ? 15_000 : undefined,
      });
      trackEvent('white_paper_request', { event_category: 'engagement', event_label: locale });
    } catch (error) {
      console.error('White paper request failed:', error);
      const status = error instanceof ApiRequestError ? error.status : undefined;
      // 409: the consent wording changed since this page was served; the server says to reload.
      const description = status === 429 ? m.error.rateLimited : status === 409 ? (visibleErrorMessage(error) ?? m.error.description) : m.error.description;
      toast.error(m.error.title, { description });
    }
  }

  const field = (name: keyof DownloadInput) => `${id}-${name}`;
  return (
    <form
      method="post"
      onSubmit={(event) => {
        const submittedFrom = focusAtSubmit();
        return handleSubmit(submit, (refused) => focusFirstError(refused, fieldOrder, setFocus, submittedFrom))(event);
      }}
      noValidate
      className="relative mt-6 space-y-4"
    >
      <p className="text-sm text-ink-muted">{m.requiredNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('firstName')} label={m.firstName} required error={errors.firstName?.message}>
          {(control) => <input {...control} {...register('firstName')} type="text" autoComplete="given-name" className={inputClasses} />}
        </FormField>
        <FormField id={field('lastName')} label={m.lastName} required error={errors.lastName?.message}>
          {(control) => <input {...control} {...register('lastName')} type="text" autoComplete="family-name" className={inputClasses} />}
        </FormField>
      </div>
      <FormField id={field('email')} label={m.email} required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" className={inputClasses} />}
      </FormField>
      <FormField id={field('company')} label={m.company} required error={errors.company?.message}>
        {(control) => <input {...control} {...register('company')} type="text" autoComplete="organization" className={inputClasses} />}
      </FormField>
      <div className="space-y-3 pt-1">
        {/* Optional, so no asterisk (the spec drew one on both consents): consent must look as optional as it is. */}
        <CheckboxField id={field('agreeMarketing')} label={m.agreeMarketing} error={errors.agreeMarketing?.message}>
          {(control) => <input {...control} {...register('agreeMarketing')} type="checkbox" className={checkboxClasses} />}
        </CheckboxField>
        <CheckboxField id={field('agreePrivacy')} label={m.agreePrivacy} required error={errors.agreePrivacy?.message}>
          {(control) => <input {...control} {...register('agreePrivacy')} type="checkbox" className={checkboxClasses} />}
        </CheckboxField>
      </div>
      <HoneypotField id={field('referenceCode')} label={m.honeypot} registration={register('referenceCode')} />
      <p className="text-sm text-ink-muted">{privacyNote}</p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close disabled={isSubmitting} className={buttonClasses({ variant: 'outline' })}>
          {m.cancel}
        </Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={buttonClasses()}>
          {isSubmitting && <Loader2 aria-hidden="true" className="animate-spin" />}
          {isSubmitting ? m.submitting : m.submit}
        </button>
      </div>
    </form>
  );
}
