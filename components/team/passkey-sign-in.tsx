'use client';

import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  locale: string;
  /** `sign-in`: the passkey alone; `second-factor`: after the password, for this browser's half-finished sign-in. */
  purpose: 'sign-in' | 'second-factor';
  next?: string;
  labels: { button: string; working: string; failed: string; unsupported: string };
  variant?: 'default' | 'outline';
};

/** "Sign in with a passkey": a challenge from the server, the browser's passkey prompt, the signed answer back. */
export function PasskeySignIn({ locale, purpose, next = '', labels, variant = 'outline' }: Props) {
  const [state, setState] = useState<'idle' | 'working' | 'failed' | 'unsupported'>('idle');
  async function signIn() {
    if (!browserSupportsWebAuthn()) return setState('unsupported');
    setState('working');
    try {
      const options = await fetch('/api/team/sign-in/passkey/options', { method: 'POST', body: new URLSearchParams({ purpose, locale }) });
      if (!options.ok) throw new Error(String(options.status));
      const answer = await startAuthentication({ optionsJSON: await options.json() });
      const result = await fetch('/api/team/sign-in/passkey', {
        method: 'POST',
        body: new URLSearchParams({ purpose, locale, next, response: JSON.stringify(answer) }),
      });
      if (!result.ok) throw new Error(String(result.status));
      window.location.assign(((await result.json()) as { next: string }).next);
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={signIn} disabled={state === 'working'} className={buttonClasses({ variant, className: 'w-full' })}>
        {state === 'working' ? labels.working : labels.button}
      </button>
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {state === 'failed' ? labels.failed : state === 'unsupported' ? labels.unsupported : ''}
      </p>
    </div>
  );
}
