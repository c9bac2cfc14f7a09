import { getTranslations } from 'next-intl/server';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { AccountSection } from '@/components/team/account-section';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

/** The name the member's articles are signed with. */
export async function AccountDisplayName({ locale, displayName }: { locale: Locale; displayName: string }) {
  const t = await getTranslations({ locale, namespace: 'Team.account.displayName' });
  return (
    <AccountSection id="display-name" title={t('title')} intro={t('hint')}>
      <form method="post" action="/api/team/account/display-name" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="locale" value={locale} />
        <FormField id="display-name-field" label={t('label')}>
          {(control) => <input {...control} name="displayName" defaultValue={displayName} autoComplete="name" maxLength={80} className={inputClasses} />}
        </FormField>
        <button type="submit" className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}>
          {t('submit')}
        </button>
      </form>
    </AccountSection>
  );
}
