import { getTranslations } from 'next-intl/server';
import { CopyLink } from '@/components/team/copy-link';
import { TeamNotice } from '@/components/team/team-shell';
import { stackedCell, stackedRow, teamCell, TeamTable } from '@/components/team/team-table';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { labelled } from '@/lib/format';
import type { InvitationRow } from '@/lib/team/invitations';

type Props = {
  locale: Locale;
  invitations: InvitationRow[];
  dateTime: (at: Date) => string;
  /** The link of an invitation whose mail just failed, to copy (lib/team/invitation-link-cookie.ts). */
  failedLink?: { id: number; url: string } | undefined;
  now: Date;
};

const notices = ['invited', 'resent', 'revoked'] as const;
const errors = ['invalid-email', 'invite-invalid', 'member-exists', 'pending', 'invitation-ended', 'mail-failed'] as const;

/** What became of the owner's last invitation, at the top of the members page. */
export async function InvitationNotices({
  locale,
  done,
  error,
  hours,
  failedLink,
}: {
  locale: Locale;
  done: string | null;
  error: string | null;
  hours: number;
  failedLink?: Props['failedLink'];
}) {
  const t = await getTranslations({ locale, namespace: 'TeamInvitations' });
  const notice = notices.find((name) => name === done);
  const problem = errors.find((name) => name === error);
  return (
    <>
      {notice && <TeamNotice>{t(`done.${notice}`, { hours })}</TeamNotice>}
      {problem && (
        <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>{t(`errors.${problem}`)}</p>
          {problem === 'mail-failed' && failedLink && (
            <CopyLink id="invitation-link" label={t('copyLink.label')} link={failedLink.url} copy={t('copyLink.copy')} copied={t('copyLink.copied')} />
          )}
        </div>
      )}
    </>
  );
}

/** Invitations not yet accepted: to whom, which role, until when; send again or revoke. */
export async function PendingInvitations({ locale, invitations, dateTime, now }: Props) {
  const t = await getTranslations({ locale, namespace: 'TeamInvitations.pending' });
  const tRoles = await getTranslations({ locale, namespace: 'Team.roles' });
  const tLanguages = await getTranslations({ locale, namespace: 'Team.members.languageNames' });
  return (
    <section aria-labelledby="pending-title" className="mt-8">
      <h2 id="pending-title" className="mb-3 text-lg font-bold">
        {t('title')}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <TeamTable caption={t('caption')} minWidth="sm:min-w-[48rem]" stackOnPhone headings={[t('email'), t('role'), t('status'), t('actions')]}>
          {invitations.map((invitation) => {
            const expired = invitation.expiresAt.getTime() <= now.getTime();
            return (
              <tr key={invitation.id} className={cn('border-b border-slate-100 last:border-0', stackedRow)}>
                <td className={cn(teamCell, stackedCell, 'font-semibold break-all')} data-label={t('email')}>
                  {invitation.email}
                  <span className="block text-xs font-normal text-ink-muted">{t('invitedBy', { inviter: invitation.invitedByName })}</span>
                </td>
                <td className={cn(teamCell, stackedCell)} data-label={t('role')}>
                  {tRoles(`names.${invitation.role}`)}
                  {invitation.languages.length > 0 && (
                    <span className="block text-xs text-ink-muted">{invitation.languages.map((code) => tLanguages(code as Locale)).join(', ')}</span>
                  )}
                </td>
                <td className={cn(teamCell, stackedCell)} data-label={t('status')}>
                  <span className={expired ? 'font-semibold text-red-800' : undefined}>
                    {t(expired ? 'expired' : 'expires', { date: dateTime(invitation.expiresAt) })}
                  </span>
                  {invitation.mailFailed && <span className="block text-xs font-semibold text-red-800">{t('mailFailed')}</span>}
                </td>
                <td className={cn(teamCell, stackedCell)} data-label={t('actions')}>
                  <div className="flex flex-wrap gap-2">
                    <form method="post" action={`/api/team/invitations/${invitation.id}`}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="action" value="resend" />
                      <button
                        type="submit"
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                        aria-label={labelled(locale, t('resend'), invitation.email)}
                      >
                        {t('resend')}
                      </button>
                    </form>
                    <form method="post" action={`/api/team/invitations/${invitation.id}`}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="action" value="revoke" />
                      <button
                        type="submit"
                        className={buttonClasses({ variant: 'destructive', size: 'sm' })}
                        aria-label={labelled(locale, t('revoke'), invitation.email)}
                      >
                        {t('revoke')}
                      </button>
                    </form>
                  </div>
                </td>
              </tr>
            );
          })}
        </TeamTable>
      )}
    </section>
  );
}
