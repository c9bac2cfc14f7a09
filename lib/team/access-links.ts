import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { invitationMail, unlockLinkMail, mailTransport, sendWithin } from '@/lib/mail';
import { INVITATION_VALID_HOURS, recordInvitationMail, type InvitationRow } from '@/lib/team/invitations';
import { hashOneTimeToken } from '@/lib/team/one-time-token';
import { UNLOCK_LINK_VALID_MINUTES, type UnlockMail } from '@/lib/team/unlock-link';

// The mailed links of the team area's access. They point at a route that moves the
// token out of the URL into an httpOnly cookie and redirects to a clean page
// (app/api/team/invitation, app/api/team/unlock-link), so the token is in no page's address,
// history entry or Referer. Sent straight away rather than through the outbox, which would keep
// the token in its table: the owner sees at once whether the invitation went out.

/** Cookies that carry a link's token from the link to its page and the page's form. */
export const INVITATION_COOKIE = 'granite_team_invitation';
export const UNLOCK_COOKIE = 'granite_team_unlock';
/** Long enough to fill in the form; the link itself stays valid for its own time. */
export const LINK_COOKIE_MAX_AGE_S = 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export const invitationLinkUrl = (origin: string, locale: Locale, token: string) => `${origin}/api/team/invitation?locale=${locale}&token=${token}`;
export const unlockLinkUrl = (origin: string, locale: Locale, token: string) => `${origin}/api/team/unlock-link?locale=${locale}&token=${token}`;

/** Sends the invitation's mail and records whether it went out; true when it did. */
export async function sendInvitation(prisma: PrismaClient, invitation: InvitationRow, token: string, origin: string): Promise<boolean> {
  const message = await invitationMail({
    to: invitation.email,
    locale: invitation.locale,
    inviter: invitation.invitedByName,
    role: invitation.role,
    languages: invitation.languages,
    url: invitationLinkUrl(origin, invitation.locale, token),
    expiresAt: invitation.expiresAt,
    validHours: INVITATION_VALID_HOURS,
  });
  // A resend has a new token, so a new key: the provider must send it, not return the first one.
  const result = await sendWithin(mailTransport(), message, `team-invitation-${invitation.id}-${hashOneTimeToken(token)!.slice(0, 16)}`, SEND_TIMEOUT_MS);
  if (!result.ok) log.warn('team invitation mail failed', { invitation: invitation.id, error: result.error });
  await recordInvitationMail(prisma, invitation.id, result.ok);
  return result.ok;
}

/** Sends an unlock link; failures are logged only (the page never says whether a mail went out). */
export async function sendUnlockLink(mail: UnlockMail, locale: Locale, origin: string): Promise<void> {
  try {
    const message = await unlockLinkMail({
      to: mail.to,
      locale,
      username: mail.user.username,
      url: unlockLinkUrl(origin, locale, mail.token),
      validMinutes: UNLOCK_LINK_VALID_MINUTES,
    });
    const result = await sendWithin(mailTransport(), message, `team-unlock-${hashOneTimeToken(mail.token)!.slice(0, 16)}`, SEND_TIMEOUT_MS);
    if (!result.ok) log.warn('team unlock link mail failed', { member: mail.user.username, error: result.error });
  } catch (error) {
    log.error('team unlock link mail failed', { member: mail.user.username, error: errorText(error) });
  }
}
