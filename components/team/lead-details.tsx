import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { isLocale, type Locale } from '@/i18n/routing';
import { consentMethodText } from '@/lib/team/consent-method';
import { workVersion } from '@/lib/team/lead-conflict';
import type { LeadDetail } from '@/lib/team/leads';
import { replyLink } from '@/lib/team/reply';
import type { TeamLabels } from './labels';

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 break-all';

/** What the visitor sent, the way to answer them, and the consent they gave. */
export async function LeadDetails({
  locale,
  lead,
  labels,
  member,
  back,
}: {
  locale: Locale;
  lead: LeadDetail;
  labels: TeamLabels;
  member: string;
  back: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  const yesNo = (value: boolean | null) => (value === null ? '—' : value ? t('lead.yes') : t('lead.no'));
  // Inside a sentence („une réponse en allemand“): the in-sentence form of the language's name.
  const replyLanguage = t(`members.languageNamesInSentence.${isLocale(lead.locale) ? lead.locale : locale}`);
  const fields: [string, ReactNode][] = [
    [t('lead.firstName'), lead.firstName],
    [t('lead.lastName'), lead.lastName],
    [
      t('lead.email'),
      <a key="email" href={`mailto:${lead.email}`} className={link}>
        {lead.email}
      </a>,
    ],
    [t('lead.company'), lead.company ?? '—'],
    ...(lead.kind === 'contact' ? [[t('lead.service'), labels.service(lead.service)] as [string, string]] : []),
    [t('lead.language'), labels.language(lead.locale)],
    [
      t('lead.received'),
      <time key="received" dateTime={lead.createdAt.toISOString()}>
        {labels.dateTime(lead.createdAt)}
      </time>,
    ],
    ...(lead.kind === 'download'
      ? ([
          [t('lead.agreePrivacy'), yesNo(lead.agreePrivacy)],
          [t('lead.agreeMarketing'), yesNo(lead.agreeMarketing)],
        ] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="lead-details" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="lead-details" className="text-lg font-bold">
          {t('lead.details')}
        </h2>
        <div className="max-w-xs">
          {/* The page's script (lead-in-place.tsx) notes in the timeline that a reply was started. */}
          <a
            href={await replyLink(lead, locale, member)}
            aria-describedby="lead-reply-hint"
            data-reply={`/api/team/leads/${lead.kind}/${lead.id}`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {t('leadWork.reply')}
          </a>
          <p id="lead-reply-hint" className="mt-1 text-xs text-ink-muted">
            {t('leadWork.replyHint', { language: replyLanguage })}
          </p>
          {lead.status !== 'answered' && lead.status !== 'closed' && (
            <form method="post" action={`/api/team/leads/${lead.kind}/${lead.id}`} data-in-place className="mt-2">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value="status" />
              <input type="hidden" name="status" value="answered" />
              <input type="hidden" name="seen" value={workVersion(lead.timeline)} />
              {/* The list's filter travels along, so "back to leads" returns to the same list. */}
              {back && <input type="hidden" name="back" value={back} />}
              <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-full' })}>
                {t('leadWork.markAnswered')}
              </button>
            </form>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.message !== null && (
        <>
          <h3 className="mt-5 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('lead.message')}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3">{lead.message}</p>
        </>
      )}
      {lead.consent && (
        <>
          <h3 className="mt-5 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('lead.consentRecord')}</h3>
          <dl className="mt-1 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-ink-muted">{t('lead.consentVersion')}</dt>
              <dd className="break-all font-mono text-xs">{lead.consent.textVersion}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('lead.consentMethod')}</dt>
              <dd>
                {consentMethodText(lead.consent.method, lead.consent.locale, {
                  webFormCheckbox: (language) => t('lead.consentMethods.webFormCheckbox', { language }),
                  language: (code) => t(`members.languageNamesInSentence.${code}`),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('lead.consentGiven')}</dt>
              <dd>{labels.dateTime(lead.consent.givenAt)}</dd>
            </div>
            {lead.consent.marketingStatus && (
              <div>
                <dt className="text-ink-muted">{t('lead.marketingStatus')}</dt>
                <dd>{t(`lead.marketing.${lead.consent.marketingStatus}`)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
