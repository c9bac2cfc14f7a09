import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { LeadRow } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import { NotificationBadge, StatusBadge } from './badges';
import type { TeamLabels } from './labels';
import { TeamTable, teamCell } from './team-table';

type Props = { locale: Locale; rows: LeadRow[]; labels: TeamLabels };

const cell = teamCell;

/** One row per lead; the name opens the lead. Scrolls sideways on a phone rather than squeezing. */
export async function LeadsTable({ locale, rows, labels }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.leads' });
  if (rows.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{t('empty')}</p>;
  return (
    <TeamTable
      caption={t('tableCaption')}
      minWidth="min-w-[56rem]"
      headings={[t('received'), t('kind'), t('name'), t('email'), t('company'), t('service'), t('language'), t('status'), t('notification')]}
    >
      {rows.map((row) => (
        <tr key={`${row.kind}-${row.id}`} className="hover:bg-slate-50">
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={row.createdAt.toISOString()}>{labels.dateTime(row.createdAt)}</time>
          </td>
          <td className={cell}>{labels.kind(row.kind)}</td>
          <td className={cell}>
            <Link
              href={teamPath(locale, `/leads/${row.kind}/${row.id}`)}
              aria-label={`${row.firstName} ${row.lastName}, ${t('open', { kind: labels.kind(row.kind), id: row.id })}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {row.firstName} {row.lastName}
            </Link>
          </td>
          <td className={`${cell} break-all`}>{row.email}</td>
          <td className={cell}>{row.company ?? '—'}</td>
          <td className={cell}>{labels.service(row.service)}</td>
          <td className={cell}>{labels.language(row.locale)}</td>
          <td className={cell}>
            <StatusBadge status={row.status} label={labels.status(row.status)} />
          </td>
          <td className={cell}>
            <NotificationBadge state={row.notification} label={labels.notification(row.notification)} />
          </td>
        </tr>
      ))}
    </TeamTable>
  );
}
