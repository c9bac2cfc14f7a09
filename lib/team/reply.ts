import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { longDate } from '@/lib/format';

// "Reply" on a lead opens the member's own mail program with a message in the visitor's
// language (the submission's, else the team area's), the enquiry quoted below it.

export type ReplyLead = {
  kind: 'contact' | 'download';
  firstName: string;
  email: string;
  locale: string | null;
  createdAt: Date;
  message: string | null;
};

/** A mailto: URL; every part percent-encoded as RFC 6068 asks (spaces as %20, not +). */
export async function replyLink(lead: ReplyLead, fallback: Locale): Promise<string> {
  const locale = isLocale(lead.locale) ? lead.locale : fallback;
  const t = await getTranslations({ locale, namespace: 'Team.reply' });
  const date = longDate(locale, lead.createdAt);
  const subject = lead.kind === 'contact' ? t('subjectContact') : t('subjectDownload');
  const quoted = lead.message
    ? ['', t('quoteIntro', { date }), ...lead.message.split(/\r?\n/).map((line) => `> ${line}`)]
    : [];
  const body = [t('greeting', { firstName: lead.firstName }), '', lead.kind === 'contact' ? '' : t('downloadBody'), '', t('closing'), ...quoted]
    .join('\r\n')
    .replace(/(\r\n){3,}/g, '\r\n\r\n');
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
