import { getTranslations } from 'next-intl/server';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { TeamNotice } from '@/components/team/team-shell';
import { teamLabels } from '@/components/team/labels';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import type { InvitationRow } from '@/lib/team/invitations';
import { MIN_PASSWORD_LENGTH } from '@/lib/team/password';

const problems = ['username-invalid', 'username-taken', 'email-taken', 'password-short', 'password-long', 'password-mismatch', 'unavailable'] as const;

/** Who invited the person and as what, and the form that creates their account (posted to /api/team/invitation). */
export async function InvitationForm({ locale, invitation, error }: { locale: Locale; invitation: InvitationRow; error: string | null }) {
  const t = await getTranslations({ locale, namespace: 'TeamInvitations.accept' });
  const tRoles = await getTranslations({ locale, namespace: 'Team.roles' });
  const tLanguages = await getTranslations({ locale, namespace: 'Team.members.languageNamesInSentence' });
  const labels = await teamLabels(locale);
  const problem = problems.find((name) => name === error);
  const usernameProblem = problem?.startsWith('username') ? t(`errors.${problem}`) : undefined;
  const passwordProblem = problem?.startsWith('password') ? t(`errors.${problem}`) : undefined;
  return (
    <>
      <p className="mt-2 text-ink-muted">{t('intro', { inviter: invitation.invitedByName, role: tRoles(`names.${invitation.role}`) })}</p>
      {invitation.languages.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('languages', { languages: invitation.languages.map((code) => tLanguages(code as Locale)).join(', ') })}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted break-all">{t('email', { email: invitation.email })}</p>
      <p className="mt-1 text-sm text-ink-muted">{t('expires', { date: labels.dateTime(invitation.expiresAt) })}</p>
      <div className="mt-6">
        {problem && (problem === 'email-taken' || problem === 'unavailable') && <TeamNotice tone="error">{t(`errors.${problem}`)}</TeamNotice>}
      </div>
      <form method="post" action="/api/team/invitation" className="space-y-4">
        <input type="hidden" name="locale" value={locale} />
        <div>
          <FormField id="invite-username" label={t('username')} required error={usernameProblem}>
            {(control) => (
              <input
                {...control}
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                minLength={2}
                maxLength={64}
                pattern="[A-Za-z0-9._\-]{2,64}"
                className={inputClasses}
                aria-describedby={[control['aria-describedby'], 'invite-username-hint'].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p id="invite-username-hint" className="mt-1 text-sm text-ink-muted">
            {t('usernameHint')}
          </p>
        </div>
        <div>
          <FormField id="invite-password" label={t('password')} required error={passwordProblem}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={256}
                className={inputClasses}
                aria-describedby={[control['aria-describedby'], 'invite-password-hint'].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p id="invite-password-hint" className="mt-1 text-sm text-ink-muted">
            {t('passwordHint', { min: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <FormField id="invite-repeat" label={t('repeat')} required>
          {(control) => (
            <input
              {...control}
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={256}
              className={inputClasses}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClasses({ className: 'w-full' })}>
          {t('submit')}
        </button>
      </form>
    </>
  );
}
