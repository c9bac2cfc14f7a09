import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { checkboxClasses } from '@/components/forms/form-field';
import { AccountSection } from '@/components/team/account-section';
import { ConfirmFields, type ConfirmLabels } from '@/components/team/confirm-fields';
import { RecoveryCodesForm } from '@/components/team/recovery-codes-form';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { teamPath } from '@/lib/team/paths';

type Props = {
  locale: Locale;
  /** "Confirm it is you" (components/team/confirm-fields.tsx). */
  confirm: ConfirmLabels;
  /** Since when the app is on, if it is. */
  onSince: string | undefined;
  /** A setup in progress: the key as text and the otpauth:// URI for the QR code. */
  setup: { secret: string; uri: string } | undefined;
};

/** The authenticator app: set it up (QR code, key, a code to confirm), or remove it. */
export async function AccountTotp({ locale, confirm, onSince, setup }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.account.totp' });
  const tCodes = await getTranslations({ locale, namespace: 'Team.account.codes' });
  const tAccount = await getTranslations({ locale, namespace: 'Team.account' });
  // Drawn on the server as SVG: the key never goes to a third-party QR service or a script.
  const qr = setup && (await QRCode.toString(setup.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
  return (
    <AccountSection id="totp" title={t('title')} intro={t('intro')}>
      {onSince ? (
        <>
          <p className="mt-4 text-sm font-semibold text-emerald-800">{t('on', { date: onSince })}</p>
          <form method="post" action="/api/team/account/totp" className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="remove" />
            <ConfirmFields id="totp-remove" labels={confirm} withCode />
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className={checkboxClasses} />
              {t('removeConfirm')}
            </label>
            <button type="submit" className={buttonClasses({ variant: 'destructive', size: 'sm' })}>
              {t('remove')}
            </button>
          </form>
        </>
      ) : setup && qr ? (
        <div className="mt-4">
          <p className="text-sm">{t('scan')}</p>
          <div className="mt-4 flex flex-wrap items-start gap-6">
            <div
              role="img"
              aria-label={t('qrLabel')}
              className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white p-1"
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold">{t('secret')}</p>
              <p data-testid="totp-secret" className="mt-1 break-all font-mono text-base tracking-wider">
                {setup.secret.match(/.{1,4}/g)?.join(' ')}
              </p>
            </div>
          </div>
          <RecoveryCodesForm
            locale={locale}
            mode="confirm-app"
            confirm={confirm}
            withCode={false}
            doneHref={teamPath(locale, '/account')}
            labels={{
              submit: t('confirm'),
              code: t('code'),
              failed: t('invalid'),
              refused: tAccount('errors.reauth-wrong'),
              shownOnce: tCodes('shownOnce'),
              listLabel: tCodes('listLabel'),
              done: tCodes('done'),
            }}
          />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm">{t('off')}</p>
          <form method="post" action="/api/team/account/totp" className="mt-3 grid justify-items-start gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="start" />
            <ConfirmFields id="totp-start" labels={confirm} withCode={false} />
            <button type="submit" className={buttonClasses()}>
              {t('start')}
            </button>
          </form>
        </>
      )}
    </AccountSection>
  );
}
