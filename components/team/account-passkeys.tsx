import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { AccountSection } from '@/components/team/account-section';
import { ConfirmFields, type ConfirmLabels } from '@/components/team/confirm-fields';
import { PasskeyAddForm } from '@/components/team/passkey-add-form';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { labelled } from '@/lib/format';

type Props = { locale: Locale; confirm: ConfirmLabels; withCode: boolean; passkeys: { id: string; name: string; created: string; used: string | undefined }[] };

/** The member's passkeys: each with its name (to change) and a way to remove it; a new one. */
export async function AccountPasskeys({ locale, confirm, withCode, passkeys }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.account.passkeys' });
  const tAccount = await getTranslations({ locale, namespace: 'Team.account' });
  return (
    <AccountSection id="passkeys" title={t('title')} intro={t('intro')}>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm">{t('none')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="mt-4 divide-y divide-slate-100">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-end gap-2 py-3">
              <form method="post" action={`/api/team/account/passkeys/${key.id}`} className="flex min-w-0 flex-1 basis-64 flex-wrap items-end gap-2">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="action" value="rename" />
                <div className="min-w-0 flex-1 basis-40">
                  <label htmlFor={`passkey-${key.id}`} className="sr-only">
                    {t('name')}
                  </label>
                  <input id={`passkey-${key.id}`} name="name" defaultValue={key.name} required maxLength={60} className={cn(inputClasses, 'font-semibold')} />
                  <p className="mt-1 text-xs text-ink-muted">{t('details', { created: key.created, used: key.used ?? t('neverUsed') })}</p>
                </div>
                <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mb-5' })}>
                  {t('rename')}
                </button>
              </form>
              <form method="post" action={`/api/team/account/passkeys/${key.id}`} className="flex w-full flex-wrap items-end gap-2">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="action" value="remove" />
                <ConfirmFields id={`passkey-remove-${key.id}`} labels={confirm} withCode={withCode} />
                <button
                  type="submit"
                  aria-label={labelled(locale, t('remove'), key.name)}
                  className={buttonClasses({ variant: 'destructive', size: 'sm', className: 'mb-5' })}
                >
                  {t('remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <PasskeyAddForm
        locale={locale}
        confirm={confirm}
        withCode={withCode}
        labels={{
          name: t('name'),
          placeholder: t('namePlaceholder'),
          add: t('add'),
          adding: t('adding'),
          failed: t('failed'),
          refused: tAccount('errors.reauth-wrong'),
          unsupported: t('unsupported'),
        }}
      />
    </AccountSection>
  );
}
