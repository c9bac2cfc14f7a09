'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { AgentIllustration } from '@/components/icons/agent-illustration';

type Props = { href: string; prompt: string; hint: string };

/**
 * Floating link to the white-paper page, on every page but that one. On a phone a card would
 * sit over the text, so there it is the round robot alone (its words stay its accessible name);
 * the card with words comes back where there is room beside the text. The cookie question covers
 * the bottom of narrower screens until it is answered, and the shortcut waits until then
 * (app/globals.css).
 */
export function DiyShortcut({ href, prompt, hint }: Props) {
  const pathname = usePathname();
  if (pathname.replace(/\/+$/, '').endsWith('/diy-agents')) return null;
  return (
    // data-diy-shortcut: app/globals.css hides it on narrower screens while the cookie question shows.
    <aside aria-label={hint} data-diy-shortcut="">
      <Link
        href={href}
        className="group fixed bottom-4 right-4 z-30 flex items-center rounded-full border border-brand-100 bg-white/95 p-1 shadow-lg shadow-brand-900/15 backdrop-blur transition hover:-translate-y-0.5 hover:shadow-xl sm:bottom-6 sm:right-6 sm:max-w-[calc(100vw-3rem)] sm:gap-3 sm:rounded-2xl sm:p-2 sm:pr-4"
      >
        <AgentIllustration className="size-12 shrink-0 rounded-full sm:rounded-xl" />
        <span className="sr-only sm:not-sr-only sm:flex sm:flex-col sm:leading-tight">
          <span className="block text-xs font-medium uppercase tracking-wide text-accent-600">{hint}</span>
          <span className="block text-sm font-semibold text-ink group-hover:text-brand-700">{prompt}</span>
        </span>
      </Link>
    </aside>
  );
}
