'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { longDateTime } from '@/lib/format';

export type LinkActionLabels = {
  button: string;
  working: string;
  /** With `{date}`. */
  done: string;
  invalid: string;
  failed: string;
  expired?: string;
  withdrawn?: string;
};

type Props = {
  locale: string;
  endpoint: '/api/marketing/confirm' | '/api/marketing/unsubscribe';
  labels: LinkActionLabels;
};

type Answer = { status?: string; confirmedAt?: string; withdrawnAt?: string };

/** The link's token: in its fragment (lib/consent/marketing-links.ts), or the query of a link sent before. */
function linkToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? new URLSearchParams(window.location.search).get('token');
}

/**
 * The one button of the confirmation and unsubscribe pages. The token stays in the link; it is
 * sent only when the person presses the button, so a scanner that merely opens the page (even
 * with JavaScript) changes nothing. Pressing again gives the same answer.
 */
export function LinkAction({ locale, endpoint, labels }: Props) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; text?: string }>({ kind: 'idle' });

  async function send() {
    const token = linkToken();
    if (!token) return setState({ kind: 'failed', text: labels.invalid });
    setState({ kind: 'working' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const answer = (await response.json()) as Answer;
      if (response.ok && (answer.status === 'confirmed' || answer.status === 'withdrawn')) {
        const at = answer.confirmedAt ?? answer.withdrawnAt ?? new Date().toISOString();
        const date = longDateTime(locale, new Date(at));
        return setState({ kind: 'done', text: labels.done.replace('{date}', date) });
      }
      const known = answer.status === 'expired' ? labels.expired : answer.status === 'withdrawn' ? labels.withdrawn : undefined;
      setState({ kind: 'failed', text: known ?? (response.status === 404 ? labels.invalid : labels.failed) });
    } catch {
      setState({ kind: 'failed', text: labels.failed });
    }
  }

  return (
    <div className="mt-8 flex flex-col items-center gap-6">
      {state.kind !== 'done' && (
        <Button size="lg" onClick={send} disabled={state.kind === 'working'}>
          {state.kind === 'working' ? labels.working : labels.button}
        </Button>
      )}
      <p role="status" className={state.kind === 'failed' ? 'text-red-700' : 'text-lg text-ink'}>
        {state.text}
      </p>
    </div>
  );
}
