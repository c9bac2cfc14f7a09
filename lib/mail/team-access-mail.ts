import 'server-only';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import { serverTranslator } from '@/lib/server-i18n';
import { memberDateTime } from '@/lib/team/format-time';
import { DEFAULT_TIME_ZONE } from '@/lib/team/time-zone';

// The team area's access mails, in the language they were asked for (or the member's own): an
// owner's invitation (lib/team/invitations.ts) and the unlock link (lib/team/unlock-link.ts),
// each with one link that works once and says until when; and the security notice after every
// change to how a member signs in (lib/team/security-notice.ts), with a link to their account.

/** "30 November 2026, 09:15 GMT": the agency’s zone, named, in the reader’s conventions. */
function expiryText(locale: Locale, at: Date): string {
  return memberDateTime(locale, DEFAULT_TIME_ZONE, 'long')(at);
}

const button = (url: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" ` +
  `style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">` +
  `${escapeHtml(label)}</a></p>`;

function accessMail(
  locale: Locale,
  to: string,
  subject: string,
  paragraphs: { before: string[]; linkLabel: string; url: string; after: string[] },
): MailMessage {
  const text = [...paragraphs.before, labelled(locale, paragraphs.linkLabel, paragraphs.url), ...paragraphs.after].join('\n\n');
  const bodyHtml = [...paragraphs.before.map(paragraph), button(paragraphs.url, paragraphs.linkLabel), ...paragraphs.after.map(paragraph)].join('\n');
  const title = headerValue(subject);
  return { to, subject: title, text, html: htmlLayout({ lang: locale, title, bodyHtml }) };
}

export async function invitationMail(input: {
  to: string;
  locale: Locale;
  inviter: string;
  role: 'owner' | 'editor' | 'account-manager';
  languages: readonly string[];
  url: string;
  expiresAt: Date;
  validHours: number;
}): Promise<MailMessage> {
  const t = await serverTranslator(input.locale, 'TeamInvitations');
  const tTeam = await serverTranslator(input.locale, 'Team');
  const role = tTeam(`roles.names.${input.role}`);
  const languages = input.languages.map((code) => tTeam(`members.languageNamesInSentence.${code as Locale}`)).join(', ');
  return accessMail(input.locale, input.to, t('mail.subject', { inviter: input.inviter }), {
    before: [
      t('mail.greeting'),
      t('mail.intro', { inviter: input.inviter, role }),
      ...(languages ? [t('mail.languages', { languages })] : []),
      t('mail.action'),
    ],
    linkLabel: t('mail.linkLabel'),
    url: input.url,
    after: [t('mail.expiry', { hours: input.validHours, date: expiryText(input.locale, input.expiresAt) }), t('mail.ignore'), t('mail.signature')],
  });
}

export async function unlockLinkMail(input: { to: string; locale: Locale; username: string; url: string; validMinutes: number }): Promise<MailMessage> {
  const t = await serverTranslator(input.locale, 'TeamUnlockLink');
  return accessMail(input.locale, input.to, t('mail.subject'), {
    before: [t('mail.greeting', { username: input.username }), t('mail.intro'), t('mail.action')],
    linkLabel: t('mail.linkLabel'),
    url: input.url,
    after: [t('mail.expiry', { minutes: input.validMinutes }), t('mail.ignore'), t('mail.signature')],
  });
}

/** What changed in how a member signs in; `name` is a passkey's, `browser` the new device's. */
export type SecurityChange =
  | { kind: 'passkey-added' | 'passkey-removed'; name: string }
  | { kind: 'totp-added' | 'totp-removed' | 'recovery-codes' | 'password-changed' }
  | { kind: 'new-device'; browser: string };

export async function securityNoticeMail(input: {
  to: string;
  locale: Locale;
  username: string;
  change: SecurityChange;
  at: Date;
  accountUrl: string;
}): Promise<MailMessage> {
  const t = await serverTranslator(input.locale, 'TeamSecurityMail');
  const { kind } = input.change;
  const values = {
    date: expiryText(input.locale, input.at),
    name: 'name' in input.change ? input.change.name : '',
    browser: 'browser' in input.change ? input.change.browser : '',
  };
  return accessMail(input.locale, input.to, t(`subject.${kind}`), {
    before: [t('greeting', { username: input.username }), t(`what.${kind}`, values), t(`undo.${kind}`)],
    linkLabel: t('linkLabel'),
    url: input.accountUrl,
    after: [t('why'), t('signature')],
  });
}
