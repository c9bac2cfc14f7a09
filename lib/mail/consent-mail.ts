import 'server-only';
import type { Locale } from '@/i18n/routing';
import { unsubscribeHeaders } from '@/lib/consent/marketing-links';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { greetingName } from '@/lib/mail/greeting-name';
import { labelled } from '@/lib/format';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import { serverTranslator } from '@/lib/server-i18n';

/**
 * The double opt-in mail: asks the visitor, in their language, to confirm marketing e-mails.
 * Marketing-related, so it carries List-Unsubscribe (one click) and a visible unsubscribe link.
 */
export async function marketingConfirmationMail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
}): Promise<MailMessage> {
  const t = await serverTranslator(input.locale, 'MarketingConsent');
  const subject = headerValue(t('mail.subject'));
  const name = greetingName(input.firstName);
  const greeting = name ? t('mail.greeting', { firstName: name }) : t('mail.greetingNoName');
  const text = [
    greeting,
    '',
    t('mail.intro'),
    '',
    t('mail.action'),
    labelled(input.locale, t('mail.confirmLabel'), input.confirmUrl),
    '',
    t('mail.expiry'),
    t('mail.ignore'),
    '',
    t('mail.closing'),
    t('mail.signature'),
    '',
    '--',
    `${t('mail.unsubscribeText')} ${input.unsubscribeUrl}`,
  ].join('\n');
  const button =
    `<p style="margin:24px 0;"><a href="${escapeHtml(input.confirmUrl)}" ` +
    `style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">` +
    `${escapeHtml(t('mail.confirmLabel'))}</a></p>`;
  const bodyHtml = [
    paragraph(greeting),
    paragraph(t('mail.intro')),
    paragraph(t('mail.action')),
    button,
    paragraph(`${t('mail.expiry')}\n${t('mail.ignore')}`),
    paragraph(`${t('mail.closing')}\n${t('mail.signature')}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(t('mail.unsubscribeText'))} ` +
      `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#4338ca;">${escapeHtml(t('mail.unsubscribeLabel'))}</a></p>`,
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html: htmlLayout({ lang: input.locale, title: subject, bodyHtml }),
    headers: unsubscribeHeaders(input.oneClickUnsubscribeUrl),
  };
}
