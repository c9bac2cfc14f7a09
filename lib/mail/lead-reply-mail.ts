import 'server-only';
import type { Locale } from '@/i18n/routing';
import { headerValue } from '@/lib/mail/escape';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';

/**
 * A member's reply to a visitor, as they wrote it on the lead's page: their words only, in the
 * visitor's language, answers going to the member (or the team's address) rather than to the
 * site's no-reply sender.
 */
export function leadReplyMail(input: { to: string; replyTo: string; subject: string; body: string; locale: Locale }): MailMessage {
  const subject = headerValue(input.subject);
  const bodyHtml = input.body
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map((part) => paragraph(part))
    .join('\n');
  return {
    to: input.to,
    replyTo: headerValue(input.replyTo, 254),
    subject,
    text: input.body.replace(/\r\n/g, '\n'),
    html: htmlLayout({ lang: input.locale, title: subject, bodyHtml }),
  };
}
