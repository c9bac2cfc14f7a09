'use client';

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { ConfirmFields, type ConfirmLabels } from '@/components/team/confirm-fields';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  locale: string;
  confirm: ConfirmLabels;
  withCode: boolean;
  labels: { name: string; placeholder: string; add: string; adding: string; failed: string; refused: string; unsupported: string };
};

/** A new passkey for the signed-in member: a name, the browser's prompt, then back to the account page. */
export function PasskeyAddForm({ locale, confirm, withCode, labels }: Props) {
  const [state, setState] = useState<'idle' | 'working' | 'failed' | 'refused' | 'unsupported'>('idle');
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!browserSupportsWebAuthn()) return setState('unsupported');
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    setState('working');
    try {
      // The password (or a code) goes with the request for options: no options without it.
      const proof = { current: String(form.get('current') ?? ''), currentCode: String(form.get('currentCode') ?? '') };
      const options = await fetch('/api/team/account/passkeys/options', { method: 'POST', body: new URLSearchParams({ locale, ...proof }) });
      if (options.status === 401 || options.status === 429) return setState('refused');
      if (!options.ok) throw new Error(String(options.status));
      const answer = await startRegistration({ optionsJSON: await options.json() });
      const saved = await fetch('/api/team/account/passkeys', {
        method: 'POST',
        body: new URLSearchParams({ locale, name, response: JSON.stringify(answer) }),
      });
      if (!saved.ok) throw new Error(String(saved.status));
      window.location.assign(`/${locale}/team/account?done=passkey-added`);
    } catch {
      setState('failed');
    }
  }
  return (
    <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="passkey-name" className="mb-1 block text-sm font-semibold">
          {labels.name}
        </label>
        <input id="passkey-name" name="name" required maxLength={60} placeholder={labels.placeholder} className={inputClasses} />
      </div>
      <ConfirmFields id="passkey-add" labels={confirm} withCode={withCode} />
      <button type="submit" disabled={state === 'working'} className={buttonClasses()}>
        {state === 'working' ? labels.adding : labels.add}
      </button>
      <p role="alert" className="w-full text-sm text-red-700 empty:hidden">
        {state === 'failed' ? labels.failed : state === 'refused' ? labels.refused : state === 'unsupported' ? labels.unsupported : ''}
      </p>
    </form>
  );
}
