import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/components/ui/button';

/**
 * The inbox's export button: a POST (a cross-site link cannot start an export), carrying the
 * inbox's filter and the member's language, in which the file's headers and values are written.
 */
export function LeadsExportForm({ locale, filter, label }: { locale: Locale; filter: URLSearchParams; label: string }) {
  return (
    <form method="post" action="/api/team/leads/export">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="filter" value={filter.toString()} />
      <button type="submit" className={buttonClasses({ variant: 'outline' })}>
        {label}
      </button>
    </form>
  );
}
