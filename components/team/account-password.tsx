import { getTranslations } from 'next-intl/server';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { AccountSection } from '@/components/team/account-section';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

/** The member's own new password, with the current one. */
export async function AccountPassword({ locale, username }: { locale: Locale; username: string }) {
  const t = await getTranslations({ locale, namespace: 'Team.account.password' });
  return (
    <AccountSection id="password" title={t('title')} intro={t('hint')}>
      <form method="post" action="/api/team/account/password" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="locale" value={locale} />
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <FormField id="password-current" label={t('current')} required>
          {(control) => <input {...control} name="current" type="password" autoComplete="current-password" required maxLength={256} className={inputClasses} />}
        </FormField>
        <FormField id="password-new" label={t('new')} required>
          {(control) => (
            <input {...control} name="password" type="password" autoComplete="new-password" required minLength={12} maxLength={256} className={inputClasses} />
          )}
        </FormField>
        <FormField id="password-repeat" label={t('repeat')} required>
          {(control) => (
            <input {...control} name="repeat" type="password" autoComplete="new-password" required minLength={12} maxLength={256} className={inputClasses} />
          )}
        </FormField>
        <button type="submit" className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}>
          {t('submit')}
        </button>
      </form>
    </AccountSection>
  );
}
