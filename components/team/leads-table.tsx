import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import type { LeadRow } from '@/lib/team/leads';
import { bulkValue } from '@/lib/team/lead-bulk';
import { teamPath } from '@/lib/team/paths';
import { NotificationBadge, StatusBadge } from './badges';
import { EmailAddress, Highlighted } from './highlighted';
import { LeadSourceLine } from './lead-source';
import { ReplyDue } from './reply-due';
import type { TeamLabels } from './labels';
import { TeamTable, teamCell } from './team-table';

type Props = {
  locale: Locale;
  rows: LeadRow[];
  labels: TeamLabels;
  words: string[];
  back: string;
  /** The reply clocks are read at this instant. */
  now: Date;
  /** The order when not newest first, for the caption ("Leads – Name (A–Z)"). */
  sortLabel?: string;
  /** A checkbox per lead for the bulk form (components/team/lead-bulk-form.tsx), for members who may change leads. */
  bulk?: { forms: { desk: string; phone: string }; selectAll: boolean };
};

const cell = teamCell;

/**
 * One entry per lead, the name opening it (with the inbox's query, for the way back): a table
 * on a desk, a list of cards on a phone or tablet, where a sideways-scrolling table hides the status.
 */
export async function LeadsTable({ locale, rows, labels, words, back, now, bulk, sortLabel }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  if (rows.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{t('leads.empty')}</p>;
  const caption = sortLabel ? `${t('leads.title')} – ${sortLabel}` : t('leads.tableCaption');
  const href = (row: LeadRow) => teamPath(locale, `/leads/${row.kind}/${row.id}`, back ? { back } : undefined);
  const name = (row: LeadRow) => <Highlighted text={`${row.firstName} ${row.lastName}`} words={words} />;
  const select = (row: LeadRow, layout: 'desk' | 'phone') =>
    bulk && (
      <input
        type="checkbox"
        name="lead"
        form={bulk.forms[layout]}
        value={bulkValue(row, row.version ?? 0)}
        defaultChecked={bulk.selectAll}
        aria-label={t('inboxList.bulk.select', { name: `${row.firstName} ${row.lastName}` })}
        className="size-5 shrink-0 accent-brand-600"
      />
    );
  const unread = (row: LeadRow) =>
    row.unread && (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
        <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
        {t('triage.unread')}
      </span>
    );
  return (
    <>
      <div className="hidden lg:block">
        <TeamTable
          caption={caption}
          minWidth="min-w-[56rem]"
          scrolls={false}
          headings={[
            ...(bulk ? [{ text: t('inboxList.bulk.column'), hidden: true as const }] : []),
            t('leads.received'),
            t('leads.name'),
            t('leads.company'),
            t('triage.excerpt'),
            t('triage.assignee'),
            t('leads.status'),
            t('leads.notification'),
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`} className={row.unread ? 'bg-brand-50/40 hover:bg-slate-50' : 'hover:bg-slate-50'}>
              {bulk && <td className={`${cell} w-10`}>{select(row, 'desk')}</td>}
              <td className={cell}>
                <time dateTime={row.createdAt.toISOString()} className="whitespace-nowrap">
                  {labels.dateTime(row.createdAt)}
                </time>
                <div className="text-xs text-ink-muted">
                  {labels.kind(row.kind)} · {labels.language(row.locale)}
                </div>
                <LeadSourceLine locale={locale} source={row.source} />
              </td>
              <td className={cell}>
                <Link
                  href={href(row)}
                  className={`underline-offset-2 hover:underline ${row.unread ? 'font-bold text-brand-800' : 'font-semibold text-brand-700'}`}
                >
                  {name(row)}
                </Link>
                {/* One line, never broken inside a word: a long address is cut short, whole in its tooltip and on the lead's page. */}
                <div className="max-w-52 truncate text-xs text-ink-muted" title={row.email}>
                  <EmailAddress email={row.email} words={words} />
                </div>
                {unread(row)}
              </td>
              <td className={cell}>{row.company ? <Highlighted text={row.company} words={words} /> : '—'}</td>
              <td className={`${cell} max-w-72 text-ink-muted`}>
                <span className="line-clamp-2">{row.excerpt ?? t('triage.noMessage')}</span>
              </td>
              <td className={cell}>{row.assignee ?? '—'}</td>
              <td className={cell}>
                <StatusBadge status={row.status} label={labels.status(row.status)} />
                <ReplyDue locale={locale} lead={row} labels={labels} now={now} className="mt-1 flex" />
              </td>
              <td className={cell}>
                <NotificationBadge state={row.notification} label={labels.notification(row.notification)} />
              </td>
            </tr>
          ))}
        </TeamTable>
      </div>
      <ul aria-label={caption} className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className={`rounded-xl border bg-white p-4 ${row.unread ? 'border-brand-300' : 'border-slate-200'}`}>
            <div className="flex items-start justify-between gap-3">
              {select(row, 'phone')}
              <Link
                href={href(row)}
                className={`mr-auto min-w-0 text-base underline-offset-2 hover:underline ${row.unread ? 'font-bold text-brand-800' : 'font-semibold text-brand-700'}`}
              >
                {name(row)}
              </Link>
              <StatusBadge status={row.status} label={labels.status(row.status)} />
            </div>
            <p className="mt-0.5 text-xs text-ink-muted">
              <time dateTime={row.createdAt.toISOString()}>{labels.dateTime(row.createdAt)}</time> · {labels.kind(row.kind)}
              {row.company && (
                <>
                  {' · '}
                  <Highlighted text={row.company} words={words} />
                </>
              )}
            </p>
            <ReplyDue locale={locale} lead={row} labels={labels} now={now} className="mt-1 flex" />
            {/* A white-paper request has no message; its kind is already named above. */}
            {row.excerpt && <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{row.excerpt}</p>}
            <LeadSourceLine locale={locale} source={row.source} />
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
              {unread(row)}
              {row.notification === 'failed' && (
                <NotificationBadge state="failed" label={labelled(locale, t('leads.notification'), labels.notification('failed'))} />
              )}
              {row.assignee && <span className="text-ink-muted">{t('triage.assignedTo', { name: row.assignee })}</span>}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
