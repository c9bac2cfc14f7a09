import { getTranslations } from 'next-intl/server';
import { checkboxClasses, FormField, inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import { locales, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { INVITATION_VALID_HOURS } from '@/lib/team/invitations';
import { roles } from '@/lib/team/permissions';

/** The members page's "Invite a member" form: a plain HTML form, posted to /api/team/invitations. */
export async function InviteForm({ locale, error }: { locale: Locale; error?: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'TeamInvitations.invite' });
  const tErrors = await getTranslations({ locale, namespace: 'TeamInvitations.errors' });
  const tRoles = await getTranslations({ locale, namespace: 'Team.roles' });
  const tLanguages = await getTranslations({ locale, namespace: 'Team.members.languageNames' });
  return (
    <section aria-labelledby="invite-title" className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="invite-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro', { hours: INVITATION_VALID_HOURS })}</p>
      <form method="post" action="/api/team/invitations" className="mt-4 space-y-4">
        <input type="hidden" name="locale" value={locale} />
        <FormField id="invite-email" label={t('email')} required error={error === 'invalid-email' ? tErrors('invalid-email') : undefined}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="off" spellCheck={false} required maxLength={254} className={inputClasses} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-4">
          <label className="grid gap-1.5 text-sm font-semibold">
            {t('role')}
            <select name="role" defaultValue="editor" className={cn(inputClasses, 'min-w-48')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {tRoles(`names.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 text-sm font-semibold">
            {t('mailLanguage')}
            <select name="mailLocale" defaultValue={locale} className={cn(inputClasses, 'min-w-40')}>
              {locales.map((code) => (
                <option key={code} value={code}>
                  {tLanguages(code)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-4 text-sm">
          <legend className="mb-1 text-sm font-semibold">{t('languages')}</legend>
          {locales.map((code) => (
            <label key={code} className="flex min-h-10 items-center gap-1.5">
              <input type="checkbox" name="languages" value={code} className={checkboxClasses} />
              {tLanguages(code)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClasses()}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
