'use client';

import { ChevronDown, Globe } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { lazyPart, loadOnIntent } from '@/lib/intent';
import { rememberLocale } from '@/lib/locale-preference';
import type { LanguageMenuProps } from './language-menu';

// Radix Popover and its positioning engine weigh more than the rest of the page's own script,
// so they load on first intent (hover, focus, a tap, or a press held before hydration) instead of
// on every page view.
const menu = lazyPart(() => import('./language-menu').then((module) => module.LanguageMenu));
loadOnIntent('[data-language-button]', menu.load);

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

export function LanguageSwitcher({ locale, label, names }: Props) {
  const [LanguageMenu, setLanguageMenu] = useState<ComponentType<LanguageMenuProps>>();
  const [waiting, setWaiting] = useState(false);

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
      aria-busy={waiting || undefined}
      data-language-button=""
      onClick={() => {
        const loaded = menu.loaded();
        if (loaded) return setLanguageMenu(() => loaded);
        setWaiting(true);
        menu
          .load()
          .then(
            (component) => setLanguageMenu(() => component),
            (error: unknown) => console.error('the language menu could not be loaded', error),
          )
          .finally(() => setWaiting(false));
      }}
    >
      {trigger}
    </button>
  );

  if (!LanguageMenu) return placeholder;
  return <LanguageMenu locale={locale} label={label} names={names} trigger={trigger} triggerClassName={triggerClassName} />;
}
