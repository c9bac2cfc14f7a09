'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export type EditLabels = { edit: string; save: string; cancel: string; reset: string; field: string };

/** Publish mode (a team member in draft mode): edits become drafts for every visitor. */
export type PublishOptions = {
  locale: string;
  endpoint: string;
  /** Keys of this language that have a draft (their texts are shown marked). */
  draftKeys: string[];
  labels: {
    discard: string;
    failed: string;
    refused: Record<string, string>;
    /** Asking about a colleague's draft of the text ("{name}" stands for the colleague). */
    colleague: { draft: string; keep: string; replace: string; editTheirs: string };
  };
};

/**
 * One small client layer for the whole page: server components mark catalogue texts with
 * `data-edit-key`; once the page is idle this loads the editor (edit-setup.ts, its own chunk)
 * and sets it up for the current page, again after every client-side navigation.
 */
export function EditLayer({ labels, publish }: { labels: EditLabels; publish?: PublishOptions }) {
  const pathname = usePathname();

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
