import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { LeadPlace } from '@/lib/team/lead-list';
import { teamPath } from '@/lib/team/paths';

type Props = { locale: Locale; place: LeadPlace; back: string };

const step = 'inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50';

/** Previous and next lead of the list the member came from (its filter and order travel in `back`), and "3 of 12". */
export async function LeadPlaceNav({ locale, place, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.inboxList.place' });
  if (place.total === 0 || (!place.previous && !place.next)) return null;
  const href = (lead: { kind: string; id: number }) => teamPath(locale, `/leads/${lead.kind}/${lead.id}`, back ? { back } : undefined);
  return (
    <nav aria-label={t('label')} className="flex items-center gap-2">
      {place.previous && (
        <Link href={href(place.previous)} rel="prev" className={step}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Link>
      )}
      {place.position !== null && (
        <span className="px-1 text-sm tabular-nums text-ink-muted">{t('position', { position: place.position, total: place.total })}</span>
      )}
      {place.next && (
        <Link href={href(place.next)} rel="next" className={step}>
          {t('next')} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
