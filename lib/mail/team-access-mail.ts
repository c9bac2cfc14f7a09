import 'server-only';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import { serverTranslator } from '@/lib/server-i18n';
import { memberDateTime } from '@/lib/team/format-time';
import { DEFAULT_TIME_ZONE } from '@/lib/team/time-zone';

// The team area's access mails (issue #29), in the language they were asked for: an owner's
// invitation (lib/team/invitations.ts) and the unlock link (lib/team/unlock-link.ts). Each
// carries one link, which works once and says until when.

/** "30 November 2026, 09:15 GMT": the agency’s zone, named, in the reader’s conventions. */
function expiryText(locale: Locale, at: Date): string {
  return memberDateTime(locale, DEFAULT_TIME_ZONE, 'long')(at);
}

const button = (url: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" ` +
  `style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">` +
  `${escapeHtml(label)}</a></p>`;

function accessMail(locale: Locale, to: string, subject: string, paragraphs: { before: string[]; linkLabel: string; url: string; after: string[] }): MailMessage {
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
