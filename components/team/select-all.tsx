'use client';

import { useEffect, useState } from 'react';

type Props = { form: string; href: string; label: string };

/**
 * "Select all on this page": with scripts a checkbox that ticks every lead of the bulk form;
 * without, a link that loads the same list with every lead ticked.
 */
export function SelectAll({ form, href, label }: Props) {
  const [ready, setReady] = useState(false);
  const [checked, setChecked] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) {
    return (
      <a href={href} className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2">
        {label}
      </a>
    );
  }
  const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="lead"][form="${form}"]`)];
  return (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        onChange={(event) => {
          for (const box of boxes()) box.checked = event.target.checked;
          setChecked(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
