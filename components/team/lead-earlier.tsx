import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { teamPath } from '@/lib/team/paths';
import type { EarlierLead } from '@/lib/team/returning-person';
import { StatusBadge } from './badges';
import type { TeamLabels } from './labels';

/** The same person's other enquiries and white-paper requests, with status and owner: none, no section. */
export async function LeadEarlier({ locale, leads, labels }: { locale: Locale; leads: EarlierLead[]; labels: TeamLabels }) {
  if (leads.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Team.returning' });
  const tWork = await getTranslations({ locale, namespace: 'Team.leadWork' });
  return (
    <section aria-labelledby="lead-earlier" className="rounded-xl border border-amber-200 bg-amber-50/60 p-5">
      <h2 id="lead-earlier" className="text-lg font-bold">
        {t('title', { count: leads.length })}
      </h2>
      <ul className="mt-3 space-y-2">
        {leads.map((lead) => (
          <li key={`${lead.kind}-${lead.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Link
              href={teamPath(locale, `/leads/${lead.kind}/${lead.id}`)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {tWork('kindAndId', { kind: labels.kind(lead.kind), id: lead.id })}
            </Link>
            <time dateTime={lead.createdAt.toISOString()} className="text-ink-muted">
              {labels.dateTime(lead.createdAt)}
            </time>
            <StatusBadge status={lead.status} label={labels.status(lead.status)} />
            <span>{lead.assignee ? t('owner', { name: lead.assignee }) : t('noOwner')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
