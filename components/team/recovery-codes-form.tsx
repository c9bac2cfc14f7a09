'use client';

import { useState, type FormEvent } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { ConfirmFields, type ConfirmLabels } from '@/components/team/confirm-fields';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  locale: string;
  /** `confirm-app`: a code from the new authenticator app turns it on; `regenerate`: new codes for old. */
  mode: 'confirm-app' | 'regenerate';
  labels: { submit: string; code?: string; failed: string; refused: string; shownOnce: string; listLabel: string; done: string };
  doneHref: string;
  confirm: ConfirmLabels;
  withCode: boolean;
};

/**
 * Sends the form and shows the recovery codes the server answers, once: they are never stored
 * in plain text, never put in a URL, and gone when the member leaves the page.
 */
export function RecoveryCodesForm({ locale, mode, labels, doneHref, confirm, withCode }: Props) {
  const [codes, setCodes] = useState<string[]>();
  const [failed, setFailed] = useState<'no' | 'failed' | 'refused'>('no');
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const form = new FormData(event.currentTarget);
    const proof = { current: String(form.get('current') ?? ''), currentCode: String(form.get('currentCode') ?? '') };
    const body = new URLSearchParams({ locale, ...proof, ...(mode === 'confirm-app' ? { action: 'confirm', code: String(form.get('code') ?? '') } : {}) });
    const response = await fetch(mode === 'confirm-app' ? '/api/team/account/totp' : '/api/team/account/recovery-codes', { method: 'POST', body }).catch(
      () => undefined,
    );
    setBusy(false);
    if (!response?.ok) return setFailed(response?.status === 401 || response?.status === 429 ? 'refused' : 'failed');
    setCodes(((await response.json()) as { recoveryCodes: string[] }).recoveryCodes);
  }
  if (codes) {
    return (
      <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <p role="status" className="text-sm font-semibold">
          {labels.shownOnce}
        </p>
        <ol aria-label={labels.listLabel} className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-5">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <a href={doneHref} className={buttonClasses({ className: 'mt-4' })}>
          {labels.done}
        </a>
      </div>
    );
  }
  return (
    <form onSubmit={send} className="mt-4 flex flex-wrap items-end gap-2">
      <ConfirmFields id={`${mode}-confirm`} labels={confirm} withCode={withCode} />
      {mode === 'confirm-app' && (
        <div className="w-40">
          <label htmlFor="totp-code" className="mb-1 block text-sm font-semibold">
            {labels.code}
          </label>
          <input
            id="totp-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            aria-invalid={failed === 'failed'}
            className={inputClasses}
          />
        </div>
      )}
      <button type="submit" disabled={busy} className={buttonClasses({ variant: mode === 'confirm-app' ? 'default' : 'outline' })}>
        {labels.submit}
      </button>
      <p role="alert" className="w-full text-sm text-red-700 empty:hidden">
        {failed === 'failed' ? labels.failed : failed === 'refused' ? labels.refused : ''}
      </p>
    </form>
  );
}
