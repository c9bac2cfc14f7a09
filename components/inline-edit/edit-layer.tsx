'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { OVERRIDES_GLOBAL } from '@/lib/content-overrides';
import type { EditLabels, PublishOptions } from './edit-options';
import type { OverridesApi } from './overrides-script';

/**
 * One small client layer for the whole page: server components mark catalogue texts with
 * `data-edit-key`; once the page is idle this loads the editor (edit-setup.ts, its own chunk)
 * and sets it up for the current page, again after every client-side navigation.
 */
export function EditLayer({ labels, publish }: { labels: EditLabels; publish?: PublishOptions }) {
  const pathname = usePathname();

  // A page React draws after a client-side navigation gets the visitor's wordings before it is
  // painted, as the first page got them from the head script (overrides-script.ts).
  useLayoutEffect(() => {
    (window as unknown as Record<string, OverridesApi | undefined>)[OVERRIDES_GLOBAL]?.apply();
  }, [pathname]);

  useEffect(() => {
    let cleanUp: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      import('./edit-setup').then(
        ({ setUpEditing }) => {
          if (!cancelled) cleanUp = setUpEditing(labels, publish);
        },
        // E.g. a page left open across a deployment whose chunk is gone: the page still works.
        (error) => console.warn('Inline editing is unavailable on this page view.', error),
      );
    const idle = window.requestIdleCallback?.(start, { timeout: 1000 }) ?? window.setTimeout(start, 50);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cleanUp?.();
    };
  }, [pathname, labels, publish]);

  return null;
}
