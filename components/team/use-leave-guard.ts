'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * While `unsaved` is true, leaving the page asks first: the browser's own question when the tab
 * is closed or reloaded (beforeunload), and `pending` (the address a click on one of our links
 * wanted) for the page's own dialog, which calls `leave` or `stay`. `allow` lets the page's own
 * navigations through (after a publish, a restore).
 */
export function useLeaveGuard(unsaved: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  const allowed = useRef(false);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedRef.current || allowed.current) return;
      event.preventDefault();
      // Older Chromium and Safari want returnValue set as well.
      event.returnValue = '';
    };
    // Capture on window: before Next's link handler (on the document) starts a client navigation.
    const click = (event: MouseEvent) => {
      if (!unsavedRef.current || allowed.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to.pathname + to.search + to.hash);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, []);

  const allow = useCallback(() => {
    allowed.current = true;
  }, []);
  const leave = useCallback(() => {
    if (pending === null) return;
    allowed.current = true;
    window.location.assign(pending);
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);
  return { pending, leave, stay, allow };
}
