import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckboxField, checkboxClasses, FormField, inputClasses } from '@/components/forms/form-field';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';
import { countParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { subjectEmail } from '@/lib/team/subject-email';
import { findSubjectData } from '@/lib/team/subject-requests';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('requests') };
}

const counts = (value: string | null) => {
  const parts = (value ?? '').split('.').map((part) => countParam(part));
  if (parts.length !== 4 || parts.some((part) => part === undefined)) return null;
  const [contacts, downloads, mails, consents] = parts as number[];
  return { contacts: contacts!, downloads: downloads!, mails: mails!, consents: consents! };
};

/** A person asks what we hold about them, or to be forgotten: look up, export, erase. */
export default async function SubjectRequestsPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  // The address stays out of the sign-in redirect (and so out of more logs than necessary).
  const session = await teamPage(locale, teamPath(locale, '/requests'), 'subjects.manage');
  const t = await getTranslations({ locale, namespace: 'Team.requests' });
  const tDocument = await getTranslations({ locale, namespace: 'Team.subjectDocument' });
  const typed = query.get('email');
  const email = subjectEmail(typed);
  const data = email ? await findSubjectData(await getDb(), email) : undefined;
  const erased = counts(query.get('erased'));
  const held = data && {
    contacts: data.contacts.length,
    downloads: data.downloads.length,
    mails: data.mails.length,
    // As the erasure counts them: each consent record, and the address's opt-in state.
    consents: data.consentRecords.length + (data.marketingConsent ? 1 : 0),
  };
  const anything = held && Object.values(held).some((count) => count > 0);
  return (
    <TeamShell locale={locale} session={session} current="requests">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {erased && <TeamNotice>{t('erased', erased)}</TeamNotice>}
      {query.get('error') === 'confirm' && <TeamNotice tone="error">{t('eraseConfirmRequired')}</TeamNotice>}
      <form
        method="get"
        action={teamPath(locale, '/requests')}
        className="flex max-w-xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <FormField id="subject-email" label={t('email')} className="flex-1" error={typed && !email ? t('invalidEmail') : undefined}>
          {(control) => <input {...control} name="email" type="email" autoComplete="off" defaultValue={typed ?? ''} required className={inputClasses} />}
        </FormField>
        <button type="submit" className={buttonClasses()}>
          {t('find')}
        </button>
      </form>
      {email && held && (
        <section aria-labelledby="subject-result" className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="subject-result" className="text-lg font-bold">
            {anything ? t('summary', { email, ...held }) : t('nothing', { email })}
          </h2>
          {anything && (
            <>
              <div className="mt-4 flex flex-wrap gap-2">
                {(['html', 'json'] as const).map((format) => (
                  <form key={format} method="post" action="/api/team/subject-requests/export">
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="email" value={email} />
                    <input type="hidden" name="format" value={format} />
                    <button type="submit" className={buttonClasses({ variant: 'outline' })}>
                      {format === 'json' ? t('exportJson') : tDocument('exportDocument')}
                    </button>
                  </form>
                ))}
              </div>
              <form method="post" action="/api/team/subject-requests/erase" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="email" value={email} />
                <CheckboxField id="erase-confirm" label={t('eraseConfirm')}>
                  {(control) => <input {...control} name="confirm" value="yes" type="checkbox" required className={checkboxClasses} />}
                </CheckboxField>
                <button type="submit" className={buttonClasses({ variant: 'destructive' })}>
                  {t('erase')}
                </button>
              </form>
            </>
          )}
        </section>
      )}
    </TeamShell>
  );
}
