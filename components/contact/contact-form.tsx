'use client';

import { Loader2, Send } from 'lucide-react';
import type { Messages } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { FormToaster } from '@/components/forms/form-toaster';
import { formTokenSource } from '@/components/forms/form-token';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { plainTranslator } from '@/components/forms/plain-translator';
import { buttonClasses } from '@/components/ui/button';
import { trackEvent } from '@/lib/analytics';
import { visitSource } from '@/lib/insights/capture';
import { apiRequest, ApiRequestError, visibleErrorMessage } from '@/lib/api-request';
import { cn } from '@/lib/cn';
import type { ContactInput, ContactPayload, ContactService } from '@/lib/validation/contact';
import { focusAtSubmit, focusFirstError } from '@/components/forms/focus-after-refusal';

const empty: ContactInput = { firstName: '', lastName: '', email: '', company: '', service: '', message: '', referenceCode: '' };

type Props = {
  messages: Messages['ContactForm'];
  validation: Messages['FormValidation'];
  /** The services in display order: the value the API stores and the name shown. */
  services: Array<{ value: ContactService; label: string }>;
  /** The privacy sentence with its link, rendered on the server. */
  privacyNote: ReactNode;
};

const fieldOrder = ['firstName', 'lastName', 'email', 'company', 'service', 'message'] as const;

export function ContactForm({ messages: m, validation, services, privacyNote }: Props) {
  const id = useId();
  const resolver = useMemo(
    () =>
      lazyResolver(async () => {
        const [{ zodResolver }, { contactSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/contact')]);
        return zodResolver(contactSchema(plainTranslator(validation)));
      }),
    [validation],
  );
  const formToken = useMemo(() => formTokenSource(), []);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactPayload>({ resolver, defaultValues: empty, shouldFocusError: false });

  async function send(data: ContactPayload) {
    try {
      const response = await apiRequest('POST', '/api/contact', { ...data, source: visitSource(), formToken: await formToken.forSubmit() });
      const { emailSent } = (await response.json()) as { emailSent?: boolean };
      reset(empty);
      toast.success(m.success.title, {
        description: `${m.success.description} ${emailSent === false ? m.success.emailFailed : m.success.emailSent}`,
      });
      trackEvent('contact_form_submit', { event_category: 'engagement', event_label: data.service ?? 'none' });
    } catch (error) {
      // The visitor's input stays in the form so they can simply try again.
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      toast.error(m.error.title, { description: rateLimited ? m.error.rateLimited : (visibleErrorMessage(error) ?? m.error.fallback) });
    }
  }

  const field = (name: keyof ContactInput) => `${id}-${name}`;
  const prepare = () => {
    resolver.preload();
    formToken.prepare();
  };
  return (
    <>
      <form
        method="post"
        noValidate
        aria-describedby={`${id}-required`}
        // Validation code loads once the visitor heads for the form, so it is there by the time
        // they submit; the time they started on it is taken then too (the spam time trap).
        onPointerEnter={prepare}
        onFocus={prepare}
        onSubmit={(event) => {
          const submittedFrom = focusAtSubmit();
          // Only fails when the validation code cannot be downloaded (offline): say so like any send error.
          handleSubmit(send, (refused) => focusFirstError(refused, fieldOrder, setFocus, submittedFrom))(event).catch(() =>
            toast.error(m.error.title, { description: m.error.fallback }),
          );
        }}
        className="relative space-y-5"
      >
        <p id={`${id}-required`} className="text-sm text-ink-muted">
          {m.requiredNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={field('firstName')} label={m.firstName} required error={errors.firstName?.message}>
            {(control) => <input {...control} {...register('firstName')} type="text" autoComplete="given-name" className={inputClasses} />}
          </FormField>
          <FormField id={field('lastName')} label={m.lastName} required error={errors.lastName?.message}>
            {(control) => <input {...control} {...register('lastName')} type="text" autoComplete="family-name" className={inputClasses} />}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={field('email')} label={m.email} required error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={m.emailPlaceholder}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField id={field('company')} label={m.company} error={errors.company?.message}>
            {(control) => <input {...control} {...register('company')} type="text" autoComplete="organization" className={inputClasses} />}
          </FormField>
        </div>
        <FormField id={field('service')} label={m.service} error={errors.service?.message}>
          {(control) => (
            <select {...control} {...register('service')} className={cn(inputClasses, 'appearance-auto pr-10')}>
              <option value="">{m.serviceChoose}</option>
              {services.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={field('message')} label={m.message} required error={errors.message?.message}>
          {(control) => (
            <textarea {...control} {...register('message')} rows={5} placeholder={m.messagePlaceholder} className={cn(inputClasses, 'min-h-32 resize-y')} />
          )}
        </FormField>
        <HoneypotField id={field('referenceCode')} label={m.honeypot} registration={register('referenceCode')} />
        <p className="text-sm text-ink-muted">{privacyNote}</p>
        <button type="submit" disabled={isSubmitting} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {isSubmitting ? m.sending : m.submit}
        </button>
      </form>
      {/* Mounted with the form, so sonner ships in one chunk with the code that raises the notices. */}
      <FormToaster label={m.notifications} />
    </>
  );
}
