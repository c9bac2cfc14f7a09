'use client';

import { ChevronDown, Globe } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { rememberLocale } from '@/lib/locale-preference';

// Radix Popover and its positioning engine weigh more than the rest of the page's own script,
// so they load on first intent (hover, focus or tap) instead of on every page view.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

export function LanguageSwitcher({ locale, label, names }: Props) {
  const [engaged, setEngaged] = useState(false);

  // Any page view in a language counts as choosing it (spec: the path prefix switches the language).
  useEffect(() => rememberLocale(locale), [locale]);

  const triggerClassName = buttonClasses({ variant: 'ghost', size: 'sm', className: 'gap-1.5 px-2.5' });
  // The visible code stays part of the accessible name (WCAG 2.5.3, label in name).
  const trigger = (
    <>
      <Globe aria-hidden="true" />
      <span className="sr-only">
        {label} ({names[locale]}):{' '}
      </span>
      <span className="uppercase">{locale}</span>
      <ChevronDown aria-hidden="true" className="!size-3.5 opacity-60" />
    </>
  );
  const placeholder = (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setEngaged(true)}
    >
      {trigger}
    </button>
  );

  if (!engaged) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu locale={locale} label={label} names={names} trigger={trigger} triggerClassName={triggerClassName} />
    </Suspense>
  );
}
