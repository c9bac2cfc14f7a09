import 'server-only';
import { createTranslator } from 'next-intl';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { longDate } from '@/lib/format';
import { loadMessages } from '@/lib/server-i18n';

// A reply to a lead starts from a template in the visitor's language (the submission's, else the
// team area's), in the register the site uses with visitors there: German and French formal
// (Sie, vous), Dutch je. The greeting names the whole person ("Guten Tag Ayşe Öztürk,"): the
// forms ask for no title, so "Sehr geehrte Frau …" would have to guess.
// It is sent from the lead's page (lib/team/lead-reply.ts), or opened in the member's own mail
// program as a mailto: link.

export type ReplyLead = {
  kind: 'contact' | 'download';
  firstName: string;
  lastName: string;
  email: string;
  locale: string | null;
  createdAt: Date;
  message: string | null;
};

export type ReplyDraft = { subject: string; body: string };

/** The language a reply to this lead starts in. */
export const replyLocaleOf = (lead: Pick<ReplyLead, 'locale'>, fallback: Locale): Locale => (isLocale(lead.locale) ? lead.locale : fallback);

/** The template in one language, signed by the member; the enquiry quoted below it. Lines end in \n. */
export async function replyDraft(lead: ReplyLead, locale: Locale, signedBy: string | null): Promise<ReplyDraft> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Team.reply' });
  const date = longDate(locale, lead.createdAt);
  const subject = lead.kind === 'contact' ? t('subjectContact') : t('subjectDownload');
  const quoted = lead.message ? ['', t('quoteIntro', { date }), ...lead.message.split(/\r?\n/).map((line) => `> ${line}`)] : [];
  const signature = [t('closing'), ...(signedBy ? [signedBy] : []), 'Granite Digital'];
  const body = [
    t('greeting', { firstName: lead.firstName, lastName: lead.lastName }),
    lead.kind === 'contact' ? t('contactBody') : t('downloadBody'),
    '',
    '',
    ...signature,
    ...quoted,
  ].join('\n');
  return { subject, body };
}

/** The template in each language, for the reply form's language choice. */
export async function replyDrafts(lead: ReplyLead, signedBy: string | null): Promise<Record<Locale, ReplyDraft>> {
  const drafts = await Promise.all(locales.map(async (locale) => [locale, await replyDraft(lead, locale, signedBy)] as const));
  return Object.fromEntries(drafts) as Record<Locale, ReplyDraft>;
}

/** A mailto: URL; every part percent-encoded as RFC 6068 asks (spaces as %20, not +). */
export async function replyLink(lead: ReplyLead, fallback: Locale, signedBy: string | null = null): Promise<string> {
  const { subject, body } = await replyDraft(lead, replyLocaleOf(lead, fallback), signedBy);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
}
