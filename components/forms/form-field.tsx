import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors ' +
  'placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';

/** Attributes that tie a control to its label, its error and its required state. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control and error message. The asterisk is visual; `aria-required` tells assistive tech. */
export function FormField({ id, label, required, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children(controlProps(id, error, required))}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type CheckboxProps = {
  id: string;
  label: string;
  /** Required: the asterisk of the form's "Fields marked with an asterisk (*) are required". */
  required?: boolean;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A checkbox with its label beside it. */
export function CheckboxField({ id, label, required, error, children }: CheckboxProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        {children(controlProps(id, error, required))}
        <label htmlFor={id} className="text-sm leading-relaxed text-ink-muted">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} className="pl-8" />
    </div>
  );
}

export const checkboxClasses =
  'mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600 aria-[invalid=true]:outline aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600';

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1.5 text-sm font-medium text-red-700', className)}>
      {message}
    </p>
  );
}

function controlProps(id: string, error: string | undefined, required: boolean | undefined): FieldControlProps {
  return {
    id,
    'aria-invalid': Boolean(error),
    ...(error ? { 'aria-describedby': `${id}-error` } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}
