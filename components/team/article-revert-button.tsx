'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** Publishes an earlier revision again, then reloads the editor (its working copy changed too). */
export function RevertButton({ revisionId, label }: { revisionId: number; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={buttonClasses({ variant: 'outline', size: 'sm' }) + ' mt-2'}
      onClick={async () => {
        setBusy(true);
        const response = await fetch('/api/team/articles/revert', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ revisionId }),
        });
        if (response.ok) window.location.reload();
        else setBusy(false);
      }}
    >
      {label}
    </button>
  );
}
