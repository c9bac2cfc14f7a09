'use client';

import * as Popover from '@radix-ui/react-popover';
import { Check } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { locales, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { rememberLocale } from '@/lib/locale-preference';
import { withLocale } from '@/lib/locale-path';

export const nativeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
};

export type LanguageMenuProps = {
  locale: Locale;
  label: string;
  /** Language names in the current interface language. */
  names: Record<Locale, string>;
  trigger: ReactNode;
  triggerClassName: string;
};

/** The Radix popover itself; loaded only once a visitor reaches for the switcher. */
export function LanguageMenu({ locale, label, names, trigger, triggerClassName }: LanguageMenuProps) {
  const router = useRouter();
  const [open, setOpen] = useState(true);

  function choose(next: Locale) {
    setOpen(false);
    if (next === locale) return;
    rememberLocale(next);
    const { pathname, search, hash } = window.location;
    router.push(`${withLocale(pathname, next)}${search}${hash}`);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={triggerClassName}>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={4}
          align="end"
          className="z-50 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-[pop-in_120ms_ease-out]"
        >
          <ul aria-label={label}>
            {locales.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  onClick={() => choose(code)}
                  aria-current={code === locale ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100',
                    code === locale && 'font-semibold text-brand-700',
                  )}
                >
                  <span className="grid h-6 w-8 place-items-center rounded bg-slate-100 text-xs font-bold uppercase text-ink-muted">{code}</span>
                  <span className="flex-1">
                    {nativeNames[code]}
                    {code !== locale && (
                      <span className="block text-xs font-normal text-ink-subtle" lang={locale}>
                        {names[code]}
                      </span>
                    )}
                  </span>
                  {code === locale && <Check aria-hidden="true" className="size-4 text-brand-600" />}
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
