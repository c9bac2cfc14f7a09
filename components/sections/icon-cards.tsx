import type { LucideIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { editKeys } from '@/lib/edit-keys';

type Props = {
  locale: Locale;
  /** Message group holding `<key>.title` and `<key>.text` for every item. */
  namespace: string;
  items: ReadonlyArray<{ key: string; Icon: LucideIcon }>;
  /** `gradient` for a page's main points, `soft` for supporting ones. */
  variant?: 'gradient' | 'soft';
  className?: string;
};

/** A grid of cards, each an icon, a title and a short text: values, principles, reasons. */
export async function IconCards({ locale, namespace, items, variant = 'gradient', className }: Props) {
  // The group is chosen by the caller, so its keys cannot be checked statically here.
  const t = (await getTranslations({ locale, namespace: namespace as never })) as unknown as (key: string) => string;
  const edit = editKeys(namespace);
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map(({ key, Icon }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:border-brand-200 hover:shadow-md">
          <span
            className={cn(
              'grid size-12 place-items-center rounded-xl',
              variant === 'gradient' ? 'bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-600/25' : 'bg-brand-50 text-brand-600',
            )}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 {...edit(`${key}.title`)} className="mt-5 text-xl font-semibold text-ink">
            {t(`${key}.title`)}
          </h3>
          <p {...edit(`${key}.text`)} className="mt-3 leading-relaxed text-ink-muted">
            {t(`${key}.text`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
