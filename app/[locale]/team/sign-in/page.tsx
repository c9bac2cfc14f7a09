import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '@/components/icons/logo-mark';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { PasskeySignIn } from '@/components/team/passkey-sign-in';
import { TeamNotice } from '@/components/team/team-shell';
import { UnlockLinkNotice, UnlockLinkOffer } from '@/components/team/unlock-link-panel';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { safeNext } from '@/lib/team/paths';
import { countParam, searchParamsOf } from '@/lib/team/search-params';

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('signIn') };
}

const notices = {
  invalid: 'error',
  'rate-limited': 'error',
  unavailable: 'error',
  expired: 'error',
  'signed-out': 'success',
  'signed-out-everywhere': 'success',
  'start-over': 'error',
} as const;

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Team.signIn' });
  const tFactor = await getTranslations({ locale, namespace: 'Team.secondFactor' });
  const next = safeNext(query.get('next'), locale);
  const error = query.get('error');
  // Own keys only: `?error=constructor` is no notice.
  const code = error !== null && Object.hasOwn(notices, error) ? (error as keyof typeof notices) : undefined;
  const minutes = Math.max(1, Math.ceil((countParam(query.get('retry'), 86_400) ?? 60) / 60));
  const message =
    code &&
    {
      invalid: t('invalid'),
      'rate-limited': t('rateLimited', { minutes }),
      unavailable: t('unavailable'),
      expired: t('expired'),
      'signed-out': t('signedOut'),
      'signed-out-everywhere': t('signedOutEverywhere'),
      'start-over': tFactor('step.startedOver'),
    }[code];
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <LogoMark className="size-10" id="sign-in-logo" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
        <div className="mt-6">
          {message && <TeamNotice tone={notices[code]}>{message}</TeamNotice>}
          <UnlockLinkNotice locale={locale} state={query.get('unlock')} />
        </div>
        <form method="post" action="/api/team/sign-in" className="space-y-4">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="next" value={next} />
          <FormField id="team-username" label={t('username')} required>
            {(control) => (
              <input
                {...control}
                name="username"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={64}
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField id="team-password" label={t('password')} required>
            {(control) => (
              <input {...control} name="password" type="password" autoComplete="current-password" required maxLength={256} className={inputClasses} />
            )}
          </FormField>
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            {t('submit')}
          </button>
        </form>
        {/* A passkey alone signs the member in: no username, no password, none of their delays.
            Its label shares no words with "Sign In", so that button's name stays unique. */}
        <p className="my-4 text-center text-sm text-ink-muted">{tFactor('step.or')}</p>
        <PasskeySignIn
          locale={locale}
          purpose="sign-in"
          next={next}
          labels={{
            button: tFactor('passkey.use'),
            working: tFactor('passkey.working'),
            failed: tFactor('passkey.failed'),
            unsupported: tFactor('passkey.unsupported'),
          }}
        />
        {code === 'rate-limited' && <UnlockLinkOffer locale={locale} />}
      </div>
    </main>
  );
}
