import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { htmlLayout, paragraph } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import { loadMessages } from '@/lib/server-i18n';
import type { DayLead, MyDay } from '@/lib/team/my-day';

const lists = ['overdue', 'dueToday', 'followUps', 'newlyAssigned'] as const;

/**
 * A member's day as a morning mail, in their language, times in their zone: each list with its
 * leads (name, company, the next step's note) and a link to each lead and to the day itself.
 */
export async function morningMail(input: {
  to: string;
  username: string;
  locale: Locale;
  day: MyDay;
  dateLabel: string;
  /** SITE_URL; without it the mail names the leads but links nowhere. */
  origin: string | undefined;
}): Promise<MailMessage> {
  const t = createTranslator({ locale: input.locale, messages: await loadMessages(input.locale), namespace: 'Team.myDay' });
  const base = input.origin?.replace(/\/+$/, '');
  const leadUrl = (lead: DayLead) => (base ? `${base}/${input.locale}/team/leads/${lead.kind}/${lead.id}` : undefined);
  const line = (lead: DayLead) => [`${lead.firstName} ${lead.lastName}`, lead.company, lead.nextAction?.note].filter(Boolean).join(' – ');
  const subject = headerValue(
    t('morning.subject', { date: input.dateLabel, overdue: input.day.overdue.length, today: input.day.dueToday.length, steps: input.day.followUps.length }),
  );
  const shown = lists.filter((list) => input.day[list].length > 0);
  const text = [
    t('morning.greeting', { name: input.username }),
    '',
    ...(shown.length === 0 ? [t('clear')] : []),
    ...shown.flatMap((list) => [
      `${t(`lists.${list}`)} (${input.day[list].length})`,
      ...input.day[list].map((lead) => `- ${line(lead)}${leadUrl(lead) ? `\n  ${leadUrl(lead)}` : ''}`),
      '',
    ]),
    ...(base ? [t('morning.open', { url: `${base}/${input.locale}/team/day` })] : []),
    '',
    '--',
    t('morning.footer'),
  ].join('\n');
  const html = [
    paragraph(t('morning.greeting', { name: input.username })),
    ...(shown.length === 0 ? [paragraph(t('clear'))] : []),
    ...shown.map(
      (list) =>
        `<h2 style="font-size:16px;margin:20px 0 8px;">${escapeHtml(t(`lists.${list}`))} (${input.day[list].length})</h2><ul style="margin:0;padding-left:20px;">` +
        input.day[list]
          .map((lead) => {
            const url = leadUrl(lead);
            return `<li style="margin:0 0 6px;">${url ? `<a href="${escapeHtml(url)}">${escapeHtml(line(lead))}</a>` : escapeHtml(line(lead))}</li>`;
          })
          .join('') +
        '</ul>',
    ),
    ...(base
      ? [`<p style="margin:24px 0 0;"><a href="${escapeHtml(`${base}/${input.locale}/team/day`)}" style="font-weight:600;">${escapeHtml(t('title'))}</a></p>`]
      : []),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(t('morning.footer'))}</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html: htmlLayout({ lang: input.locale, title: subject, bodyHtml: html }) };
}
