import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { InviteForm } from '@/components/team/invite-form';
import { MemberRow } from '@/components/team/member-row';
import { InvitationNotices, PendingInvitations } from '@/components/team/pending-invitations';
import { memberLabels } from '@/lib/team/member';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { TeamTable } from '@/components/team/team-table';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { linkOrigin } from '@/lib/api/public-origin';
import { invitationLinkUrl } from '@/lib/team/access-links';
import { invitationLinkOf } from '@/lib/team/invitation-link-cookie';
import { INVITATION_VALID_HOURS, listPendingInvitations, pendingInvitationWithToken } from '@/lib/team/invitations';
import { listTeamMembers } from '@/lib/team/members';
import { MemberSecondFactors } from '@/components/team/member-second-factors';
import { membersWithSecondFactor, secondFactorRequired } from '@/lib/team/second-factor/factors';
import { teamPath } from '@/lib/team/paths';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { teamPage } from '@/lib/team/team-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.members' });
  return { title: t('title') };
}

const notices = ['changed', 'removed'] as const;
const errors = ['confirm', 'last-owner', 'invalid'] as const;

/** The owner's view of the team: each member's role and last sign-in; change a role, remove a member. */
export default async function MembersPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/members'), 'members.manage');
  const t = await getTranslations({ locale, namespace: 'Team.members' });
  const { labels } = await memberLabels(locale, session);
  const prisma = await getDb();
  const [members, invitations] = await Promise.all([listTeamMembers(prisma), listPendingInvitations(prisma)]);
  const failedLink = await linkToCopy();
  const notice = notices.find((name) => name === query.get('done'));
  const error = errors.find((name) => name === query.get('error'));
  return (
    <TeamShell locale={locale} session={session} current="members">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {notice && <TeamNotice>{t(`done.${notice}`)}</TeamNotice>}
      {error && <TeamNotice tone="error">{t(`errors.${error}`)}</TeamNotice>}
      <InvitationNotices locale={locale} done={query.get('done')} error={query.get('error')} hours={INVITATION_VALID_HOURS} failedLink={failedLink} />
      <TeamTable caption={t('tableCaption')} minWidth="sm:min-w-[48rem]" stackOnPhone headings={[t('username'), t('role'), t('lastSignIn'), t('remove')]}>
        {members.map((member) => (
          <MemberRow
            key={member.id}
            locale={locale}
            member={member}
            lastSignIn={member.lastSignInAt ? labels.dateTime(member.lastSignInAt) : undefined}
            you={member.id === session.user.id}
          />
        ))}
      </TeamTable>
      <p id="member-languages-cover" className="mt-3 max-w-prose text-sm text-ink-muted">
        {t('languagesCover')}
      </p>
      <MemberSecondFactors
        locale={locale}
        required={await secondFactorRequired(await getDb())}
        members={await secondFactorRows(members)}
        done={query.get('done')}
        error={query.get('error')}
      />
      <PendingInvitations locale={locale} invitations={invitations} dateTime={labels.dateTime} now={new Date()} />
      <InviteForm locale={locale} error={query.get('error') ?? undefined} />
    </TeamShell>
  );
}

async function secondFactorRows(members: { id: number; username: string }[]) {
  const withFactor = await membersWithSecondFactor(await getDb());
  return members.map(({ id, username }) => ({ id, username, hasSecondFactor: withFactor.has(id) }));
}

/** An invitation whose mail just failed: its link, while it is still that invitation's link. */
async function linkToCopy(): Promise<{ id: number; url: string } | undefined> {
  const requestHeaders = await headers();
  const sent = invitationLinkOf(requestHeaders.get('cookie'));
  const invitation = sent && (await pendingInvitationWithToken(await getDb(), sent.id, sent.token));
  if (!sent || !invitation) return undefined;
  return { id: sent.id, url: invitationLinkUrl(linkOrigin(), invitation.locale, sent.token) };
}
