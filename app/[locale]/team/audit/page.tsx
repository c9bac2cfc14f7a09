import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { memberLabels } from '@/lib/team/member';
import { TeamHeading, TeamShell } from '@/components/team/team-shell';
import { TeamTable, teamCell } from '@/components/team/team-table';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { listAudit, type AuditAction } from '@/lib/team/audit';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';
import { idParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('audit') };
}

const PAGE = 50;
const cell = teamCell;

export default async function AuditPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/audit'), 'audit.read');
  const t = await getTranslations({ locale, namespace: 'Team.audit' });
  const { labels } = await memberLabels(locale, session);
  const before = idParam(query.get('before'));
  const entries = await listAudit(await getDb(), { before, limit: PAGE });
  const action = (name: string) => (t.has(`actions.${name as AuditAction}`) ? t(`actions.${name as AuditAction}`) : name);
  const detail = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
          .map(([key, item]) => `${key}: ${String(item)}`)
          .join(', ')
      : '';
  return (
    <TeamShell locale={locale} session={session} current="audit">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <TeamTable caption={t('tableCaption')} minWidth="min-w-[40rem]" headings={[t('at'), t('who'), t('action'), t('detail')]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.at.toISOString()}>{labels.dateTime(entry.at)}</time>
              </td>
              <td className={cell}>{entry.actorName ?? t('unknownUser')}</td>
              <td className={cell}>{action(entry.action)}</td>
              <td className={`${cell} break-words text-ink-muted`}>{detail(entry.detail)}</td>
            </tr>
          ))}
        </TeamTable>
      )}
      {entries.length === PAGE && (
        <Link href={teamPath(locale, '/audit', { before: String(entries.at(-1)!.id) })} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('older')}
        </Link>
      )}
    </TeamShell>
  );
}
