import Link from 'next/link';
import { locales, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/** The row of languages a team screen is shown in (Texts, white paper): the current one marked. */
export function LanguageTabs({
  id,
  label,
  current,
  href,
  name,
}: {
  id: string;
  label: string;
  current: Locale;
  href: (code: Locale) => string;
  name: (code: Locale) => string;
}) {
  return (
    <nav aria-labelledby={id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span id={id} className="text-sm font-semibold">
        {label}
      </span>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {locales.map((code) => (
          <li key={code}>
            <Link
              href={href(code)}
              aria-current={code === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-white hover:text-ink',
                code === current && '!bg-brand-600 !text-white',
              )}
            >
              {name(code)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
