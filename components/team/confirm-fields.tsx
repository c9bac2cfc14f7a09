import { inputClasses } from '@/components/forms/form-field';

export type ConfirmLabels = { legend: string; password: string; code: string; hint: string };

type Props = { id: string; labels: ConfirmLabels; withCode: boolean };

/**
 * "Confirm it is you" inside every form that changes how a member signs in: the current password,
 * or a code from their authenticator app when they have one (lib/team/second-factor/re-authentication.ts).
 * Markup only, so server forms and client forms alike can hold it.
 */
export function ConfirmFields({ id, labels, withCode }: Props) {
  return (
    <fieldset className="w-full rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{labels.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {labels.hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-password`} className="mb-1 block text-sm">
            {labels.password}
          </label>
          <input
            id={`${id}-password`}
            name="current"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            aria-describedby={`${id}-hint`}
            className={inputClasses}
          />
        </div>
        {withCode && (
          <div className="w-48">
            <label htmlFor={`${id}-code`} className="mb-1 block text-sm">
              {labels.code}
            </label>
            <input
              id={`${id}-code`}
              name="currentCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              className={inputClasses}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
