import 'server-only';
import type { Locale } from '@/i18n/routing';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { greetingName } from '@/lib/mail/greeting-name';
import { labelled } from '@/lib/format';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import { serverTranslator } from '@/lib/server-i18n';

/** The e-mail that brings a visitor their white-paper link, in the language they used. */
export async function whitePaperMail(input: { to: string; firstName: string; locale: Locale; downloadUrl: string }): Promise<MailMessage> {
  const t = await serverTranslator(input.locale, 'VisitorMail');
  const subject = headerValue(t('subject'));
  const name = greetingName(input.firstName);
  const greeting = name ? t('greeting', { firstName: name }) : t('greetingNoName');
  const text = [
    greeting,
    '',
    t('intro'),
    '',
    labelled(input.locale, t('linkLabel'), input.downloadUrl),
    '',
    t('expiry'),
    '',
    t('closing'),
    t('signature'),
    '',
    '--',
    t('footer'),
  ].join('\n');
  const button =
    `<p style="margin:24px 0;"><a href="${escapeHtml(input.downloadUrl)}" ` +
    `style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">` +
    `${escapeHtml(t('linkLabel'))}</a></p>`;
  const bodyHtml = [
    paragraph(greeting),
    paragraph(t('intro')),
    button,
    paragraph(t('expiry')),
    paragraph(`${t('closing')}\n${t('signature')}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(t('footer'))}</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html: htmlLayout({ lang: input.locale, title: subject, bodyHtml }) };
}
