import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LeadDetails } from '@/components/team/lead-details';
import { LeadSourceDetails } from '@/components/team/lead-source';
import { LeadEarlier } from '@/components/team/lead-earlier';
import { LeadInPlace } from '@/components/team/lead-in-place';
import { LeadNotifications } from '@/components/team/lead-notifications';
import { LeadNextAction } from '@/components/team/lead-next-action';
import { LeadPlaceNav } from '@/components/team/lead-place';
import { LeadReplyForm } from '@/components/team/lead-reply-form';
import { changeSentence, LeadTimeline } from '@/components/team/lead-timeline';
import { LeadWebhookDeliveries } from '@/components/team/lead-webhook-deliveries';
import { LeadWorkForm } from '@/components/team/lead-work-form';
import { ReplyDue } from '@/components/team/reply-due';
import { StatusBadge } from '@/components/team/badges';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { TimeZoneHint } from '@/components/team/time-zone-hint';
import { pageLocale } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { replyToAddress } from '@/lib/team/lead-reply';
import { teamPage } from '@/lib/team/team-page';
import { markLeadRead, viewerOf } from '@/lib/team/inbox';
import { leadPlace } from '@/lib/team/lead-list';
import { leadRef } from '@/lib/team/lead-route';
import { listMembers } from '@/lib/team/lead-work';
import { getLead, parseLeadFilter } from '@/lib/team/leads';
import { earlierLeads } from '@/lib/team/returning-person';
import { memberLabels, optionalTeamSession } from '@/lib/team/member';
import { safeBack, teamPath } from '@/lib/team/paths';
import { can } from '@/lib/team/permissions';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> } & SearchProps;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Team' });
  const { kind, id } = await params;
  const ref = leadRef(kind, id);
  // The person's name only for a signed-in member who may read leads; anyone else is sent to sign in anyway.
  const session = ref ? await optionalTeamSession() : null;
  const lead = ref && session && can(session, 'leads.read') ? await getLead(await getDb(), ref.kind, ref.id) : null;
  return { title: lead ? t('leadWork.leadTitle', { name: `${lead.firstName} ${lead.lastName}` }) : t('meta.lead') };
}

const doneNotices = [
  'status',
  'note',
  'noteEdited',
  'assigned',
  'reply',
  'replySent',
  'replyQueued',
  'replyFailed',
  'nextAction',
  'nextActionCleared',
] as const;
const retryNotices = ['sent', 'failed', 'queued'] as const;
const oneOf = <T extends string>(values: readonly T[], value: string | null) => values.find((known) => known === value);

export default async function LeadPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { kind, id } = await params;
  const query = searchParamsOf(await searchParams);
  const back = safeBack(query.get('back'));
  const session = await teamPage(locale, teamPath(locale, `/leads/${kind}/${id}`, back ? { back } : undefined), 'leads.read');
  const t = await getTranslations({ locale, namespace: 'Team' });
  const { labels, zoneKnown } = await memberLabels(locale, session);
  const prisma = await getDb();
  const ref = leadRef(kind, id);
  const lead = ref && (await getLead(prisma, ref.kind, ref.id));
  const backLink = (
    <Link
      href={`${teamPath(locale, '/leads')}${back ? `?${back}` : ''}`}
      className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
    >
      ← {t('lead.back')}
    </Link>
  );
  if (!lead) {
    return (
      <TeamShell locale={locale} session={session} current="leads">
        <div className="mb-4">{backLink}</div>
        <TeamNotice tone="error">{t('lead.notFound')}</TeamNotice>
      </TeamShell>
    );
  }
  await markLeadRead(prisma, session.user.id, lead);
  const members = await listMembers(prisma);
  const earlier = await earlierLeads(prisma, lead);
  // The lead's neighbours in the list it was opened from (its filter and order are in `back`).
  const place = await leadPlace(prisma, lead, parseLeadFilter(new URLSearchParams(back ?? '')), await viewerOf(prisma, session.user.id));
  const done = oneOf(doneNotices, query.get('done'));
  const retried = oneOf(retryNotices, query.get('retried'));
  // A change refused as made on an out-of-date page: the entry that made it so, in words.
  const conflict = lead.timeline.find((entry) => (entry.type === 'status' || entry.type === 'assignment') && String(entry.id) === query.get('conflict'));
  const tTimeline = await getTranslations({ locale, namespace: 'Team.timeline' });
  // The first answer (a reply sent here, or the status set to answered) is what the promise is measured by.
  const answeredAt = lead.timeline.findLast((entry) => entry.type === 'reply-sent' || (entry.type === 'status' && entry.to === 'answered'))?.at ?? null;
  return (
    <TeamShell locale={locale} session={session} current="leads">
      {!zoneKnown && <TimeZoneHint />}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        {backLink}
        <LeadPlaceNav locale={locale} place={place} back={back ?? ''} />
      </div>
      {done && <TeamNotice tone={done === 'replyFailed' ? 'error' : undefined}>{t(`leadWork.done.${done}`)}</TeamNotice>}
      {conflict && (conflict.type === 'status' || conflict.type === 'assignment') && (
        <TeamNotice tone="error">
          {t('leadWork.conflict', { change: changeSentence(conflict, tTimeline, labels), time: labels.dateTime(conflict.at) })}
        </TeamNotice>
      )}
      {retried && <TeamNotice tone={retried === 'sent' ? 'success' : 'error'}>{t(`leadWork.retried.${retried}`)}</TeamNotice>}
      <div className="flex flex-wrap items-center gap-3">
        <TeamHeading title={`${lead.firstName} ${lead.lastName}`} intro={t('leadWork.kindAndId', { kind: labels.kind(lead.kind), id: lead.id })} />
        <span className="mb-6 flex flex-wrap items-center gap-2">
          <StatusBadge status={lead.status} label={labels.status(lead.status)} />
          {lead.assignee && <span className="text-sm text-ink-muted">{t('triage.assignedTo', { name: lead.assignee })}</span>}
          <ReplyDue locale={locale} lead={lead} labels={labels} now={new Date()} answeredAt={answeredAt} className="text-sm" />
        </span>
      </div>
      {/* On a desk the work sits beside the lead; on a phone it comes before the long timeline. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-span-2">
          <LeadDetails locale={locale} lead={lead} labels={labels} member={session.user.username} back={back} />
          <LeadReplyForm
            locale={locale}
            lead={lead}
            labels={labels}
            member={session.user.username}
            replyTo={await replyToAddress(prisma, session.user.id, getEnv().mailToTeam)}
            back={back}
          />
          <div className="mt-6">
            <LeadSourceDetails locale={locale} source={lead.source} />
          </div>
          <LeadEarlier locale={locale} leads={earlier} labels={labels} />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <LeadWorkForm locale={locale} lead={lead} labels={labels} members={members} memberId={session.user.id} back={back} />
          <LeadNextAction locale={locale} lead={lead} labels={labels} back={back} />
          <LeadNotifications locale={locale} lead={lead} labels={labels} back={back} />
        </div>
        <div className="lg:col-span-2">
          <LeadTimeline locale={locale} lead={lead} labels={labels} memberId={session.user.id} back={back} now={new Date()} />
        </div>
      </div>
      <LeadInPlace />
      {/* Webhooks: this lead's deliveries, a self-contained section. */}
      <LeadWebhookDeliveries locale={locale} lead={{ kind: lead.kind, id: lead.id }} labels={labels} />
    </TeamShell>
  );
}
