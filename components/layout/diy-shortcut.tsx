'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { AgentIllustration } from '@/components/icons/agent-illustration';

type Props = { href: string; prompt: string; hint: string };

/** Floating link to the white-paper page, on every page but that one. */
export function DiyShortcut({ href, prompt, hint }: Props) {
  const pathname = usePathname();
  if (pathname.replace(/\/+$/, '').endsWith('/diy-agents')) return null;
  return (
    <aside aria-label={hint}>
      <Link
        href={href}
        className="group fixed bottom-4 right-4 z-30 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-2xl border border-brand-100 bg-white/95 p-2 pr-4 shadow-lg shadow-brand-900/10 backdrop-blur transition hover:-translate-y-0.5 hover:shadow-xl sm:bottom-6 sm:right-6"
      >
        <AgentIllustration className="size-12 shrink-0 rounded-xl" />
        <span className="flex flex-col leading-tight">
          <span className="text-xs font-medium uppercase tracking-wide text-accent-600">{hint}</span>
          <span className="text-sm font-semibold text-ink group-hover:text-brand-700">{prompt}</span>
        </span>
      </Link>
    </aside>
  );
}
