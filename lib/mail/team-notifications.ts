import 'server-only';
import type { Locale } from '@/i18n/routing';
import { escapeHtml, headerValue } from '@/lib/mail/escape';
import { htmlLayout } from '@/lib/mail/layout';
import type { MailMessage } from '@/lib/mail/message';
import type { SourceColumns } from '@/lib/insights/source-values';
import type { ContactSubmission, DownloadSubmission } from '@/lib/generated/prisma/client';
import { DEFAULT_TIME_ZONE } from '@/lib/team/time-zone';

// What the visitor sent: the team's own fields (status, note) never go into a mail.
// Nor does the visit's source: the team reads it on the lead's page.
type TeamFields = 'locale' | 'status' | 'note' | 'updatedAt' | 'assigneeId' | 'nextActionOn' | 'nextActionNote' | keyof SourceColumns;
type SentContact = Omit<ContactSubmission, TeamFields>;
type SentDownload = Omit<DownloadSubmission, TeamFields>;

/**
 * The lead's page in the team area (English, as these mails are), so the notice is one click
 * from the work; `origin` is SITE_URL or the request's own. Undefined: no link (tests of the text).
 */
export function leadPageUrl(origin: string | undefined, kind: 'contact' | 'download', id: number): string | undefined {
  return origin ? `${origin.replace(/\/+$/, '')}/en/team/leads/${kind}/${id}` : undefined;
}

// Notifications for the agency's own staff, so English only. Every visitor value is escaped
// in HTML and flattened to one line in headers.

const serviceNames: Record<string, string> = {
  'ai-marketing': 'AI-Powered Marketing',
  'web-design': 'Web Design & Development',
  translation: 'Translation & Localization',
  strategy: 'Digital Strategy',
  content: 'Content Marketing',
  analytics: 'Analytics & Reporting',
};

type Row = [label: string, value: string];

/**
 * "27 Nov 2026, 00:34 GMT (Europe/London)": the team's words, and a zone named twice (its short
 * name and the place), since a shared inbox has no one member's zone: the agency's own, which
 * is also where a member without a zone of their own sees times in the team area.
 */
export function teamDateTime(at: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
  return `${formatted} (${timeZone})`;
}

export function contactNotification(to: string, contact: SentContact, origin?: string): MailMessage {
  const name = `${contact.firstName} ${contact.lastName}`;
  const rows: Row[] = [
    ['Name', name],
    ['Email', contact.email],
    ['Company', contact.company ?? '—'],
    ['Service', contact.service ? (serviceNames[contact.service] ?? contact.service) : '—'],
    ['Received', teamDateTime(contact.createdAt)],
    ['Reference', `contact #${contact.id}`],
  ];
  return notification({
    to,
    replyTo: contact.email,
    subject: `New contact request from ${name}`,
    rows,
    message: contact.message,
    link: leadPageUrl(origin, 'contact', contact.id),
  });
}

export function downloadNotification(to: string, download: SentDownload, locale: Locale, origin?: string): MailMessage {
  const name = `${download.firstName} ${download.lastName}`;
  const rows: Row[] = [
    ['Name', name],
    ['Email', download.email],
    ['Company', download.company],
    ['Language', locale],
    ['Marketing consent', download.agreeMarketing ? 'yes' : 'no'],
    ['Privacy consent', download.agreePrivacy ? 'yes' : 'no'],
    ['Requested', teamDateTime(download.downloadedAt)],
    ['Reference', `download #${download.id}`],
  ];
  return notification({
    to,
    replyTo: download.email,
    subject: `White paper requested by ${name} (${download.company})`,
    rows,
    link: leadPageUrl(origin, 'download', download.id),
  });
}

function notification(input: { to: string; replyTo: string; subject: string; rows: Row[]; message?: string; link?: string | undefined }): MailMessage {
  const subject = headerValue(input.subject);
  const text = [
    ...input.rows.map(([label, value]) => `${label}: ${value}`),
    ...(input.message === undefined ? [] : ['', 'Message:', input.message]),
    ...(input.link ? ['', `Open the lead: ${input.link}`] : []),
  ].join('\n');
  const table = input.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top;">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const message =
    input.message === undefined
      ? ''
      : `<h2 style="font-size:16px;margin:24px 0 8px;">Message</h2>` + `<p style="margin:0;white-space:pre-wrap;">${escapeHtml(input.message)}</p>`;
  return {
    to: input.to,
    replyTo: headerValue(input.replyTo, 254),
    subject,
    text,
    html: htmlLayout({ lang: 'en', title: subject, bodyHtml: `<table role="presentation">${table}</table>${message}${linkHtml(input.link)}` }),
  };
}

function linkHtml(link: string | undefined): string {
  if (!link) return '';
  return `<p style="margin:24px 0 0;"><a href="${escapeHtml(link)}" style="font-weight:600;">Open the lead in the team area</a></p>`;
}
