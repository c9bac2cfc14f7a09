import { getTranslations } from 'next-intl/server';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { TeamNotice } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';

// The sign-in page's part of the mailed unlock link (lib/team/unlock-link.ts): what became of a
// request or a followed link (`?unlock=`), and, while a member is being kept waiting, the offer.

const notices = { sent: 'success', missing: 'error', ready: 'success', invalid: 'error', expired: 'error', used: 'error' } as const;

export async function UnlockLinkNotice({ locale, state }: { locale: Locale; state: string | null }) {
  const t = await getTranslations({ locale, namespace: 'TeamUnlockLink.notices' });
  if (state === 'confirm') {
    return (
      <form method="post" action="/api/team/unlock-link/use" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
        <input type="hidden" name="locale" value={locale} />
        <p>{t('confirm')}</p>
        <button type="submit" className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          {t('confirmButton')}
        </button>
      </form>
    );
  }
  const code = state !== null && Object.hasOwn(notices, state) ? (state as keyof typeof notices) : undefined;
  return code ? <TeamNotice tone={notices[code]}>{t(code)}</TeamNotice> : null;
}

export async function UnlockLinkOffer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TeamUnlockLink.offer' });
  return (
    <section aria-labelledby="unlock-title" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="unlock-title" className="text-base font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      <form method="post" action="/api/team/unlock-link" className="mt-4 space-y-3">
        <input type="hidden" name="locale" value={locale} />
        <FormField id="unlock-login" label={t('login')} required>
          {(control) => (
            <input
              {...control}
              name="login"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              className={inputClasses}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
