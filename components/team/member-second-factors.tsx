import { getTranslations } from 'next-intl/server';
import { checkboxClasses } from '@/components/forms/form-field';
import { TeamNotice } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { labelled } from '@/lib/format';

type Props = {
  locale: Locale;
  required: boolean;
  members: { id: number; username: string; hasSecondFactor: boolean }[];
  /** The members page's `done` / `error` query, for this part's own notices. */
  done: string | null;
  error: string | null;
};

const doneNotices = ['second-factor-reset', 'required-on', 'required-off'] as const;

/** The owner's part of the second factor on the members page: require it for everyone; reset a member's. */
export async function MemberSecondFactors({ locale, required, members, done, error }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.secondFactor.members' });
  const notice = doneNotices.find((name) => name === done);
  return (
    <section id="second-factor" aria-labelledby="second-factor-heading" className="mt-10 scroll-mt-6">
      <h2 id="second-factor-heading" className="text-xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-ink-muted">{t('intro')}</p>
      {notice && <TeamNotice>{t(`done.${notice}`)}</TeamNotice>}
      {error === 'own-factor-first' && <TeamNotice tone="error">{t('ownFactorFirst')}</TeamNotice>}
      <form method="post" action="/api/team/settings/second-factor" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="required" value={required ? 'off' : 'on'} />
        <p className="font-semibold">{t('require')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('requireHint')}</p>
        <p className={cn('mt-3 text-sm font-semibold', required ? 'text-emerald-800' : 'text-ink-muted')}>{required ? t('isOn') : t('isOff')}</p>
        <button type="submit" className={buttonClasses({ variant: required ? 'outline' : 'default', size: 'sm', className: 'mt-3' })}>
          {required ? t('turnOff') : t('turnOn')}
        </button>
      </form>
      {/* A list, not a second table: the members table above stays the page's only rows. */}
      <ul aria-label={t('caption')} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <span className="min-w-24 font-semibold">{member.username}</span>
            <span className={cn('text-sm', member.hasSecondFactor ? 'text-emerald-800' : 'text-ink-muted')}>
              {labelled(locale, t('status'), member.hasSecondFactor ? t('has') : t('hasNot'))}
            </span>
            {member.hasSecondFactor && (
              <form method="post" action={`/api/team/members/${member.id}/second-factor`} className="flex flex-wrap items-center gap-2 sm:ml-auto">
                <input type="hidden" name="locale" value={locale} />
                <label className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" required className={checkboxClasses} />
                  {t('resetConfirm', { username: member.username })}
                </label>
                <button
                  type="submit"
                  aria-label={labelled(locale, t('reset'), member.username)}
                  className={buttonClasses({ variant: 'destructive', size: 'sm' })}
                >
                  {t('reset')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
