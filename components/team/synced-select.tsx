'use client';

import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * A menu that shows the value the page was last rendered with. A page rendered again in place
 * (lead-in-place.tsx: a reply sent, "Mark answered", a colleague's change) hands a select a new
 * defaultValue, which the browser's select does not take; remounting it instead would drop the
 * focus of a member choosing with the keyboard.
 */
export function SyncedSelect({ defaultValue, ...props }: ComponentProps<'select'> & { defaultValue: string | number }) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = String(defaultValue);
  }, [defaultValue]);
  return <select ref={select} defaultValue={defaultValue} {...props} />;
}
