'use client';

import { useState } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';

/** A link to copy by hand or with one click (an invitation whose mail failed). */
export function CopyLink({ id, label, link, copy, copied }: { id: string; label: string; link: string; copy: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <div className="mt-3">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={link}
          className={`${inputClasses} min-w-0 flex-1 font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' })}
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setDone(true),
              () => setDone(false),
            );
          }}
        >
          {copy}
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {done ? copied : ''}
      </p>
    </div>
  );
}
