import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { LeadDetail } from '@/lib/team/leads';
import { replyDrafts, replyLocaleOf } from '@/lib/team/reply';
import { LeadReplyFields } from './lead-reply-fields';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; lead: LeadDetail; labels: TeamLabels; member: string; replyTo: string; back: string | undefined };

/** "Reply": the answer written and sent on the lead's page, in the visitor's language by default, signed by the member. */
export async function LeadReplyForm({ locale, lead, labels, member, replyTo, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.leadReply' });
  return (
    <section aria-labelledby="lead-reply" id="reply" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-reply" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted break-words">{t('intro', { email: lead.email, replyTo })}</p>
      <LeadReplyFields
        action={`/api/team/leads/${lead.kind}/${lead.id}`}
        locale={locale}
        back={back}
        drafts={await replyDrafts(lead, member)}
        initialLanguage={replyLocaleOf(lead, locale)}
        languages={labels.languageOptions}
        text={{
          language: t('language'),
          languageHint: t('languageHint'),
          subject: t('subject'),
          body: t('body'),
          send: t('send'),
          errors: {
            subjectRequired: t('errors.subjectRequired'),
            bodyRequired: t('errors.bodyRequired'),
            tooLong: t('errors.tooLong'),
            invalidValue: t('errors.invalidValue'),
          },
        }}
      />
    </section>
  );
}
